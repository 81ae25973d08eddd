import { z } from 'zod';

/**
 * A site's opening hours (docs/decisions/040): ranges per weekday in the site's time zone
 * (Europe/Rome by default) and closures (holidays). Alert rules can be limited to them; the
 * standards reports read the same hours. A site without hours is open at all times.
 */

export const OPENING_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];

export const DEFAULT_TIME_ZONE = 'Europe/Rome';

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'a time is HH:mm (00:00 to 24:00)' });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const openingRangeSchema = z
  .object({ from: clock, to: clock })
  .strict()
  .refine((r) => minutesOf(r.from) < minutesOf(r.to), {
    error: 'a range ends after it starts (split a night across two days)',
  });
export type OpeningRange = z.infer<typeof openingRangeSchema>;

const dayRanges = z
  .array(openingRangeSchema)
  .max(4, { error: 'at most 4 ranges a day' })
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
      return sorted.every((r, i) => i === 0 || minutesOf(sorted[i - 1]!.to) <= minutesOf(r.from));
    },
    { error: 'the ranges of a day overlap' },
  );

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a day is YYYY-MM-DD' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'not a calendar day' },
  );

export const closureSchema = z
  .object({ from: isoDay, to: isoDay, note: z.string().trim().max(100).optional() })
  .strict()
  .refine((c) => c.from <= c.to, { error: 'a closure ends on or after its first day' });
export type Closure = z.infer<typeof closureSchema>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const openingHoursSchema = z
  .object({
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, { error: 'unknown time zone' })
      .default(DEFAULT_TIME_ZONE),
    week: z
      .object(
        Object.fromEntries(OPENING_DAYS.map((d) => [d, dayRanges.default([])])) as Record<
          OpeningDay,
          z.ZodDefault<typeof dayRanges>
        >,
      )
      .strict(),
    closures: z.array(closureSchema).max(100, { error: 'at most 100 closures' }).default([]),
  })
  .strict();
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock at an instant in a zone: the day (YYYY-MM-DD), weekday and minute of the day. */
export function wallClock(
  instant: number,
  timeZone: string,
): { day: string; weekday: OpeningDay; minute: number } {
  const parts: Record<string, string> = {};
  for (const part of formatFor(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday!.toLowerCase().slice(0, 3) as OpeningDay,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Whether a site is open at an instant; a site without hours (null) is always open. */
export function isOpen(hours: OpeningHours | null | undefined, instant: number): boolean {
  if (!hours) return true;
  const wall = wallClock(instant, hours.timeZone);
  if (hours.closures.some((c) => c.from <= wall.day && wall.day <= c.to)) return false;
  return hours.week[wall.weekday].some(
    (r) => minutesOf(r.from) <= wall.minute && wall.minute < minutesOf(r.to),
  );
}

/** Usual shop hours: Monday to Saturday 9:00–19:30, Europe/Rome (the form's starting point and the demo's). */
export const SHOP_HOURS: OpeningHours = {
  timeZone: DEFAULT_TIME_ZONE,
  week: {
    mon: [{ from: '09:00', to: '19:30' }],
    tue: [{ from: '09:00', to: '19:30' }],
    wed: [{ from: '09:00', to: '19:30' }],
    thu: [{ from: '09:00', to: '19:30' }],
    fri: [{ from: '09:00', to: '19:30' }],
    sat: [{ from: '09:00', to: '19:30' }],
    sun: [],
  },
  closures: [],
};
