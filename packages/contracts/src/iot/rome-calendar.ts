/**
 * Calendar arithmetic in the product's time zone, Europe/Rome (docs/product.md#history-and-reports):
 * "the previous calendar month" and "one month after" are Rome's months, whatever the zone of the
 * machine that computes them. Instants are epoch milliseconds.
 */
export const REPORT_TIME_ZONE = 'Europe/Rome';

export interface CalendarTime {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const romeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: REPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Rome's offset from UTC at an instant, read from the time zone database (slow: formatToParts). */
function formattedOffset(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of romeFormat.formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const HOUR = 3_600_000;
/** Rome's offset by UTC hour, or null for an hour with a change of offset inside it. */
const offsetOfHour = new Map<number, number | null>();

/**
 * Rome's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). Read once
 * per UTC hour: a report formats hundreds of thousands of instants, and formatToParts was a sixth
 * of its time. An hour whose first and last seconds disagree (a change inside it) is read per
 * instant.
 */
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsetOfHour.get(hour);
  if (offset === undefined) {
    const first = formattedOffset(hour * HOUR);
    offset = first === formattedOffset(hour * HOUR + HOUR - 1000) ? first : null;
    if (offsetOfHour.size >= 100_000) offsetOfHour.clear(); // about 11 years of hours
    offsetOfHour.set(hour, offset);
  }
  return offset ?? formattedOffset(instant);
}

/** The wall-clock time in Rome at an instant. */
export function romeCalendar(instant: number): CalendarTime {
  const wall = new Date(instant + offsetAt(instant));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
  };
}

/**
 * The instant of a Rome wall-clock time. Out-of-range fields roll over as in Date.UTC (month 13 is
 * January of the next year). A time skipped by the spring change is read with the winter offset
 * (02:30 on that Sunday = 03:30 summer time); a repeated autumn hour gives its first occurrence.
 */
export function fromRomeCalendar(time: Partial<CalendarTime> & Pick<CalendarTime, 'year' | 'month'>): number {
  const wall = Date.UTC(
    time.year,
    time.month - 1,
    time.day ?? 1,
    time.hour ?? 0,
    time.minute ?? 0,
    time.second ?? 0,
    time.millisecond ?? 0,
  );
  // The offsets in force a few hours either side; a candidate is right when its own offset agrees.
  const before = offsetAt(wall - 3 * 3_600_000);
  const after = offsetAt(wall + 3 * 3_600_000);
  const valid = [wall - before, wall - after].filter((candidate) => offsetAt(candidate) === wall - candidate);
  return valid.length ? Math.min(...valid) : wall - before;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same Rome wall-clock time `months` later (or earlier when negative); the day is clamped to the
 * target month's length (31 January + 1 month = 28 or 29 February).
 */
export function addRomeMonths(instant: number, months: number): number {
  const c = romeCalendar(instant);
  const index = c.year * 12 + (c.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return fromRomeCalendar({ ...c, year, month, day: Math.min(c.day, daysInMonth(year, month)) });
}

/** Midnight in Rome at the start of the month that contains the instant. */
export function startOfRomeMonth(instant: number): number {
  const { year, month } = romeCalendar(instant);
  return fromRomeCalendar({ year, month, day: 1 });
}

/** The clock hours of a Rome calendar day (`YYYY-MM-DD`): 24, or 23 and 25 on the summer-time changes. */
export function romeDayHours(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = fromRomeCalendar({ year, month, day: date });
  const end = fromRomeCalendar({ year, month, day: date + 1 });
  return (end - start) / 3_600_000;
}
