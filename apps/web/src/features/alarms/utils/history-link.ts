import type { AlarmDto } from '@app/contracts';
import { paths } from '../../../config/paths';

const HOUR_MS = 3_600_000;
/** The history page refuses ranges longer than a year; an alarm that long shows its last 30 days. */
const LONGEST_MS = 30 * 24 * HOUR_MS;

/**
 * The device's history around the alarm (/devices/history/{id}?from=&to=): from an hour before it
 * opened to an hour after it cleared (or now), at most its last 30 days. Null for an alarm without device.
 */
export function alarmHistoryHref(
  alarm: Pick<AlarmDto, 'device' | 'openedAt' | 'clearedAt'>,
  now = Date.now(),
): string | null {
  if (!alarm.device) return null;
  const to = Math.min((alarm.clearedAt ? Date.parse(alarm.clearedAt) : now) + HOUR_MS, now);
  const from = Math.max(Date.parse(alarm.openedAt) - HOUR_MS, to - LONGEST_MS);
  const search = new URLSearchParams({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
  return `${paths.devices.history.getHref(alarm.device.id)}?${search.toString()}`;
}
