import { addRomeMonths, startOfRomeMonth } from '../iot/rome-calendar';

/**
 * The monthly provider quota (docs/product.md#iot-limits-and-quota): where the month will end at
 * the current rate, when the quota runs out, which alert levels a new count crosses, and how much
 * slower status polling must go for the quota to last the month.
 */

/** Fractions of the quota from which the level is warning and critical (one alert each per month). */
export const QUOTA_WARNING_FRACTION = 0.7;
export const QUOTA_CRITICAL_FRACTION = 0.9;

/**
 * Least elapsed time the rate is measured over. In the first hours of a month a burst (a bulk
 * refresh at 00:05) would otherwise be read as the pace of the whole month: the month is projected as
 * if at least 6 hours had passed.
 */
export const QUOTA_MIN_ELAPSED_MS = 6 * 3_600_000;

/** Share of the quota kept for commands and timers when slowing polling down. */
export const QUOTA_POLLING_RESERVE = 0.1;

export type QuotaLevel = 'ok' | 'warning' | 'critical';

export interface QuotaMonth {
  /** Epoch ms, the month's first instant. */
  monthStart: number;
  /** Epoch ms, the next month's first instant (excluded). */
  monthEnd: number;
}

export interface QuotaUsage extends QuotaMonth {
  /** Requests counted this month. */
  used: number;
  /** The monthly quota (maxIotRequestPerMonth). */
  limit: number;
  /** Epoch ms. */
  now: number;
}

export interface QuotaProjection {
  /** used / limit. */
  usedFraction: number;
  /** Requests at the month's end at the current rate (not rounded). */
  projected: number;
  projectedFraction: number;
  /** The level of the projected fraction (never below that of the used one). */
  level: QuotaLevel;
  /** When the quota runs out at the current rate; `now` if it already has; null if not this month. */
  depletesAt: number | null;
}

/** The level of a fraction of the quota. */
export function quotaLevel(fraction: number): QuotaLevel {
  if (fraction >= QUOTA_CRITICAL_FRACTION) return 'critical';
  if (fraction >= QUOTA_WARNING_FRACTION) return 'warning';
  return 'ok';
}

/**
 * The month's end at the current rate: used / elapsed time (at least QUOTA_MIN_ELAPSED_MS) kept up
 * until monthEnd. A quota of 0 or less allows no call: depleted from the month's start.
 */
export function projectMonthEnd({ used, limit, now, monthStart, monthEnd }: QuotaUsage): QuotaProjection {
  if (limit <= 0) {
    return {
      usedFraction: 1,
      projected: used,
      projectedFraction: 1,
      level: 'critical',
      depletesAt: monthStart,
    };
  }
  const at = Math.min(Math.max(now, monthStart), monthEnd);
  const ratePerMs = used / Math.max(at - monthStart, QUOTA_MIN_ELAPSED_MS);
  const projected = used + ratePerMs * (monthEnd - at);
  const projectedFraction = projected / limit;
  let depletesAt: number | null = null;
  if (used >= limit) depletesAt = at;
  else if (ratePerMs > 0) {
    const runsOut = at + (limit - used) / ratePerMs;
    if (runsOut < monthEnd) depletesAt = runsOut;
  }
  return {
    usedFraction: used / limit,
    projected,
    projectedFraction,
    level: quotaLevel(projectedFraction),
    depletesAt,
  };
}

/**
 * The alert levels a used fraction crossed going from `before` to `after` (reached or passed), lowest
 * first; nothing when it did not rise. Fed with the used fraction after each count, each level fires
 * once per month, since the count only rises within a month.
 */
export function alertLevelsCrossed(before: number, after: number): Exclude<QuotaLevel, 'ok'>[] {
  const levels: Exclude<QuotaLevel, 'ok'>[] = [];
  if (before < QUOTA_WARNING_FRACTION && after >= QUOTA_WARNING_FRACTION) levels.push('warning');
  if (before < QUOTA_CRITICAL_FRACTION && after >= QUOTA_CRITICAL_FRACTION) levels.push('critical');
  return levels;
}

export interface PollingSlowdownInput {
  usedFraction: number;
  projectedFraction: number;
  /** Share of the quota kept for commands and timers; default QUOTA_POLLING_RESERVE (10 %). */
  reserveFraction?: number;
}

/**
 * The factor (≥ 1) to multiply the status polling interval by so that the rest of the month fits in
 * what is left of the quota minus the reserve:
 *
 *   rest at the current rate = projectedFraction − usedFraction
 *   budget                   = 1 − reserveFraction − usedFraction
 *   factor                   = max(1, rest / budget)
 *
 * It treats the whole current rate as polling, which is what it mostly is (one call per 30 devices
 * every interval); commands and timers live on the reserve. With no budget left (and still a rate)
 * the factor is Infinity: stop polling until the month ends; the caller clamps it to the longest
 * interval it accepts.
 */
export function pollingSlowdown({
  usedFraction,
  projectedFraction,
  reserveFraction = QUOTA_POLLING_RESERVE,
}: PollingSlowdownInput): number {
  const rest = projectedFraction - usedFraction;
  const budget = 1 - reserveFraction - usedFraction;
  if (rest <= Math.max(budget, 0)) return 1;
  if (budget <= 0) return Infinity;
  return rest / budget;
}

/** The Rome calendar month around an instant. */
export function romeQuotaMonth(now: number): QuotaMonth {
  const monthStart = startOfRomeMonth(now);
  return { monthStart, monthEnd: addRomeMonths(monthStart, 1) };
}

/**
 * The UTC calendar month around an instant: the month the server's quota gateway counts today
 * (decision 007, "since the 1st, UTC"); a projection should use the same month as the count.
 */
export function utcQuotaMonth(now: number): QuotaMonth {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return { monthStart: Date.UTC(year, month, 1), monthEnd: Date.UTC(year, month + 1, 1) };
}
