import type { CsvTable } from '../csv';
import type { Translate } from '../fleet/filters-table';
import type { AirStandardsFigures } from './report';

const number = (value: number | null, language: string) =>
  value === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/**
 * The days behind a site's standards figures, for an auditor's spreadsheet (the page's CSV): per day
 * of the period, WHO's 24-hour means (and whether the day met the 75 % rule) and RESET's occupied
 * 5-minute intervals, their coverage and daily average with its level.
 */
export function airStandardsDaysTable(
  figures: AirStandardsFigures,
  t: Translate,
  language: string,
): CsvTable {
  const who25 = new Map(figures.who.pm25.days.map((d) => [d.date, d]));
  const who10 = new Map(figures.who.pm10.days.map((d) => [d.date, d]));
  const reset = new Map(figures.reset.days.map((d) => [d.date, d]));
  const dates = [...new Set([...who25.keys(), ...reset.keys()])].sort();
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? '' : t(value ? 'airQuality.standards.csv.yes' : 'airQuality.standards.csv.no');
  return {
    fields: [
      t('airQuality.standards.csv.date'),
      t('airQuality.standards.csv.whoPm25'),
      t('airQuality.standards.csv.whoPm10'),
      t('airQuality.standards.csv.whoCounts'),
      t('airQuality.standards.csv.occupied'),
      t('airQuality.standards.csv.covered'),
      t('airQuality.standards.csv.resetMean'),
      t('airQuality.standards.csv.resetLevel'),
    ],
    data: dates.map((date) => {
      const w = who25.get(date);
      const r = reset.get(date);
      return [
        date,
        number(w?.mean ?? null, language),
        number(who10.get(date)?.mean ?? null, language),
        yesNo(w?.counts),
        r?.occupiedSlots ?? '',
        r?.coveredSlots ?? '',
        number(r?.mean ?? null, language),
        r?.level ? t(`airQuality.standards.level.${r.level}`) : '',
      ];
    }),
  };
}
