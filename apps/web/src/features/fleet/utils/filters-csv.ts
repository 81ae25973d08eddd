import type { FilterForecastRow } from '@app/contracts';
import type { TFunction } from 'i18next';
import { toCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/formatters';
import {
  filterDeviceName,
  filterDueDate,
  filterNumber,
  filterSiteText,
  filterStatusText,
} from './filters-format';

/** The due list as CSV, headers and separator in the user's language (`toCsv`). */
export function filtersCsv(
  t: TFunction,
  rows: readonly FilterForecastRow[],
  language: string,
  now: number,
): string {
  const fields = [
    t('fleetFilters.csv.device'),
    t('fleetFilters.csv.serialNumber'),
    t('fleetFilters.csv.uid'),
    t('fleetFilters.csv.owner'),
    t('fleetFilters.csv.site'),
    t('fleetFilters.csv.model'),
    t('fleetFilters.csv.measure'),
    t('fleetFilters.csv.lastValue'),
    t('fleetFilters.csv.lastTime'),
    t('fleetFilters.csv.ratePerDay'),
    t('fleetFilters.csv.dueDate'),
    t('fleetFilters.csv.status'),
  ];
  const data = rows.map((row) => [
    filterDeviceName(row),
    row.device.serialNumber ?? '',
    row.device.uid ?? '',
    row.owner?.name ?? '',
    filterSiteText(t, row),
    row.model ?? '',
    row.measure ? t(`fleetFilters.measure.${row.measure}`) : '',
    row.lastValue === null ? '' : filterNumber(row.lastValue, language),
    formatDateTime(row.lastTime),
    row.ratePerDay === null ? '' : filterNumber(row.ratePerDay, language),
    filterDueDate(t, row),
    filterStatusText(t, row, now),
  ]);
  return toCsv({ fields, data }, language);
}
