import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../entities/list-query';
import { FILTER_MEASURES } from './filter-wear';

/**
 * The filter-replacement due list and the per-device forecast (decision 024): GET api/fleet/filters and
 * GET api/fleet/filters/devices/{deviceId}. The forecasts are computed by the server's forecast job
 * from the daily filter readings with `filterForecast` (filter-wear.ts).
 */

/** The due list's windows: due within 7 or 30 days (overdue included), or every device. */
export const FILTER_DUE_WINDOWS = ['7', '30', 'all'] as const;
export type FilterDueWindow = (typeof FILTER_DUE_WINDOWS)[number];

/**
 * Why a device has no forecast: the rule's reasons, plus 'noData' for a device that has no filter
 * reading stored at all (or whose forecast is not computed yet).
 */
export const FILTER_INSUFFICIENT_REASONS = ['tooFewReadings', 'tooShort', 'noWear', 'noData'] as const;
export type FilterInsufficientReason = (typeof FILTER_INSUFFICIENT_REASONS)[number];

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET api/fleet/filters?within=7|30|all&accountId&addressId&page&size (page 0-based). */
export const filterDueQuerySchema = z.object({
  within: z.enum(FILTER_DUE_WINDOWS, { error: 'within must be 7, 30 or all' }).default('30'),
  /** Only the devices of this account's subtree (it must be inside the caller's, else 404). */
  accountId: positiveId.optional(),
  /** Only the devices at this site (address). */
  addressId: positiveId.optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type FilterDueQuery = z.infer<typeof filterDueQuerySchema>;

export const filterDeviceParamsSchema = z.object({ deviceId: positiveId });

/** One device's forecast as the due list and the device detail show it. */
export const filterForecastRowSchema = z.object({
  device: z.object({
    id: z.number(),
    name: z.string().nullable(),
    serialNumber: z.string().nullable(),
    uid: z.string().nullable(),
  }),
  /** The owner; `linked` when the caller may open its account (it is in the caller's subtree). */
  owner: z.object({ id: z.number(), name: z.string().nullable(), linked: z.boolean() }).nullable(),
  /** The device's site (address); label null when the address has no contact record. */
  site: z.object({ addressId: z.number(), label: z.string().nullable() }).nullable(),
  model: z.string().nullable(),
  /** The measure the forecast uses: the percentage when reported, else filter days, else filter hours. */
  measure: z.enum(FILTER_MEASURES).nullable(),
  lastValue: z.number().nullable(),
  /** ISO instant of the latest reading used. */
  lastTime: z.string().nullable(),
  /** Units of `measure` lost per day (null without a rate). */
  ratePerDay: z.number().nullable(),
  /** ISO instant the filter reaches the danger band, or since when it is in it (overdue). */
  dangerAt: z.string().nullable(),
  overdue: z.boolean(),
  kind: z.enum(['forecast', 'insufficient']),
  /** Why there is no forecast (kind 'insufficient'), else null. */
  reason: z.enum(FILTER_INSUFFICIENT_REASONS).nullable(),
  /** Readings the forecast used, and the days they span. */
  readings: z.number(),
  basisDays: z.number(),
  /** ISO instant the forecast was computed (null: never). */
  computedAt: z.string().nullable(),
  /**
   * The purifier ran without lowering PM2.5 over its last 14 days (the purifier-effect job's
   * verdict, decision 051): check its placement or its filter.
   */
  noMeasurableEffect: z.boolean(),
});
export type FilterForecastRow = z.infer<typeof filterForecastRowSchema>;
export const filterForecastRowsSchema = z.array(filterForecastRowSchema);

/** GET api/fleet/filters/sites: the sites (addresses) of the caller's devices, for the due list's filter. */
export const filterSiteSchema = z.object({ addressId: z.number(), label: z.string().nullable() });
export type FilterSite = z.infer<typeof filterSiteSchema>;
export const filterSitesSchema = z.array(filterSiteSchema);

/** What a due-list row says: overdue, due in N days (0 = today), or why there is no forecast. */
export type FilterDueStatus =
  | { state: 'overdue' }
  | { state: 'due'; days: number }
  | { state: 'insufficient'; reason: FilterInsufficientReason };

/** The status a row shows at `now` (epoch ms): days are whole days, rounded up. */
export function filterDueStatus(
  row: Pick<FilterForecastRow, 'kind' | 'overdue' | 'dangerAt' | 'reason'>,
  now: number,
): FilterDueStatus {
  if (row.kind === 'insufficient' || row.dangerAt === null)
    return { state: 'insufficient', reason: row.reason ?? 'noData' };
  const at = Date.parse(row.dangerAt);
  if (row.overdue || at <= now) return { state: 'overdue' };
  return { state: 'due', days: Math.ceil((at - now) / 86_400_000) };
}

/**
 * Whether an overdue device was already in the danger band at the first reading the forecast used:
 * it entered the band then or earlier, so its date is a bound, not the day it happened.
 */
export function dangerBeforeReadings(
  row: Pick<FilterForecastRow, 'overdue' | 'dangerAt' | 'lastTime' | 'basisDays'>,
): boolean {
  if (!row.overdue || row.dangerAt === null || row.lastTime === null) return false;
  const firstReading = Date.parse(row.lastTime) - row.basisDays * 86_400_000;
  return Date.parse(row.dangerAt) <= firstReading + 60_000;
}
