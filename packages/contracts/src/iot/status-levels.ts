import type { DataPoint, DeviceLiveStatus } from './iot-schemas';
import { bandOf, DEFAULT_THRESHOLDS, isThresholdParameter, type Thresholds } from '../alerts/thresholds';

/**
 * Status parameters and their badges (docs/product.md#status-thresholds): each known parameter is success,
 * warning or danger; an offline device is danger; the highlighted parameter is the first danger,
 * else the first warning, else 'online'.
 */
export const STATUS_LEVELS = ['danger', 'warning', 'success'] as const;
export type StatusLevel = (typeof STATUS_LEVELS)[number];

/**
 * The filter measures' default bands: upper bounds (inclusive) of danger and warning (the forecast
 * reads them; the spec's table in alerts/thresholds.ts holds the same numbers).
 */
export const FILTER_BANDS = {
  filter: { danger: 10, warning: 50 },
  filter_days: { danger: 10, warning: 30 },
  filter_hours: { danger: 80, warning: 240 },
} as const satisfies Record<string, { danger: number; warning: number }>;

/**
 * air_quality is 'good/medium/severe' or '1/2/3' in the spec; real Tuya purifiers also report
 * 'great' and 'mild' (Home Assistant's list), read here as the nearest of the three.
 */
const AIR_QUALITY_LEVELS: Record<string, StatusLevel> = {
  great: 'success',
  good: 'success',
  '1': 'success',
  mild: 'warning',
  medium: 'warning',
  '2': 'warning',
  severe: 'danger',
  '3': 'danger',
};

/** A reading as a number: some firmwares report numbers as strings; an empty string is no reading. */
export function readingNumber(value: DataPoint['value']): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * The badge of one status parameter, or null for parameters without one (switch, mode ...), under
 * the thresholds in force at the device's site (the spec's table when none are given).
 */
export function parameterLevel(
  point: DataPoint,
  thresholds: Thresholds = DEFAULT_THRESHOLDS,
): StatusLevel | null {
  if (point.code === 'air_quality') return AIR_QUALITY_LEVELS[String(point.value)] ?? null;
  if (!isThresholdParameter(point.code)) return null;
  const value = readingNumber(point.value);
  return value === null ? null : bandOf(point.code, value, thresholds);
}

export interface DeviceCondition {
  level: StatusLevel;
  /** A status code, or 'offline' / 'online' when no parameter stands out. */
  highlighted: string;
  parameters: { code: string; level: StatusLevel }[];
}

/** The device's overall badge and the parameter to show, in the order the device reports them. */
export function deviceCondition(
  device: Pick<DeviceLiveStatus, 'online' | 'status'>,
  thresholds: Thresholds = DEFAULT_THRESHOLDS,
): DeviceCondition {
  const parameters = device.status.flatMap((point) => {
    const level = parameterLevel(point, thresholds);
    return level ? [{ code: point.code, level }] : [];
  });
  if (!device.online) return { level: 'danger', highlighted: 'offline', parameters };
  const first = (level: StatusLevel) => parameters.find((p) => p.level === level);
  const standout = first('danger') ?? first('warning');
  return standout
    ? { level: standout.level, highlighted: standout.code, parameters }
    : { level: 'success', highlighted: 'online', parameters };
}

/** Devices per badge, for the dashboard tabs and the fleet health check. */
export function countByLevel(conditions: readonly DeviceCondition[]): Record<StatusLevel, number> {
  const counts: Record<StatusLevel, number> = { danger: 0, warning: 0, success: 0 };
  for (const c of conditions) counts[c.level]++;
  return counts;
}
