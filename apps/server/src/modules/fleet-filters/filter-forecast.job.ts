import { filterForecast, type FilterMeasure, type FilterReading } from '@app/contracts';
import type {
  FilterDailyRow,
  FilterForecastInsert,
  FilterForecastRepository,
} from './filter-forecast.repository';

/** How often the job engine runs the job (main.ts starts it). */
export const FILTER_FORECAST_EVERY_MS = 10 * 60_000;
/** A forecast older than this is computed again. */
export const FILTER_FORECAST_STALE_MS = 6 * 3_600_000;
/** Devices per run: one read of their daily rows, one upsert. */
export const FILTER_FORECAST_BATCH = 500;

export interface FilterForecastJobOptions {
  batch?: number;
  staleMs?: number;
  now?: () => number;
}

const MEASURE_COLUMN: Readonly<Record<FilterMeasure, keyof FilterDailyRow>> = {
  filter: 'filter',
  filter_days: 'filterDays',
  filter_hours: 'filterHours',
};

/**
 * The forecast of one device from its daily rows: on the percentage when the device reports it,
 * else on the filter days, else on the filter hours (one measure, never mixed).
 */
export function forecastOf(
  deviceId: number,
  rows: readonly FilterDailyRow[],
  now: Date,
): FilterForecastInsert {
  const measure = (['filter', 'filter_days', 'filter_hours'] as const).find((m) =>
    rows.some((row) => row[MEASURE_COLUMN[m]] !== null),
  );
  if (!measure)
    return {
      deviceId,
      kind: 'insufficient',
      reason: 'tooFewReadings',
      readings: 0,
      basisDays: 0,
      computedAt: now,
    };
  const readings: FilterReading[] = rows.flatMap((row) => {
    const value = row[MEASURE_COLUMN[measure]] as number | null;
    return value === null ? [] : [{ time: row.lastTime.getTime(), value }];
  });
  const f = filterForecast(measure, readings);
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  return f.kind === 'insufficient'
    ? {
        deviceId,
        measure,
        kind: 'insufficient',
        reason: f.reason,
        overdue: false,
        ratePerDay: null,
        lastValue: f.lastValue,
        lastTime: at(f.lastTime),
        dangerAt: null,
        readings: f.readings,
        basisDays: f.basisDays,
        computedAt: now,
      }
    : {
        deviceId,
        measure,
        kind: 'forecast',
        reason: null,
        overdue: f.overdue,
        ratePerDay: f.ratePerDay,
        lastValue: f.lastValue,
        lastTime: at(f.lastTime),
        dangerAt: at(f.dangerAt),
        readings: f.readings,
        basisDays: f.basisDays,
        computedAt: now,
      };
}

/**
 * The filter-forecast job: each run takes up to 500 devices whose forecast is missing or older
 * than 6 hours and that have daily filter rows (oldest first), reads their last 30 days in one
 * query, applies `filterForecast` and upserts. New readings recompute a device sooner
 * (FilterForecastRefresher, after each ingest); this job is the safety net for whatever that
 * missed. Several servers may run it at once: two computing the same device write the same thing.
 */
export class FilterForecastJob {
  private readonly batch: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: FilterForecastRepository,
    options: FilterForecastJobOptions = {},
  ) {
    this.batch = options.batch ?? FILTER_FORECAST_BATCH;
    this.staleMs = options.staleMs ?? FILTER_FORECAST_STALE_MS;
    this.now = options.now ?? Date.now;
  }

  /** One batch; answers how many devices it computed. */
  async runOnce(): Promise<number> {
    const now = new Date(this.now());
    const ids = await this.repository.staleDeviceIds(new Date(now.getTime() - this.staleMs), this.batch);
    return this.compute(ids, now);
  }

  /** The forecasts of these devices, computed now whatever their age (one read, one upsert); answers how many. */
  async compute(deviceIds: readonly number[], now = new Date(this.now())): Promise<number> {
    const ids = [...new Set(deviceIds)];
    if (ids.length === 0) return 0;
    const rows = await this.repository.dailyRows(ids);
    const byDevice = new Map<number, FilterDailyRow[]>(ids.map((id) => [id, []]));
    for (const row of rows) byDevice.get(row.deviceId)?.push(row);
    await this.repository.upsert(ids.map((id) => forecastOf(id, byDevice.get(id) ?? [], now)));
    return ids.length;
  }

  /** Batches until no forecast is stale (start of the server, tests, tools); answers the devices computed. */
  async refreshAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const computed = await this.runOnce();
      total += computed;
      if (computed < this.batch) return total;
    }
  }
}
