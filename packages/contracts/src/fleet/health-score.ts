import type { StatusLevel } from '../iot/status-levels';
import { QUOTA_CRITICAL_FRACTION, QUOTA_WARNING_FRACTION } from './quota-projection';

/**
 * Fleet health score 0..100 of a set of devices (an account or a site), with a reason for every
 * point lost.
 *
 * Each device falls in at most one category of each of three groups, and the account in at most one
 * quota category. A category costs its weight × the share of devices in it; the weights of the worst
 * category of each group add up to 100, so a fleet entirely offline, with every filter overdue, every
 * timer failing and the quota nearly used up scores 0:
 *
 * | Group  | Categories (worst first)                        | Weights               |
 * | ------ | ----------------------------------------------- | --------------------- |
 * | status | offline, danger, warning, unknownStatus         | 40, 40, 15, 10        |
 * | filter | filterOverdue, filterDueSoon                    | 25, 10                |
 * | timers | timersFailing                                   | 15                    |
 * | quota  | quotaCritical (≥ 90 % used), quotaHigh (≥ 70 %) | 20, 5 (whole account) |
 *
 * Offline is danger (docs/product.md#status-thresholds) and weighs the same. An unknown status (no
 * status data) costs less than a warning: nothing is known to be wrong, but nobody is watching.
 * A filter in danger is both a danger badge and an overdue filter: the badge says the device needs
 * care now, the filter that a part must be ordered; both count.
 *
 * Monotonic: within each group the weights follow the order of the categories, so making any
 * device (or the quota) worse never lowers the loss; the total is rounded once, then split into
 * integer points by largest remainder, so the points add up exactly to 100 − score.
 * An empty fleet scores 100 with no reasons, whatever the quota: there is nothing to care for.
 */

export const HEALTH_REASON_CODES = [
  'offline',
  'danger',
  'warning',
  'unknownStatus',
  'filterOverdue',
  'filterDueSoon',
  'timersFailing',
  'quotaCritical',
  'quotaHigh',
] as const;
export type HealthReasonCode = (typeof HEALTH_REASON_CODES)[number];

/** Points a category costs when every device is in it (the quota ones: whatever the fleet). */
export const HEALTH_WEIGHTS: Readonly<Record<HealthReasonCode, number>> = {
  offline: 40,
  danger: 40,
  warning: 15,
  unknownStatus: 10,
  filterOverdue: 25,
  filterDueSoon: 10,
  timersFailing: 15,
  quotaCritical: 20,
  quotaHigh: 5,
};

export interface DeviceHealthInput {
  /** null = unknown. */
  online: boolean | null;
  /** The device's overall badge, null without status data. */
  level: StatusLevel | null;
  filterOverdue: boolean;
  filterDueSoon: boolean;
  timersFailing: boolean;
}

export interface AccountHealthInput {
  /** Used / monthly quota; null when unknown. High from 70 %, critical from 90 % (quota-projection.ts). */
  quotaUsedFraction: number | null;
}

export interface HealthReason {
  code: HealthReasonCode;
  /** Devices in the category; absent for the quota. */
  devices?: number;
  /** Points lost; 0 when the category is too small a share of the fleet to cost a whole point. */
  points: number;
}

export interface FleetHealth {
  score: number;
  /** Most costly first; points add up to 100 − score. */
  reasons: HealthReason[];
}

/** The device's category in the status group, or null when its status is fine. */
function statusCategory(device: DeviceHealthInput): HealthReasonCode | null {
  if (device.online === false) return 'offline';
  if (device.level === 'danger') return 'danger';
  if (device.level === 'warning') return 'warning';
  if (device.level === null) return 'unknownStatus';
  return null;
}

function filterCategory(device: DeviceHealthInput): HealthReasonCode | null {
  if (device.filterOverdue) return 'filterOverdue';
  if (device.filterDueSoon) return 'filterDueSoon';
  return null;
}

function quotaCategory(fraction: number | null): HealthReasonCode | null {
  if (fraction === null || !Number.isFinite(fraction)) return null;
  if (fraction >= QUOTA_CRITICAL_FRACTION) return 'quotaCritical';
  if (fraction >= QUOTA_WARNING_FRACTION) return 'quotaHigh';
  return null;
}

/** A category's exact loss, numerator / device count. */
interface CategoryLoss {
  code: HealthReasonCode;
  devices: number | undefined;
  numerator: number;
}

/** The health score of a fleet and the reasons for every point it loses. */
export function fleetHealthScore(
  devices: readonly DeviceHealthInput[],
  account: AccountHealthInput = { quotaUsedFraction: null },
): FleetHealth {
  const n = devices.length;
  if (n === 0) return { score: 100, reasons: [] };

  const counts = new Map<HealthReasonCode, number>();
  const count = (code: HealthReasonCode | null) => {
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  };
  for (const device of devices) {
    count(statusCategory(device));
    count(filterCategory(device));
    count(device.timersFailing ? 'timersFailing' : null);
  }

  // Each category's exact loss is weight × count / n: kept as an integer numerator over n (the quota
  // as weight × n / n) so that rounding and remainders are exact, with no floating-point drift.
  const quota = quotaCategory(account.quotaUsedFraction);
  const shares = HEALTH_REASON_CODES.flatMap((code): CategoryLoss[] => {
    const devicesIn = counts.get(code);
    if (devicesIn) return [{ code, devices: devicesIn, numerator: HEALTH_WEIGHTS[code] * devicesIn }];
    if (code === quota) return [{ code, devices: undefined, numerator: HEALTH_WEIGHTS[code] * n }];
    return [];
  });
  const totalNumerator = shares.reduce((sum, s) => sum + s.numerator, 0);
  // Round half up, once, on the total: the score, then the points shared out to match it.
  const lost = Math.floor((2 * totalNumerator + n) / (2 * n));
  const points = shares.map((s) => Math.floor(s.numerator / n));
  let left = lost - points.reduce((a, b) => a + b, 0);
  const byRemainder = shares
    .map((s, i) => ({ i, remainder: s.numerator % n }))
    .filter((r) => r.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    points[i]!++;
    left--;
  }

  const reasons = shares
    .map((s, i): HealthReason => {
      const reason: HealthReason = { code: s.code, points: points[i]! };
      if (s.devices !== undefined) reason.devices = s.devices;
      return reason;
    })
    .sort((a, b) => b.points - a.points);
  return { score: 100 - lost, reasons };
}
