import type { CsvTable } from '../csv';
import type { AirQualitySiteSummary } from './air-quality-api';
import type { Translate } from './filters-table';

/** A PM2.5 mean as the export writes it: one decimal, in the reader's language ('' for none). */
const mean = (value: number | null, language: string) =>
  value === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/**
 * The sites' air quality as a table (the scheduled export of the air-quality page): site, account,
 * mean PM2.5, its band in words, readings, then the mean of each hour of the day (Rome) 00..23.
 */
export function airQualitySitesTable(
  sites: readonly AirQualitySiteSummary[],
  t: Translate,
  language: string,
): CsvTable {
  const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
  return {
    fields: [
      t('airQuality.csv.site'),
      t('airQuality.csv.account'),
      t('airQuality.csv.mean'),
      t('airQuality.csv.band'),
      t('airQuality.csv.readings'),
      ...hours,
    ],
    data: sites.map((site) => [
      site.label ?? t('airQuality.csv.unnamedSite', { id: site.addressId }),
      site.account.name ?? '',
      mean(site.mean, language),
      t(`airQuality.bands.${site.band}`),
      site.readings,
      ...site.hours.map((h) => mean(h.mean, language)),
    ]),
  };
}
