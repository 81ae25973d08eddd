import { OPENING_DAYS, type OpeningHours } from '../alerts/opening-hours';
import { airStandardsOptionsSchema } from './options';
import {
  RESET_PM25_ACCEPTABLE,
  RESET_PM25_HIGH_PERFORMANCE,
  WELL_A01_LIMITS,
  WHO_2021_LIMITS,
} from './standards';
import { WHO_DAY_COVERAGE } from './who';

/**
 * The standards overview of many sites (decision 049): each site's headline PM2.5 figures read from
 * the daily site roll-up (per Rome hour: sum, readings and the 5-minute slots holding one) instead of
 * every reading, so 200 sites over a year are 73,000 rows summed in SQL. The rules are the one-site
 * report's; what the roll-up cannot tell is said where it is used:
 * - WHO: exact (hourly means, the 75 % rule per day), except that the repeated autumn hour is one;
 * - WELL A01: an hour with occupied time counts with its whole hour's mean (the one-site report
 *   means only its occupied part: they differ where opening hours cut an hour and the air changed
 *   inside it);
 * - WELL A08 completeness at the default hourly interval, and RESET coverage: exact (slots);
 * - RESET daily averages: the occupied slots weighted by their hour's mean (exact with one reading
 *   a slot, as a monitor reporting every 5 minutes gives).
 * Opening hours are read on Rome's clock (the roll-up's).
 */

const SLOTS_PER_HOUR = 12;
const FULL_HOUR = (1 << SLOTS_PER_HOUR) - 1;
const DAY_MS = 86_400_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Per weekday (Monday first) and clock hour, 7 × 24 masks of the occupied 5-minute slots (bit i:
 * the slot starting at minute 5i; a slot is occupied by its start, as on the one-site calendar).
 * Without hours every slot is occupied.
 */
export function occupancyMasks(hours: OpeningHours | null): number[] {
  const masks = new Array<number>(7 * 24).fill(hours ? 0 : FULL_HOUR);
  if (!hours) return masks;
  OPENING_DAYS.forEach((day, weekday) => {
    for (const range of hours.week[day]) {
      const from = minutesOf(range.from);
      const to = minutesOf(range.to);
      for (let start = Math.ceil(from / 5) * 5; start < to; start += 5) {
        masks[weekday * 24 + Math.floor(start / 60)]! |= 1 << ((start % 60) / 5);
      }
    }
  });
  return masks;
}

/** The Rome days [from, to) (YYYY-MM-DD) one by one. */
function* daysOf(from: string, to: string): Generator<{ date: string; weekday: number }> {
  for (let t = Date.parse(`${from}T00:00:00Z`); t < Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    // getUTCDay: Sunday 0; the masks start on Monday.
    yield { date: new Date(t).toISOString().slice(0, 10), weekday: (new Date(t).getUTCDay() + 6) % 7 };
  }
}

/** The days of [from, to) the hours close (holidays): nothing is occupied on them. */
export function closedDays(hours: OpeningHours | null, from: string, to: string): string[] {
  if (!hours?.closures.length) return [];
  return [...daysOf(from, to)]
    .filter(({ date }) => hours.closures.some((c) => c.from <= date && date <= c.to))
    .map((d) => d.date);
}

/** How many bits of a mask are set: the 5-minute slots a 12-bit hour mask holds. */
export const bitCount = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** The occupied clock hours and 5-minute slots of [from, to): the denominators of completeness and coverage. */
export function occupiedTotals(
  masks: readonly number[],
  closed: readonly string[],
  from: string,
  to: string,
): { hours: number; slots: number } {
  const shut = new Set(closed);
  let hours = 0;
  let slots = 0;
  for (const { date, weekday } of daysOf(from, to)) {
    if (shut.has(date)) continue;
    for (let h = 0; h < 24; h++) {
      const mask = masks[weekday * 24 + h]!;
      if (!mask) continue;
      hours++;
      slots += bitCount(mask);
    }
  }
  return { hours, slots };
}

/** The limits the roll-up's SQL classifies days with: the rules' own constants. */
export const OVERVIEW_LIMITS = {
  whoDay: WHO_2021_LIMITS.pm25.day,
  whoDayCoverage: WHO_DAY_COVERAGE,
  resetAcceptable: RESET_PM25_ACCEPTABLE,
  resetHighPerformance: RESET_PM25_HIGH_PERFORMANCE,
} as const;

/** What the SQL sums per site over the period (days classified with OVERVIEW_LIMITS). */
export interface OverviewSums {
  whoDaysCounted: number;
  whoDaysWithin: number;
  whoDaysBelowCoverage: number;
  /** The sum of the counted days' means. */
  whoMeanSum: number;
  /** Occupied hours with a reading, and the sum of their hourly means. */
  wellHours: number;
  wellMeanSum: number;
  /** Occupied hours with a reading in their occupied slots. */
  completeHours: number;
  /** Occupied 5-minute slots with a reading. */
  resetSlots: number;
  resetDaysWithData: number;
  resetDaysAcceptable: number;
  resetDaysHighPerformance: number;
}

export interface AirStandardsOverviewFigures {
  who: {
    daysCounted: number;
    daysWithin: number;
    daysBelowCoverage: number;
    /** null: no counted day. */
    shareWithin: number | null;
    periodMean: number | null;
    periodMeanWithin: boolean | null;
  };
  wellA01: { hours: number; pm25Mean: number | null; passes: boolean | null };
  wellA08: { completeness: number | null };
  reset: {
    coverage: number | null;
    qualifies: boolean;
    daysWithData: number;
    daysAcceptable: number;
    daysHighPerformance: number;
  };
}

/** A site's overview figures from its sums and the occupied totals of its hours. */
export function overviewFigures(
  sums: OverviewSums,
  occupied: { hours: number; slots: number },
): AirStandardsOverviewFigures {
  const { resetCoverageThreshold } = airStandardsOptionsSchema.parse({});
  const periodMean = sums.whoDaysCounted ? sums.whoMeanSum / sums.whoDaysCounted : null;
  const pm25Mean = sums.wellHours ? sums.wellMeanSum / sums.wellHours : null;
  const coverage = sums.resetSlots && occupied.slots ? sums.resetSlots / occupied.slots : null;
  return {
    who: {
      daysCounted: sums.whoDaysCounted,
      daysWithin: sums.whoDaysWithin,
      daysBelowCoverage: sums.whoDaysBelowCoverage,
      shareWithin: sums.whoDaysCounted ? sums.whoDaysWithin / sums.whoDaysCounted : null,
      periodMean,
      periodMeanWithin: periodMean === null ? null : periodMean <= WHO_2021_LIMITS.pm25.annual,
    },
    wellA01: {
      hours: sums.wellHours,
      pm25Mean,
      passes: pm25Mean === null ? null : pm25Mean <= WELL_A01_LIMITS.pm25,
    },
    wellA08: { completeness: occupied.hours ? sums.completeHours / occupied.hours : null },
    reset: {
      coverage,
      qualifies: coverage !== null && coverage >= resetCoverageThreshold,
      daysWithData: sums.resetDaysWithData,
      daysAcceptable: sums.resetDaysAcceptable,
      daysHighPerformance: sums.resetDaysHighPerformance,
    },
  };
}
