/**
 * Wall-clock time in a timer's zone, with node's Intl only (no tz library): timers run at their
 * local 'HH:mm' on local week days, summer time included.
 */
export type TimeZone = { kind: 'iana'; id: string } | { kind: 'fixed'; offsetMinutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(id: string): Intl.DateTimeFormat {
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: id,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(id, f);
  }
  return f;
}

/** The zone of a timer: its IANA `timezone_id`, else its `time_zone` offset ('+1:00', '+01:00'). */
export function resolveTimeZone(
  timezoneId: string | undefined,
  timeZone: string | undefined,
): TimeZone | null {
  if (timezoneId) {
    try {
      formatter(timezoneId);
      return { kind: 'iana', id: timezoneId };
    } catch {
      return null;
    }
  }
  const match = timeZone ? /^([+-])(\d{1,2}):(\d{2})$/.exec(timeZone) : null;
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return { kind: 'fixed', offsetMinutes: match[1] === '-' ? -minutes : minutes };
}

/**
 * Zone offsets only change at local :00 or :30, which is always a quarter hour in UTC, so one
 * Intl lookup per zone and quarter hour is enough (it is the simulator's hottest path).
 */
const QUARTER_MS = 15 * 60_000;
const offsetCache = new Map<string, Map<number, number>>();

/** Minutes the zone is ahead of UTC at `utcMs`. */
export function offsetMinutes(zone: TimeZone, utcMs: number): number {
  if (zone.kind === 'fixed') return zone.offsetMinutes;
  let cache = offsetCache.get(zone.id);
  if (!cache || cache.size > 50_000) offsetCache.set(zone.id, (cache = new Map()));
  const quarter = Math.floor(utcMs / QUARTER_MS);
  let offset = cache.get(quarter);
  if (offset === undefined) {
    offset = lookUpOffset(zone.id, quarter * QUARTER_MS);
    cache.set(quarter, offset);
  }
  return offset;
}

function lookUpOffset(id: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(id).formatToParts(utcMs)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((asUtc - utcMs) / 60_000);
}

export interface LocalDate {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday, like the first character of `loops`. */
  weekday: number;
}

export function localDate(zone: TimeZone, utcMs: number): LocalDate {
  const local = new Date(utcMs + offsetMinutes(zone, utcMs) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

/** The UTC instant of a local date and time; in a spring-forward gap, the instant an hour later. */
export function zonedToUtc(zone: TimeZone, date: Omit<LocalDate, 'weekday'>, minutesOfDay: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutesOfDay * 60_000;
  const first = wall - offsetMinutes(zone, wall) * 60_000;
  const second = wall - offsetMinutes(zone, first) * 60_000;
  return Math.max(first, second);
}

/** The local date `days` after `date` (calendar arithmetic, no zone involved). */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}
