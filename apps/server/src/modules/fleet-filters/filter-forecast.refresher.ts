import type { FastifyBaseLogger } from 'fastify';
import type { FilterForecastJob } from './filter-forecast.job';
import type { FilterForecastRepository } from './filter-forecast.repository';

/** How long stored statuses are gathered before their devices' forecasts are recomputed together. */
export const FILTER_FORECAST_REFRESH_DELAY_MS = 5_000;
/** Devices per read and upsert (the job's batch). */
const FILTER_FORECAST_REFRESH_SLICE = 500;

/**
 * Recomputes the forecasts of devices whose statuses were just stored (pushed or polled), so a
 * replaced filter or a new reading shows on the due list within seconds, not at the job's next
 * pass (up to 6 hours later). Debounced and batched: the devices noted during `delayMs` make one
 * read and one upsert, and only those whose latest reading differs from their forecast's are
 * recomputed. Best effort: a failure is logged and the job catches up.
 */
export class FilterForecastRefresher {
  private pending = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly repository: FilterForecastRepository,
    private readonly job: FilterForecastJob,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = FILTER_FORECAST_REFRESH_DELAY_MS,
  ) {}

  /** These devices' statuses were just stored. */
  note(deviceIds: Iterable<number>): void {
    if (this.closed) return;
    for (const id of deviceIds) this.pending.add(id);
    if (this.pending.size === 0 || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.timer.unref();
  }

  /** Recomputes what is pending now (after whatever run is in progress); answers how many forecasts. */
  flush(): Promise<number> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const ids = [...this.pending];
    this.pending = new Set();
    const run = this.running.then(() => this.refresh(ids));
    this.running = run;
    return run;
  }

  /** Stops taking notes and waits for the run in progress (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
    await this.running;
  }

  /** In slices, so a poll of a whole large fleet stays far below the statement parameter limit. */
  private async refresh(ids: readonly number[]): Promise<number> {
    let computed = 0;
    for (let i = 0; i < ids.length; i += FILTER_FORECAST_REFRESH_SLICE) {
      const slice = ids.slice(i, i + FILTER_FORECAST_REFRESH_SLICE);
      try {
        computed += await this.job.compute(await this.repository.withNewReadings(slice));
      } catch (error) {
        this.log.warn({ err: error, devices: slice.length }, 'filter forecasts not refreshed after ingest');
      }
    }
    return computed;
  }
}
