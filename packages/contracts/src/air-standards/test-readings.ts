import type { AirReading } from './options';

/** Helpers of the air-standards tests: instants and series of readings. */
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const at = (iso: string): number => Date.parse(iso);

/** One reading every `stepMinutes` in [from, to), PM2.5 (and PM10) from the instant. */
export function series(
  from: number,
  to: number,
  stepMinutes: number,
  pm25: (t: number) => number | null,
  pm10?: (t: number) => number | null,
): AirReading[] {
  const readings: AirReading[] = [];
  for (let t = from; t < to; t += stepMinutes * MINUTE)
    readings.push(pm10 ? { at: t, pm25: pm25(t), pm10: pm10(t) } : { at: t, pm25: pm25(t) });
  return readings;
}
