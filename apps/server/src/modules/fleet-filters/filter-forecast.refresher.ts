import type { FastifyBaseLogger } from 'fastify';
import { CoalescingBatch } from '../../lib/coalescing-batch';
import type { FilterForecastJob } from './filter-forecast.job';
import type { FilterForecastRepository } from './filter-forecast.repository';

/** How long stored statuses are gathered before their devices' forecasts are recomputed together. */
export const FILTER_FORECAST_REFRESH_DELAY_MS = 5_000;
/** Devices per read and upsert (a poll of a whole large fleet stays far below the statement parameter limit). */
const FILTER_FORECAST_REFRESH_SLICE = 500;

/**
 * Recomputes the forecasts of devices whose statuses were just stored (pushed or polled), so a
 * replaced filter or a new reading shows on the due list within seconds, not at the job's next
 * pass (up to 6 hours later). Debounced and batched: the devices noted during `delayMs` make one
 * read and one upsert, and only those whose latest reading differs from their forecast's are
 * recomputed. Best effort: a failure is logged and the job catches up.
 */
export class FilterForecastRefresher {
  private readonly batch: CoalescingBatch;

  constructor(
    repository: FilterForecastRepository,
    job: FilterForecastJob,
    log: FastifyBaseLogger,
    delayMs = FILTER_FORECAST_REFRESH_DELAY_MS,
  ) {
    this.batch = new CoalescingBatch({
      delayMs,
      slice: FILTER_FORECAST_REFRESH_SLICE,
      work: async (ids) => job.compute(await repository.withNewReadings(ids)),
      failed: (error, devices) =>
        log.warn({ err: error, devices }, 'filter forecasts not refreshed after ingest'),
    });
  }

  /** These devices' statuses were just stored. */
  note(deviceIds: Iterable<number>): void {
    this.batch.note(deviceIds);
  }

  /** Recomputes what is pending now (after whatever run is in progress); answers how many forecasts. */
  flush(): Promise<number> {
    return this.batch.flush();
  }

  /** Stops taking notes and waits for the run in progress (before the database closes). */
  close(): Promise<void> {
    return this.batch.close(false);
  }
}
