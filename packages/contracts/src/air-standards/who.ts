import { meanOf } from './statistics';
import { WHO_2021, WHO_2021_LIMITS, type StandardSource } from './standards';
import { hourlyMeans, type Pollutant, type Timeline } from './timeline';

/**
 * WHO 2021 guidelines over a period: 24-hour means of calendar days in the zone, the share of days
 * within the 24-hour guideline, and the period mean as the annual-equivalent. WHO's figures are
 * about exposure all day, so they read every hour, not only opening hours.
 *
 * Data capture (the guideline sets none; the rule is the EU air quality directive's, 2008/50/EC
 * annex VII, which WHO's own monitoring reports follow): a day counts when at least 75 % of its
 * clock hours (18 of 24, 18 of the 23-hour spring day, 19 of the 25-hour autumn day) have a reading.
 * A day's mean is the mean of its hourly means, so a device polled every minute does not outweigh
 * an hour polled once. Only whole days in the period are days. The period mean is the mean of the
 * counted days' means.
 */
export const WHO_DAY_COVERAGE = 0.75;

export interface WhoDay {
  date: string;
  /** Clock hours in the day: 24, or 23/25 on a summer-time change. */
  hours: number;
  /** Hours with at least one reading. */
  coveredHours: number;
  /** Whether the day meets the 75 % rule. */
  counts: boolean;
  /** The 24-hour mean (mean of hourly means), null without readings. */
  mean: number | null;
}

export type WhoFigures = {
  source: StandardSource;
  pollutant: Pollutant;
  /** µg/m³ */
  dayGuideline: number;
  /** µg/m³ */
  annualGuideline: number;
  days: WhoDay[];
  /** Whole days with some readings but below the 75 % rule: left out of the figures. */
  daysBelowCoverage: number;
} & (
  | { status: 'noData' }
  | {
      status: 'ok';
      daysCounted: number;
      /** Counted days whose mean is at or below the 24-hour guideline. */
      daysWithin: number;
      shareWithin: number;
      /** The annual-equivalent mean, µg/m³. */
      periodMean: number;
      periodMeanWithin: boolean;
    }
);

export function whoFigures(timeline: Timeline, pollutant: Pollutant): WhoFigures {
  const limits = WHO_2021_LIMITS[pollutant];
  const days: WhoDay[] = [];
  for (const d of timeline.calendar.days) {
    if (!d.whole) continue;
    const hours = d.endHour - d.firstHour;
    const means = hourlyMeans(timeline, pollutant, false, d.firstHour, d.endHour);
    days.push({
      date: d.date,
      hours,
      coveredHours: means.length,
      counts: means.length > 0 && means.length >= WHO_DAY_COVERAGE * hours,
      mean: meanOf(means),
    });
  }
  const counted = days.filter((d) => d.counts);
  const base = {
    source: WHO_2021,
    pollutant,
    dayGuideline: limits.day,
    annualGuideline: limits.annual,
    days,
    daysBelowCoverage: days.filter((d) => !d.counts && d.coveredHours > 0).length,
  };
  const periodMean = meanOf(counted.map((d) => d.mean!));
  if (periodMean === null) return { ...base, status: 'noData' };
  const daysWithin = counted.filter((d) => d.mean! <= limits.day).length;
  return {
    ...base,
    status: 'ok',
    daysCounted: counted.length,
    daysWithin,
    shareWithin: daysWithin / counted.length,
    periodMean,
    periodMeanWithin: periodMean <= limits.annual,
  };
}
