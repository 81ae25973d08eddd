import { OPENING_DAYS, wallClock, type OpeningHours } from '../alerts/opening-hours';
import { REPORT_TIME_ZONE, romeCalendar } from '../iot/rome-calendar';
import type { AirPeriod } from './options';

/**
 * The period cut into 5-minute slots (RESET Air's interval, and a divisor of every WELL interval),
 * each placed on the calendar of the zone and marked occupied or not. Every standard is computed
 * on these slots, so they all agree on what a day, a clock hour and occupied time are, across
 * summer-time changes.
 *
 * Slots are aligned to the epoch (so to every zone's clock: today's offsets are whole quarter
 * hours) and clipped to [from, to); a slot is placed, and counted occupied or not, by its start.
 * The calendar holds no readings: the sites of a report that share a period, zone and hours share
 * one (typed arrays: a year is 105,120 slots).
 */
export const SLOT_MS = 5 * 60_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export interface CalendarDay {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** Its slots [firstSlot, endSlot) and clock hours [firstHour, endHour). */
  firstSlot: number;
  endSlot: number;
  firstHour: number;
  endHour: number;
  /** Whether the period holds the whole day, midnight to midnight. */
  whole: boolean;
}

export interface SlotCalendar {
  period: AirPeriod;
  /** The start of slot 0 before clipping: slot i starts at aligned + i·SLOT_MS. */
  aligned: number;
  slotCount: number;
  /** Per slot: local minute of the day. */
  minute: Int16Array;
  /** Per slot: 1 when occupied. */
  occupied: Uint8Array;
  /** Per slot: which run of consecutive occupied slots it belongs to; -1 when not occupied. */
  stretch: Int32Array;
  /** Per local clock hour (the repeated autumn hour is two): its first slot; one more entry closes the last. */
  hourStart: Int32Array;
  days: CalendarDay[];
}

/**
 * A zone's offset from UTC at an instant, ms. Europe/Rome reads the Rome calendar (cached per
 * hour there); another zone reads the wall clock of the opening-hours module.
 */
export function zoneOffset(instant: number, timeZone: string): number {
  const floor = instant - (((instant % MINUTE) + MINUTE) % MINUTE);
  if (timeZone === REPORT_TIME_ZONE) {
    const c = romeCalendar(floor);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - floor;
  }
  const wall = wallClock(floor, timeZone);
  const [year, month, day] = wall.day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) + wall.minute * MINUTE - floor;
}

/** Offsets read once per UTC hour; an hour whose ends disagree (a change inside) is read per slot. */
function offsetReader(timeZone: string): (instant: number) => number {
  const byHour = new Map<number, number | null>();
  return (instant) => {
    const hour = Math.floor(instant / HOUR);
    let offset = byHour.get(hour);
    if (offset === undefined) {
      const first = zoneOffset(hour * HOUR, timeZone);
      offset = first === zoneOffset(hour * HOUR + HOUR - MINUTE, timeZone) ? first : null;
      byHour.set(hour, offset);
    }
    return offset ?? zoneOffset(instant, timeZone);
  };
}

const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The open ranges of a local day (days since 1970-01-01), [from, to) minutes: the rule of alerts'
 * isOpen, read once per day rather than once per slot. None on a closure.
 */
function openRangesOf(hours: OpeningHours, day: number): [number, number][] {
  const date = dateOf(day);
  if (hours.closures.some((c) => c.from <= date && date <= c.to)) return [];
  // Day 0 (1970-01-01) was a Thursday; OPENING_DAYS starts on Monday.
  const weekday = OPENING_DAYS[(((day + 3) % 7) + 7) % 7]!;
  return hours.week[weekday].map((r) => [minutesOf(r.from), minutesOf(r.to)]);
}

/** Whether opening hours hold an instant, reading each local day's ranges once. */
function occupancyReader(hours: OpeningHours): (instant: number) => boolean {
  const offsetOf = offsetReader(hours.timeZone);
  const rangesByDay = new Map<number, [number, number][]>();
  return (instant) => {
    const local = instant + offsetOf(instant);
    const day = Math.floor(local / DAY);
    const minute = Math.floor((local - day * DAY) / MINUTE);
    let ranges = rangesByDay.get(day);
    if (!ranges) rangesByDay.set(day, (ranges = openRangesOf(hours, day)));
    return ranges.some(([from, to]) => from <= minute && minute < to);
  };
}

/** The slots of a period in a zone, occupied per the opening hours (none: always occupied). */
export function buildCalendar(
  period: AirPeriod,
  timeZone: string,
  openingHours: OpeningHours | null,
): SlotCalendar {
  const valid = Number.isFinite(period.from) && Number.isFinite(period.to) && period.to > period.from;
  const aligned = valid ? Math.floor(period.from / SLOT_MS) * SLOT_MS : 0;
  const slotCount = valid ? Math.ceil((period.to - aligned) / SLOT_MS) : 0;
  const minute = new Int16Array(slotCount);
  const occupied = new Uint8Array(slotCount);
  const stretch = new Int32Array(slotCount);
  const hourStarts: number[] = [];
  const days: CalendarDay[] = [];
  const offsetOf = offsetReader(timeZone);
  const isOccupied = openingHours ? occupancyReader(openingHours) : () => true;

  let previousDay = Number.NaN;
  let previousHour = Number.NaN;
  let run = -1;
  for (let i = 0; i < slotCount; i++) {
    const start = Math.max(aligned + i * SLOT_MS, period.from);
    const local = start + offsetOf(start);
    const day = Math.floor(local / DAY);
    // The instant the local clock hour began: unique per hour, the repeated autumn one included.
    const hour = start - (((local % HOUR) + HOUR) % HOUR);
    minute[i] = Math.floor((local - day * DAY) / MINUTE);
    occupied[i] = isOccupied(start) ? 1 : 0;
    if (occupied[i] && !(i > 0 && occupied[i - 1])) run++;
    stretch[i] = occupied[i] ? run : -1;
    if (hour !== previousHour) hourStarts.push(i);
    if (day !== previousDay) {
      const open = days[days.length - 1];
      if (open) open.endHour = hourStarts.length - 1;
      days.push({
        date: dateOf(day),
        firstSlot: i,
        endSlot: i + 1,
        firstHour: hourStarts.length - 1,
        endHour: hourStarts.length,
        whole: false,
      });
    } else days[days.length - 1]!.endSlot = i + 1;
    previousDay = day;
    previousHour = hour;
  }
  const last = days[days.length - 1];
  if (last) last.endHour = hourStarts.length;
  hourStarts.push(slotCount);

  for (const d of days) {
    const firstStart = aligned + d.firstSlot * SLOT_MS;
    const lastEnd = aligned + d.endSlot * SLOT_MS;
    d.whole =
      firstStart >= period.from &&
      minute[d.firstSlot] === 0 &&
      lastEnd <= period.to &&
      (lastEnd + offsetOf(lastEnd)) % DAY === 0;
  }
  return {
    period,
    aligned,
    slotCount,
    minute,
    occupied,
    stretch,
    hourStart: Int32Array.from(hourStarts),
    days,
  };
}
