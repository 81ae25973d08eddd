import type { AirStandardsOverviewSite } from './api';
import { overviewFigures, type OverviewSums } from './overview';

/** Helpers of the standards overview's tests (contracts' CSV, the web's table): sites made from sums. */

/** A site with no reading in the period. */
export const NO_OVERVIEW_SUMS: OverviewSums = {
  whoDaysCounted: 0,
  whoDaysWithin: 0,
  whoDaysBelowCoverage: 0,
  whoMeanSum: 0,
  wellHours: 0,
  wellMeanSum: 0,
  completeHours: 0,
  resetSlots: 0,
  resetDaysWithData: 0,
  resetDaysAcceptable: 0,
  resetDaysHighPerformance: 0,
};

/** A week without opening hours: every hour (168) and 5-minute slot (2,016) is occupied. */
export const WHOLE_WEEK = { hours: 168, slots: 2016 };

/** A dealer's site whose figures come from `sums` over `occupied`. */
export const overviewSite = (
  addressId: number,
  label: string,
  sums: Partial<OverviewSums>,
  occupied: { hours: number; slots: number },
): AirStandardsOverviewSite => ({
  addressId,
  label,
  account: { id: 2, name: 'Dealer' },
  openingHours: occupied.hours !== WHOLE_WEEK.hours,
  figures: overviewFigures({ ...NO_OVERVIEW_SUMS, ...sums }, occupied),
});

/** A site with no label, no account and no reading in the week. */
export const UNNAMED_SITE: AirStandardsOverviewSite = {
  addressId: 9,
  label: null,
  account: { id: null, name: null },
  openingHours: false,
  figures: overviewFigures(NO_OVERVIEW_SUMS, WHOLE_WEEK),
};
