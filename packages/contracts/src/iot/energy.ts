import type { DataPoint } from './iot-schemas';
import { deviceCondition, STATUS_LEVELS, type StatusLevel } from './status-levels';

/**
 * Energy of a device over a period, from its stored status samples (docs/product.md#history-and-reports):
 * - a sample holds from its time until the next sample, at most `maxHoldMs` (the sampling interval);
 *   after that, and before the first sample, nothing is known ("no data");
 * - offline, switched off, or a fan speed that cannot be read = not running;
 * - energy = hours at fan speed n × the model's watts at speed n (device_model consumption1..4);
 *   cost = energy × costPerKwh when a price is given;
 * - the time in danger / warning / success is the device's overall badge (deviceCondition, offline =
 *   danger) held by each sample.
 */

export const FAN_SPEEDS = [1, 2, 3, 4] as const;
export type FanSpeed = (typeof FAN_SPEEDS)[number];

/** Per fan speed 1..4 (index 0 = speed 1). */
export type PerFanSpeed = [number, number, number, number];

/** Names of fan_speed_enum: the purifiers' four (sleep, low, mid, high) and spellings other firmwares use. */
const FAN_SPEED_NAMES: Readonly<Record<string, FanSpeed>> = {
  sleep: 1,
  low: 2,
  mid: 3,
  middle: 3,
  medium: 3,
  high: 4,
};

export interface StatusSample {
  /** Epoch milliseconds. */
  time: number;
  online: boolean;
  status: readonly DataPoint[];
}

/** The fan speed a status reports (`speed` '1'..'4', else `fan_speed_enum`), or null when none can be read. */
export function fanSpeedOf(status: readonly DataPoint[]): FanSpeed | null {
  const speed = status.find((p) => p.code === 'speed')?.value;
  const numeric = typeof speed === 'string' && speed.trim() !== '' ? Number(speed) : speed;
  if (typeof numeric === 'number' && FAN_SPEEDS.includes(numeric as FanSpeed)) return numeric as FanSpeed;
  const named = status.find((p) => p.code === 'fan_speed_enum')?.value;
  return typeof named === 'string' ? (FAN_SPEED_NAMES[named.toLowerCase()] ?? null) : null;
}

/** The fan speed the device runs at in this sample, or null when it is not running. */
export function runningSpeed(sample: Pick<StatusSample, 'online' | 'status'>): FanSpeed | null {
  if (!sample.online) return null;
  if (sample.status.find((p) => p.code === 'switch')?.value === false) return null;
  return fanSpeedOf(sample.status);
}

export interface EnergyOptions {
  /** The period, epoch milliseconds, end excluded. */
  start: number;
  end: number;
  /** How long a sample holds at most: the sampling interval. */
  maxHoldMs: number;
  /** Watts at fan speeds 1..4; an unknown value counts as 0 W. */
  watts: readonly (number | null | undefined)[];
  /** Price of a kWh; without it there is no cost. */
  costPerKwh?: number | null;
}

export interface EnergySummary {
  periodHours: number;
  /** Hours covered by a sample. */
  coveredHours: number;
  hoursBySpeed: PerFanSpeed;
  runningHours: number;
  energyKwh: number;
  /** null without a price per kWh. */
  cost: number | null;
  /** Hours spent with each overall badge. */
  levelHours: Record<StatusLevel, number>;
}

const HOUR_MS = 3_600_000;

/** Energy (kWh) and cost of hours run per fan speed: hours at speed n × the model's watts at speed n. */
export function energyOfHours(
  hoursBySpeed: PerFanSpeed,
  watts: readonly (number | null | undefined)[],
  costPerKwh?: number | null,
): { runningHours: number; energyKwh: number; cost: number | null } {
  const energyKwh = hoursBySpeed.reduce((sum, hours, i) => sum + (hours * (watts[i] ?? 0)) / 1000, 0);
  return {
    runningHours: hoursBySpeed.reduce((a, b) => a + b, 0),
    energyKwh,
    cost: costPerKwh === null || costPerKwh === undefined ? null : energyKwh * costPerKwh,
  };
}

const emptyLevels = (): Record<StatusLevel, number> => ({ danger: 0, warning: 0, success: 0 });

/** Hours run per fan speed, energy, cost and time per badge of one device over the period. */
export function deviceEnergy(samples: readonly StatusSample[], options: EnergyOptions): EnergySummary {
  const { start, end, maxHoldMs } = options;
  const sorted = [...samples].sort((a, b) => a.time - b.time);
  const hoursBySpeed: PerFanSpeed = [0, 0, 0, 0];
  const levelHours = emptyLevels();
  let coveredHours = 0;
  sorted.forEach((sample, i) => {
    const next = sorted[i + 1]?.time ?? Infinity;
    const from = Math.max(sample.time, start);
    const to = Math.min(next, sample.time + maxHoldMs, end);
    if (to <= from) return;
    const hours = (to - from) / HOUR_MS;
    coveredHours += hours;
    const speed = runningSpeed(sample);
    if (speed) hoursBySpeed[speed - 1] = hoursBySpeed[speed - 1]! + hours;
    // deviceCondition only reads the list.
    levelHours[deviceCondition({ online: sample.online, status: sample.status as DataPoint[] }).level] +=
      hours;
  });
  return {
    periodHours: Math.max(0, end - start) / HOUR_MS,
    coveredHours,
    hoursBySpeed,
    ...energyOfHours(hoursBySpeed, options.watts, options.costPerKwh),
    levelHours,
  };
}

/** The devices added up: hours, energy, cost (null when no device has one) and time per badge. */
export function fleetEnergy(devices: readonly EnergySummary[]): EnergySummary {
  const total: EnergySummary = {
    periodHours: 0,
    coveredHours: 0,
    hoursBySpeed: [0, 0, 0, 0],
    runningHours: 0,
    energyKwh: 0,
    cost: null,
    levelHours: emptyLevels(),
  };
  for (const d of devices) {
    total.periodHours += d.periodHours;
    total.coveredHours += d.coveredHours;
    d.hoursBySpeed.forEach((h, i) => (total.hoursBySpeed[i] = total.hoursBySpeed[i]! + h));
    total.runningHours += d.runningHours;
    total.energyKwh += d.energyKwh;
    if (d.cost !== null) total.cost = (total.cost ?? 0) + d.cost;
    for (const level of STATUS_LEVELS) total.levelHours[level] += d.levelHours[level];
  }
  return total;
}

export type LevelShare = Record<StatusLevel | 'noData', number>;

/** The share (0..1) of the period spent in each badge, and without data; the four add up to 1. */
export function levelShare(summary: EnergySummary): LevelShare {
  const period = summary.periodHours;
  if (period <= 0) return { danger: 0, warning: 0, success: 0, noData: 1 };
  const share = (hours: number) => hours / period;
  return {
    danger: share(summary.levelHours.danger),
    warning: share(summary.levelHours.warning),
    success: share(summary.levelHours.success),
    noData: Math.max(0, 1 - share(summary.coveredHours)),
  };
}
