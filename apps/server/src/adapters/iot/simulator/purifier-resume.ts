import type { DataPoint, DataPointValue } from '@app/contracts';
import { FAN_SPEED_NAMES, type PurifierModel } from './purifier-models';
import { FILTER_LIFE_HOURS, type PurifierState } from './purifier-physics';

/**
 * The state a purifier takes on to continue from a status it reported: each data point the model
 * has and the status carries with a valid value; what is missing or out of range keeps the current
 * state. The countdown is not resumed (a status tells its minutes left, not when it was set).
 */
export function resumedState(
  model: PurifierModel,
  state: Readonly<PurifierState>,
  status: readonly DataPoint[],
): Partial<PurifierState> {
  const values = new Map<string, DataPointValue>(
    status.filter((p) => p && model.reports.has(p.code)).map((p) => [p.code, p.value]),
  );
  const bool = (code: string) =>
    typeof values.get(code) === 'boolean' ? (values.get(code) as boolean) : undefined;
  const num = (code: string) => {
    const value = values.get(code);
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  const next: Partial<PurifierState> = {};
  const on = bool('switch');
  if (on !== undefined) next.on = on;
  const mode = values.get('mode');
  const modes = model.functions.get('mode');
  if (modes?.type === 'Enum' && typeof mode === 'string' && modes.range.includes(mode)) next.mode = mode;
  // The hand-chosen speed: the status reports the running one, which is it in manual mode.
  const level = speedLevel(values);
  const resumedMode = next.mode ?? state.mode;
  if (resumedMode === 'manual' && level !== undefined) next.manualLevel = level;
  // Running in auto: the speed auto mode keeps until PM2.5 is well below its band (nextAutoLevel);
  // otherwise none, so auto mode chooses afresh when it next runs.
  next.autoLevel = resumedMode === 'auto' && (next.on ?? state.on) ? (level ?? 0) : 0;
  for (const key of ['anion', 'light', 'uv'] as const) {
    const value = bool(key);
    if (value !== undefined) next[key] = value;
  }
  const childLock = bool('child_lock');
  if (childLock !== undefined) next.childLock = childLock;
  const pm25 = num('pm25');
  if (pm25 !== undefined && pm25 >= 0) next.pm25 = pm25;
  const filter = filterLeftHours(num('filter'), num('filter_days'), num('filter_hours'));
  if (filter !== undefined) next.filterLeftHours = filter;
  return next;
}

function speedLevel(values: ReadonlyMap<string, DataPointValue>): number | undefined {
  const speed = Number(values.get('speed'));
  if (Number.isInteger(speed) && speed >= 1 && speed <= 4) return speed;
  const index = FAN_SPEED_NAMES.indexOf(values.get('fan_speed_enum') as (typeof FAN_SPEED_NAMES)[number]);
  return index >= 0 ? index + 1 : undefined;
}

/**
 * Filter hours left that report exactly the given readings: the middle of the hours each reported
 * measure allows (a percentage rounds, days and hours are floored, as reportStatus reports them).
 * Readings that contradict each other: the finest one alone (hours, then days, then percentage).
 */
export function filterLeftHours(percent?: number, days?: number, hours?: number): number | undefined {
  const ranges: [number, number][] = [];
  if (hours !== undefined) ranges.push([hours, hours + 1]);
  if (days !== undefined) ranges.push([days * 24, days * 24 + 24]);
  if (percent !== undefined)
    ranges.push([((percent - 0.5) * FILTER_LIFE_HOURS) / 100, ((percent + 0.5) * FILTER_LIFE_HOURS) / 100]);
  if (ranges.length === 0) return undefined;
  const clamp = ([low, high]: [number, number]): [number, number] => [
    Math.max(0, low),
    Math.min(FILTER_LIFE_HOURS, high),
  ];
  const [low, high] = clamp([Math.max(...ranges.map((r) => r[0])), Math.min(...ranges.map((r) => r[1]))]);
  if (low < high) return (low + high) / 2;
  const [finestLow, finestHigh] = clamp(ranges[0]!);
  return Math.max(0, Math.min(FILTER_LIFE_HOURS, (finestLow + finestHigh) / 2));
}
