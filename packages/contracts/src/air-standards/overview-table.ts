import type { CsvTable } from '../csv';
import type { Translate } from '../fleet/filters-table';
import type { AirStandardsOverview } from './api';
import {
  RESET_PM25_ACCEPTABLE,
  RESET_PM25_HIGH_PERFORMANCE,
  WELL_A01_LIMITS,
  WHO_2021_LIMITS,
} from './standards';

const number = (value: number | null, language: string) =>
  value === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
/** A share (0..1) as a percentage number: the header says "%", so a spreadsheet can still sum it. */
const percent = (value: number | null, language: string) =>
  number(value === null ? null : value * 100, language);

/**
 * Every site's standards overview for an auditor's spreadsheet (the page's CSV), worst first as the
 * API sends it: per site its WHO 2021 PM2.5 days and period mean, WELL v2 A01 mean and outcome, A08
 * completeness, RESET Air coverage, whether it qualifies, and its daily averages by level. Counts
 * stay in separate columns (within, counted) so they can be summed; an unknown figure is an empty cell.
 */
export function airStandardsOverviewTable(
  overview: AirStandardsOverview,
  t: Translate,
  language: string,
): CsvTable {
  const yesNo = (value: boolean | null) =>
    value === null ? '' : t(value ? 'airQuality.standards.csv.yes' : 'airQuality.standards.csv.no');
  const outcome = (passes: boolean | null) =>
    passes === null ? '' : t(passes ? 'airQuality.standards.meets' : 'airQuality.standards.fails');
  return {
    fields: [
      t('airQuality.overview.csv.site'),
      t('airQuality.overview.csv.account'),
      t('airQuality.overview.csv.openingHours'),
      t('airQuality.overview.csv.whoDaysWithin', { limit: WHO_2021_LIMITS.pm25.day }),
      t('airQuality.overview.csv.whoDaysCounted'),
      t('airQuality.overview.csv.whoShareWithin'),
      t('airQuality.overview.csv.whoPeriodMean', { limit: WHO_2021_LIMITS.pm25.annual }),
      t('airQuality.overview.csv.wellA01Mean', { limit: WELL_A01_LIMITS.pm25 }),
      t('airQuality.overview.csv.wellA01Outcome'),
      t('airQuality.overview.csv.wellA08Completeness'),
      t('airQuality.overview.csv.resetCoverage'),
      t('airQuality.overview.csv.resetQualifies'),
      t('airQuality.overview.csv.resetDaysAcceptable', { limit: RESET_PM25_ACCEPTABLE }),
      t('airQuality.overview.csv.resetDaysWithData'),
      t('airQuality.overview.csv.resetDaysHighPerformance', { limit: RESET_PM25_HIGH_PERFORMANCE }),
    ],
    data: overview.sites.map(({ addressId, label, account, openingHours, figures }) => {
      const { who, wellA01, wellA08, reset } = figures;
      return [
        label ?? t('airQuality.csv.unnamedSite', { id: addressId }),
        account.name ?? '',
        yesNo(openingHours),
        who.daysWithin,
        who.daysCounted,
        percent(who.shareWithin, language),
        number(who.periodMean, language),
        number(wellA01.pm25Mean, language),
        outcome(wellA01.passes),
        percent(wellA08.completeness, language),
        percent(reset.coverage, language),
        yesNo(reset.qualifies),
        reset.daysAcceptable,
        reset.daysWithData,
        reset.daysHighPerformance,
      ];
    }),
  };
}
