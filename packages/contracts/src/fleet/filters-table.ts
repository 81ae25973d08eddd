import type { CsvTable } from '../csv';
import { dangerBeforeReadings, filterDueStatus, type FilterForecastRow } from './filters-api';

/** A translation function: the web's i18next `t`, the server's `translate` bound to a language. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** How the due list's texts are written where they are shown: the words, the numbers, the dates. */
export interface FiltersTextFormat {
  t: Translate;
  language: string;
  /** DD/MM/YYYY in the reader's time zone (the browser's; Europe/Rome in a mail). */
  date(value: string): string;
  /** DD/MM/YY HH:mm likewise. */
  dateTime(value: string): string;
}

/** A number as the filter views show it: at most one decimal, in the user's language. */
export const filterNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** 'Overdue', 'In 5 days', 'Due today' or 'Not enough history (too few readings)'. */
export function filterStatusText(t: Translate, row: FilterForecastRow, now: number): string {
  const status = filterDueStatus(row, now);
  if (status.state === 'overdue') return t('fleetFilters.status.overdue');
  if (status.state === 'insufficient')
    return t('fleetFilters.status.insufficient', { reason: t(`fleetFilters.reason.${status.reason}`) });
  if (status.days <= 0) return t('fleetFilters.status.today');
  return status.days === 1
    ? t('fleetFilters.status.inOneDay')
    : t('fleetFilters.status.inDays', { count: status.days });
}

/**
 * The due date (DD/MM/YYYY); for an overdue device 'since DD/MM/YYYY', 'or earlier' when it was in
 * the danger band at its first reading used; '' without a forecast.
 */
export function filterDueDate(t: Translate, row: FilterForecastRow, date: (value: string) => string): string {
  if (row.kind !== 'forecast' || row.dangerAt === null) return '';
  const shown = date(row.dangerAt);
  if (!row.overdue) return shown;
  return t(dangerBeforeReadings(row) ? 'fleetFilters.dueSinceOrEarlier' : 'fleetFilters.dueSince', {
    date: shown,
  });
}

/** The site's label, 'Site #id' without one, 'No site' without an address. */
export function filterSiteText(t: Translate, row: Pick<FilterForecastRow, 'site'>): string {
  if (!row.site) return t('fleetFilters.site.none');
  return row.site.label ?? t('fleetFilters.site.unnamed', { id: row.site.addressId });
}

/** The device's name, else its serial number, uid or id. */
export const filterDeviceName = (row: FilterForecastRow) =>
  row.device.name ?? row.device.serialNumber ?? row.device.uid ?? `#${row.device.id}`;

/** The due list as a table, headers and texts in the reader's language: the web's download and the mailed export. */
export function filtersDueTable(
  rows: readonly FilterForecastRow[],
  format: FiltersTextFormat,
  now: number,
): CsvTable {
  const { t, language } = format;
  const fields = [
    'device',
    'serialNumber',
    'uid',
    'owner',
    'site',
    'model',
    'measure',
    'lastValue',
    'lastTime',
    'ratePerDay',
    'dueDate',
    'status',
    'effect',
  ].map((column) => t(`fleetFilters.csv.${column}`));
  const data = rows.map((row) => [
    filterDeviceName(row),
    row.device.serialNumber ?? '',
    row.device.uid ?? '',
    row.owner?.name ?? '',
    filterSiteText(t, row),
    row.model ?? '',
    row.measure ? t(`fleetFilters.measure.${row.measure}`) : '',
    row.lastValue === null ? '' : filterNumber(row.lastValue, language),
    row.lastTime === null ? '' : format.dateTime(row.lastTime),
    row.ratePerDay === null ? '' : filterNumber(row.ratePerDay, language),
    filterDueDate(t, row, format.date),
    filterStatusText(t, row, now),
    row.noMeasurableEffect ? t('fleetFilters.effect.none') : '',
  ]);
  return { fields, data };
}
