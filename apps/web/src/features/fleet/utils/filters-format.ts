import { filterNumber, type FilterForecastRow } from '@app/contracts';
import type { TFunction } from 'i18next';

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
