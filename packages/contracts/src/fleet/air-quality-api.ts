import { z } from 'zod';
import { fromRomeCalendar, romeCalendar } from '../iot/rome-calendar';
import { PM25_BANDS, WHO_PM25_24H, WHO_PM25_24H_INTERIM_4, WHO_PM25_ANNUAL } from './air-quality';

/**
 * The site air-quality heat map (decisions 024, 025): GET api/fleet/air-quality/sites and
 * GET api/fleet/air-quality/sites/{addressId}. A period is two ISO dates read as Rome days: from
 * 00:00 of `from` (included) to 00:00 of `to` (excluded), at most 366 days.
 */

/** The longest period, in days (a leap year). */
export const AIR_QUALITY_MAX_DAYS = 366;
/** The period when none is given: the last 30 days, today included. */
export const AIR_QUALITY_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of an ISO date, or null when it is not a real calendar date. */
function dayNumber(date: string): number | null {
  if (!ISO_DATE.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return utc / DAY_MS;
}

const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The ISO date `days` after (before, when negative) another. */
export function addIsoDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`not an ISO date: ${date}`);
  return isoOfDay(day + days);
}

/** Today's date in Rome at an instant. */
export function romeToday(now: number): string {
  const { year, month, day } = romeCalendar(now);
  return isoOfDay(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** 00:00 Rome time of an ISO date, as an instant. */
export function romeMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return fromRomeCalendar({ year, month, day });
}

/** The last `days` days up to today (Rome) included: `to` is tomorrow, excluded. */
export function lastDaysPeriod(days: number, now: number): { from: string; to: string } {
  const to = addIsoDays(romeToday(now), 1);
  return { from: addIsoDays(to, -days), to };
}

export const AIR_QUALITY_PERIOD_ISSUES = ['invalidDate', 'toNotAfterFrom', 'tooLong'] as const;
export type AirQualityPeriodIssue = (typeof AIR_QUALITY_PERIOD_ISSUES)[number];

/** What each broken rule says in the API's 400; `messageKey` is the web's text for it. */
export const AIR_QUALITY_PERIOD_RULES: Readonly<
  Record<AirQualityPeriodIssue, { field: 'from' | 'to'; messageKey: string; text: string }>
> = {
  invalidDate: {
    field: 'from',
    messageKey: 'airQuality.period.invalidDate',
    text: 'from and to must be ISO dates (YYYY-MM-DD)',
  },
  toNotAfterFrom: {
    field: 'to',
    messageKey: 'airQuality.period.toNotAfterFrom',
    text: 'the period must end (to, excluded) after it starts (from)',
  },
  tooLong: {
    field: 'to',
    messageKey: 'airQuality.period.tooLong',
    text: `the period may cover at most ${AIR_QUALITY_MAX_DAYS} days`,
  },
};

/** A resolved period: the dates and the instants they stand for. */
export interface AirQualityPeriod {
  from: string;
  to: string;
  /** 00:00 Rome of `from` (included). */
  start: number;
  /** 00:00 Rome of `to` (excluded). */
  end: number;
}

/**
 * The period of a request: missing ends default (to = tomorrow, from = 30 days before to), then the
 * first rule broken, or the period.
 */
export function resolveAirQualityPeriod(
  from: string | undefined,
  to: string | undefined,
  now: number,
): { issue: AirQualityPeriodIssue } | { period: AirQualityPeriod } {
  const end = to ?? (from === undefined ? lastDaysPeriod(AIR_QUALITY_DEFAULT_DAYS, now).to : undefined);
  const toDay = end === undefined ? null : dayNumber(end);
  const fromDay =
    from !== undefined ? dayNumber(from) : toDay === null ? null : toDay - AIR_QUALITY_DEFAULT_DAYS;
  if (from !== undefined && fromDay === null) return { issue: 'invalidDate' };
  if (end !== undefined && toDay === null) return { issue: 'invalidDate' };
  // Only `from`: the 30 days from it.
  const f = fromDay as number;
  const t = toDay ?? f + AIR_QUALITY_DEFAULT_DAYS;
  if (t <= f) return { issue: 'toNotAfterFrom' };
  if (t - f > AIR_QUALITY_MAX_DAYS) return { issue: 'tooLong' };
  const period = { from: isoOfDay(f), to: isoOfDay(t) };
  return { period: { ...period, start: romeMidnight(period.from), end: romeMidnight(period.to) } };
}

/**
 * The most recent hour inside the period whose Rome weekday (Monday 0) and hour match a grid cell:
 * [start, start + 1 h) as instants, or null when the period holds none. On the spring-change Sunday
 * the 02 hour does not exist (that Sunday is skipped); in autumn the later 02 hour is taken.
 */
export function latestCellWindow(
  period: Pick<AirQualityPeriod, 'from' | 'to'>,
  weekday: number,
  hour: number,
): { start: number; end: number } | null {
  const first = dayNumber(period.from);
  const last = dayNumber(period.to);
  if (first === null || last === null) return null;
  for (let day = last - 1; day >= first; day--) {
    // 1970-01-01 was a Thursday (Monday-first weekday 3).
    if ((((day + 3) % 7) + 7) % 7 !== weekday) continue;
    const date = new Date(day * DAY_MS);
    const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    // Both UTC candidates one hour apart around the wall time; keep the later one that really is it.
    const guess = fromRomeCalendar({ ...wall, hour });
    for (const start of [guess + 3_600_000, guess]) {
      const c = romeCalendar(start);
      if (c.year === wall.year && c.month === wall.month && c.day === wall.day && c.hour === hour)
        return { start, end: start + 3_600_000 };
    }
  }
  return null;
}

const isoDateParam = z.string().trim().max(40).optional();

/** ?from=&to= (ISO dates); checked by resolveAirQualityPeriod in the service (400 with the rule's text). */
export const airQualityPeriodQuerySchema = z.object({ from: isoDateParam, to: isoDateParam });
export type AirQualityPeriodQuery = z.infer<typeof airQualityPeriodQuerySchema>;

/** The order of the sites: worst (highest mean) first, or best first. */
export const AIR_QUALITY_SITE_SORTS = ['mean,desc', 'mean,asc'] as const;
export type AirQualitySiteSort = (typeof AIR_QUALITY_SITE_SORTS)[number];

export const airQualitySitesQuerySchema = airQualityPeriodQuerySchema.extend({
  /** Only the sites of this account (a user_account id of the caller's subtree). */
  accountId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(AIR_QUALITY_SITE_SORTS).default('mean,desc'),
});
export type AirQualitySitesQuery = z.infer<typeof airQualitySitesQuerySchema>;

export const airQualitySiteParamsSchema = z.object({
  addressId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const pm25BandSchema = z.enum(PM25_BANDS);

/** The WHO 2021 references the bands stand on (µg/m³). */
export const airQualityWhoSchema = z.object({
  annual: z.literal(WHO_PM25_ANNUAL),
  day: z.literal(WHO_PM25_24H),
  interimTarget4: z.literal(WHO_PM25_24H_INTERIM_4),
});
export const AIR_QUALITY_WHO = {
  annual: WHO_PM25_ANNUAL,
  day: WHO_PM25_24H,
  interimTarget4: WHO_PM25_24H_INTERIM_4,
} as const;

const siteAccountSchema = z.object({ id: z.number().int().nullable(), name: z.string().nullable() });

/** One hour of the day (Rome), over every day of the period. */
export const airQualityHourSchema = z.object({
  hour: z.number().int().min(0).max(23),
  mean: z.number().nullable(),
  readings: z.number().int(),
});

export const airQualitySiteSummarySchema = z.object({
  addressId: z.number().int(),
  /** "address, city" (null when the address has no contact record). */
  label: z.string().nullable(),
  account: siteAccountSchema,
  mean: z.number(),
  band: pm25BandSchema,
  readings: z.number().int(),
  /** 24 entries, hour 0..23 of the day in Rome. */
  hours: z.array(airQualityHourSchema).length(24),
});
export type AirQualitySiteSummary = z.infer<typeof airQualitySiteSummarySchema>;

export const airQualitySitesSchema = z.object({
  from: z.string(),
  to: z.string(),
  who: airQualityWhoSchema,
  sites: z.array(airQualitySiteSummarySchema),
});
export type AirQualitySites = z.infer<typeof airQualitySitesSchema>;

/** One cell of the week grid: weekday 0 = Monday, hour of the day in Rome. */
export const airQualityCellSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  mean: z.number().nullable(),
  readings: z.number().int(),
  band: pm25BandSchema.nullable(),
});
export type AirQualityCell = z.infer<typeof airQualityCellSchema>;

export const airQualitySiteDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  uid: z.string().nullable(),
});

export const airQualitySiteGridSchema = z.object({
  addressId: z.number().int(),
  label: z.string().nullable(),
  account: siteAccountSchema,
  from: z.string(),
  to: z.string(),
  mean: z.number().nullable(),
  band: pm25BandSchema.nullable(),
  readings: z.number().int(),
  who: airQualityWhoSchema,
  /** 168 cells, Monday 00 first (cell = weekday × 24 + hour). */
  cells: z.array(airQualityCellSchema).length(168),
  /** The devices at the site the caller may read, for opening a history. */
  devices: z.array(airQualitySiteDeviceSchema),
});
export type AirQualitySiteGrid = z.infer<typeof airQualitySiteGridSchema>;
