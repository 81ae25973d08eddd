import type { OpeningHours } from '../alerts/opening-hours';
import { buildCalendar, SLOT_MS, type SlotCalendar } from './calendar';
import type { AirPeriod, AirReading } from './options';

/**
 * One space's readings placed on a slot calendar: per slot, the sum and count of each pollutant
 * (the means come out at the end), and the instants of the PM2.5 readings for reading intervals.
 */

export type Pollutant = 'pm25' | 'pm10';

export interface SlotSums {
  sum: Float64Array;
  count: Uint32Array;
}

export interface Timeline {
  calendar: SlotCalendar;
  pm25: SlotSums;
  pm10: SlotSums;
  /** PM2.5 readings ascending: instant and slot. */
  pm25At: Float64Array;
  pm25Slot: Int32Array;
}

/** A reading's value, or null for a gap: null, missing, not finite or negative. */
export function measured(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Places readings (any order; those outside the period are left out) on the calendar. */
export function placeReadings(calendar: SlotCalendar, readings: readonly AirReading[]): Timeline {
  const n = calendar.slotCount;
  const pm25 = { sum: new Float64Array(n), count: new Uint32Array(n) };
  const pm10 = { sum: new Float64Array(n), count: new Uint32Array(n) };
  const { from, to } = calendar.period;
  let pm25At = new Float64Array(readings.length);
  let pm25Slot = new Int32Array(readings.length);
  let placed = 0;
  let sorted = true;
  for (const r of readings) {
    if (!(r.at >= from && r.at < to)) continue;
    const slot = Math.floor((r.at - calendar.aligned) / SLOT_MS);
    const v25 = measured(r.pm25);
    const v10 = measured(r.pm10);
    if (v25 !== null) {
      pm25.sum[slot]! += v25;
      pm25.count[slot]!++;
      if (placed && r.at < pm25At[placed - 1]!) sorted = false;
      pm25At[placed] = r.at;
      pm25Slot[placed++] = slot;
    }
    if (v10 !== null) {
      pm10.sum[slot]! += v10;
      pm10.count[slot]!++;
    }
  }
  pm25At = pm25At.slice(0, placed);
  pm25Slot = pm25Slot.slice(0, placed);
  if (!sorted) {
    pm25At.sort();
    pm25Slot = pm25Slot.map((_, i) => Math.floor((pm25At[i]! - calendar.aligned) / SLOT_MS));
  }
  return { calendar, pm25, pm10, pm25At, pm25Slot };
}

/** The calendar of one period and its readings in one call (a report of many spaces shares calendars). */
export const buildTimeline = (
  readings: readonly AirReading[],
  period: AirPeriod,
  timeZone: string,
  openingHours: OpeningHours | null,
): Timeline => placeReadings(buildCalendar(period, timeZone, openingHours), readings);

/**
 * The mean of each clock hour in [firstHour, endHour) that has readings, over all its slots or
 * only its occupied ones; an hour without readings (or without occupied slots) gives nothing.
 */
export function hourlyMeans(
  timeline: Timeline,
  pollutant: Pollutant,
  occupiedOnly: boolean,
  firstHour = 0,
  endHour = timeline.calendar.hourStart.length - 1,
): number[] {
  const { hourStart, occupied } = timeline.calendar;
  const { sum, count } = timeline[pollutant];
  const means: number[] = [];
  for (let h = firstHour; h < endHour; h++) {
    let s = 0;
    let c = 0;
    for (let i = hourStart[h]!; i < hourStart[h + 1]!; i++) {
      if (occupiedOnly && !occupied[i]) continue;
      s += sum[i]!;
      c += count[i]!;
    }
    if (c) means.push(s / c);
  }
  return means;
}
