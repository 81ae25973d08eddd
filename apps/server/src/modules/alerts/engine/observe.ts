import {
  isOpen,
  readingNumber,
  readParameter,
  type AlertCondition,
  type DataPoint,
  type Observation,
  type RuleTiming,
} from '@app/contracts';
import type { DeviceSite } from '../site-settings.repository';
import type { LatestStatus } from './alert-engine.repository';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What one rule sees of one subject now: the observation (null: nothing new to say) and the value shown. */
export interface Seen {
  observation: Observation | null;
  value: number | null;
}

const NOTHING: Seen = { observation: null, value: null };

function points(payload: string | null): DataPoint[] {
  try {
    const parsed = JSON.parse(payload ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as DataPoint[]) : [];
  } catch {
    return [];
  }
}

/** How long a rule's condition must hold before the alarm opens, and be gone before it clears. */
export function timingOf(condition: AlertCondition): RuleTiming {
  switch (condition.kind) {
    case 'parameter':
    case 'offline':
      return { forMs: condition.forMinutes * MINUTE, clearMs: condition.clearMinutes * MINUTE };
    default:
      // The time-based kinds hold their duration in the observation itself (due within N days, silent N minutes).
      return { forMs: 0, clearMs: 0 };
  }
}

/**
 * A device rule (parameter, offline) on the device's latest stored status, seen at `at`: the
 * status's time when it was just stored, the sweep's time when the sweep looks again (so opening
 * hours are read when the state is due). A parameter is not read while the device is offline (its
 * last values are stale); a rule limited to opening hours is never breached while the site is closed.
 */
export function observeDevice(
  condition: AlertCondition,
  site: DeviceSite,
  status: LatestStatus | undefined,
  at: number,
): Seen {
  if (!status) return NOTHING;
  const open = isOpen(site.hours, at);
  if (condition.kind === 'offline') {
    const breached = !status.online && (!condition.openingHoursOnly || open);
    return { observation: { at, breached, rearmed: !breached }, value: null };
  }
  if (condition.kind !== 'parameter' || !status.online) return NOTHING;
  const point = points(status.payload).find((p) => p.code === condition.parameter);
  const value = point ? readingNumber(point.value) : null;
  if (value === null) return NOTHING;
  const read = readParameter(
    condition.parameter,
    value,
    site.thresholds[condition.parameter][condition.band],
    condition.rearmMargin,
  );
  if (condition.openingHoursOnly && !open)
    return { observation: { at, breached: false, rearmed: true }, value };
  return { observation: { at, ...read }, value };
}

/**
 * A no-effect rule on the purifier's stored verdict (device_purifier_effect, decision 051): breached
 * while its last 14 days show enough events and none lowered PM2.5; a device without a verdict
 * is clear. Value: the median drop, µg/m³.
 */
export function observeEffect(
  condition: AlertCondition,
  verdict: { noEffect: boolean; medianDrop: number | null } | undefined,
  now: number,
): Seen {
  if (condition.kind !== 'no_effect') return NOTHING;
  const breached = verdict?.noEffect ?? false;
  return { observation: { at: now, breached, rearmed: !breached }, value: verdict?.medianDrop ?? null };
}

/** A filter rule on the device's forecast: danger within `withinDays`, or overdue. Value: days left. */
export function observeFilter(
  condition: AlertCondition,
  forecast: { overdue: boolean; dangerAt: number | null } | undefined,
  now: number,
): Seen {
  if (condition.kind !== 'filter') return NOTHING;
  if (!forecast) return { observation: { at: now, breached: false, rearmed: true }, value: null };
  const daysLeft =
    forecast.dangerAt === null ? null : Math.max(0, Math.ceil((forecast.dangerAt - now) / DAY));
  const breached =
    forecast.overdue || (forecast.dangerAt !== null && forecast.dangerAt <= now + condition.withinDays * DAY);
  return { observation: { at: now, breached, rearmed: !breached }, value: forecast.overdue ? 0 : daysLeft };
}

/**
 * The push silence rule: no pushed status for `forMinutes` while push is on and some device is
 * online (a fleet all offline pushes nothing either). Value: minutes since the last pushed status.
 */
export function observePushSilence(
  condition: AlertCondition,
  push: { enabled: boolean; anyOnline: boolean; lastPushedAt: number | null; watchingSince: number },
  now: number,
): Seen {
  if (condition.kind !== 'push_silence') return NOTHING;
  const last = push.lastPushedAt ?? push.watchingSince;
  const silentMs = now - last;
  const breached = push.enabled && push.anyOnline && silentMs >= condition.forMinutes * MINUTE;
  return {
    observation: { at: now, breached, rearmed: !breached },
    value: push.lastPushedAt === null ? null : Math.floor(silentMs / MINUTE),
  };
}

/** A quota rule on an account's month: calls made past `percent` of its quota. Value: % used. */
export function observeQuota(
  condition: AlertCondition,
  usage: { quota: number; used: number },
  now: number,
): Seen {
  if (condition.kind !== 'quota') return NOTHING;
  const share = usage.quota > 0 ? (usage.used / usage.quota) * 100 : 0;
  const breached = usage.quota > 0 && share >= condition.percent;
  return { observation: { at: now, breached, rearmed: !breached }, value: Math.round(share * 10) / 10 };
}
