import { pm25Band, WHO_PM25_24H } from '../fleet/air-quality';
import { romeCalendar } from '../iot/rome-calendar';
import { AIR_SHARE_BAND_COLOURS, type AirScreen, type AirScreenHour } from './air-share-api';

const HOUR_MS = 3_600_000;

/** A Rome day's PM2.5 sums per hour of its clock (24 buckets), as the daily site roll-up keeps them. */
export interface RomeDaySums {
  /** YYYY-MM-DD, Rome calendar. */
  day: string;
  hours: readonly { sum: number; readings: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Rome day (YYYY-MM-DD) and hour of the clock of an instant. */
export function romeDayHour(instant: number): { day: string; hour: number } {
  const c = romeCalendar(instant);
  return { day: `${c.year}-${pad(c.month)}-${pad(c.day)}`, hour: c.hour };
}

/** The starts of the last 24 UTC hours at `now`, oldest first; the hour `now` falls in is the last. */
export function lastDayHourStarts(now: number): number[] {
  const current = Math.floor(now / HOUR_MS) * HOUR_MS;
  return Array.from({ length: 24 }, (_, i) => current - (23 - i) * HOUR_MS);
}

/**
 * The last 24 hours' means from Rome-day sums: each UTC hour reads the bucket of its Rome day and
 * hour. On the autumn change the repeated Rome hour holds both hours' readings, so both show their
 * common mean (the roll-up cannot tell them apart; decision 025).
 */
export function lastDayPoints(now: number, days: readonly RomeDaySums[]): AirScreenHour[] {
  const byDay = new Map(days.map((d) => [d.day, d.hours]));
  return lastDayHourStarts(now).map((start) => {
    const { day, hour } = romeDayHour(start);
    const bucket = byDay.get(day)?.[hour];
    const pm25 = bucket && bucket.readings > 0 ? Math.round((bucket.sum / bucket.readings) * 10) / 10 : null;
    return { hour: new Date(start).toISOString(), pm25 };
  });
}

/** The site's current PM2.5: the mean of its purifiers' readings (one decimal), null without any. */
export function currentSitePm25(readings: readonly number[]): number | null {
  const valid = readings.filter((r) => Number.isFinite(r) && r >= 0);
  if (!valid.length) return null;
  return Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10;
}

/** The screen's current block: the value, its WHO band, the band's words key and its colour. */
export function airScreenCurrent(pm25: number | null): AirScreen['current'] {
  const band = pm25 === null ? null : pm25Band(pm25);
  return {
    pm25,
    band,
    bandKey: `airShare.band.${band ?? 'none'}`,
    colour: band ? AIR_SHARE_BAND_COLOURS[band] : 'grey',
  };
}

/** The public screen's answer from the figures the server read. */
export function airScreen(
  site: string | null,
  pm25: number | null,
  days: readonly RomeDaySums[],
  now: number,
): AirScreen {
  return {
    site,
    current: airScreenCurrent(pm25),
    hours: lastDayPoints(now, days),
    whoGuideline: WHO_PM25_24H,
    generatedAt: new Date(now).toISOString(),
  };
}

/** Where a share link stands at `now`: usable, revoked (answered as unknown) or expired. */
export function airShareLinkState(
  link: { expiresAt: Date; revokedAt: Date | null },
  now: number,
): 'active' | 'revoked' | 'expired' {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now ? 'expired' : 'active';
}
