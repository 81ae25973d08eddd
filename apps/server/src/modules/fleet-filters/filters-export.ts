import { filterDueQuerySchema, filtersDueTable, MAX_PAGE_SIZE, romeCalendar } from '@app/contracts';
import type { CsvTable } from '@app/contracts/csv';
import { translate } from '@app/i18n';
import type { Caller } from '../access/caller';
import type { FilterForecastService } from './filter-forecast.service';

const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY and DD/MM/YY HH:mm on Rome's calendar, as the web writes them in the browser's zone. */
const romeDate = (iso: string) => {
  const c = romeCalendar(Date.parse(iso));
  return `${pad(c.day)}/${pad(c.month)}/${c.year}`;
};
const romeDateTime = (iso: string) => {
  const c = romeCalendar(Date.parse(iso));
  return `${pad(c.day)}/${pad(c.month)}/${String(c.year).slice(-2)} ${pad(c.hour)}:${pad(c.minute)}`;
};

/**
 * The filter due list for a scheduled export (decision 048): what the due list page shows by
 * default (due within 30 days), every row up to MAX_PAGE_SIZE, in the table the web downloads too.
 */
export async function filtersDueExport(
  filters: FilterForecastService,
  caller: Caller,
  language: string,
  now: Date,
): Promise<CsvTable> {
  const query = filterDueQuerySchema.parse({ size: MAX_PAGE_SIZE });
  const { rows } = await filters.list(caller, query);
  return filtersDueTable(
    rows,
    {
      t: (key, params) => translate(language, key, params),
      language,
      date: romeDate,
      dateTime: romeDateTime,
    },
    now.getTime(),
  );
}
