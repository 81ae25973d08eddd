import { filtersDueTable, type FilterForecastRow } from '@app/contracts';
import type { TFunction } from 'i18next';
import { toCsv } from '../../../lib/csv';
import { formatDate, formatDateTime } from '../../../lib/formatters';

/** The due list as CSV, in the user's language and the browser's time zone (the table is the mailed export's too). */
export function filtersCsv(
  t: TFunction,
  rows: readonly FilterForecastRow[],
  language: string,
  now: number,
): string {
  return toCsv(
    filtersDueTable(
      rows,
      { t: (key, params) => t(key, params), language, date: formatDate, dateTime: formatDateTime },
      now,
    ),
    language,
  );
}
