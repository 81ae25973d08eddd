import { dangerBeforeReadings, filterDueStatus, type FilterForecastRow } from '@app/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/formatters';

/** A number as the filter views show it: at most one decimal, in the user's language. */
export const filterNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** "32 %", "12 days left", … ('' without a reading). */
export function filterValueText(t: TFunction, row: FilterForecastRow, language: string): string {
  if (row.lastValue === null || row.measure === null) return '';
  return t(`fleetFilters.value.${row.measure}`, { value: filterNumber(row.lastValue, language) });
}

/** "2 % per day", … ('' without a rate). */
export function filterRateText(t: TFunction, row: FilterForecastRow, language: string): string {
  if (row.ratePerDay === null || row.measure === null) return '';
  return t(`fleetFilters.rate.${row.measure}`, { value: filterNumber(row.ratePerDay, language) });
}

/** 'Overdue', 'In 5 days', 'Due today' or 'Not enough history (too few readings)'. */
export function filterStatusText(t: TFunction, row: FilterForecastRow, now: number): string {
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
export function filterDueDate(t: TFunction, row: FilterForecastRow): string {
  if (row.kind !== 'forecast' || row.dangerAt === null) return '';
  const date = formatDate(row.dangerAt);
  if (!row.overdue) return date;
  return t(dangerBeforeReadings(row) ? 'fleetFilters.dueSinceOrEarlier' : 'fleetFilters.dueSince', { date });
}

/** The site's label, 'Site #id' without one, 'No site' without an address. */
export function filterSiteText(t: TFunction, row: Pick<FilterForecastRow, 'site'>): string {
  if (!row.site) return t('fleetFilters.site.none');
  return row.site.label ?? t('fleetFilters.site.unnamed', { id: row.site.addressId });
}

/** The device's name, else its serial number, uid or id. */
export const filterDeviceName = (row: FilterForecastRow) =>
  row.device.name ?? row.device.serialNumber ?? row.device.uid ?? `#${row.device.id}`;
