import { WHO_PM25_24H, WHO_PM25_24H_INTERIM_4, WHO_PM25_ANNUAL, type Pm25Band } from '@app/contracts';

/**
 * The colours of the PM2.5 bands (pm25Band): a strong one for the chart, a light one behind dark
 * text in the tables (at least 4.5:1). Colour is never the only signal: the tables print the
 * value and name the band.
 */
export const BAND_COLOURS: Readonly<Record<Pm25Band, { chart: string; cell: string }>> = {
  good: { chart: '#2f9e44', cell: '#d3f9d8' },
  fair: { chart: '#f5c542', cell: '#fff3bf' },
  poor: { chart: '#f08c00', cell: '#ffd8a8' },
  bad: { chart: '#c92a2a', cell: '#ffc9c9' },
};

/** The band limits (µg/m³, upper bound inclusive), for the visualMap pieces and the legend. */
export const BAND_LIMITS: Readonly<Record<Pm25Band, { gt?: number; lte?: number }>> = {
  good: { lte: WHO_PM25_ANNUAL },
  fair: { gt: WHO_PM25_ANNUAL, lte: WHO_PM25_24H },
  poor: { gt: WHO_PM25_24H, lte: WHO_PM25_24H_INTERIM_4 },
  bad: { gt: WHO_PM25_24H_INTERIM_4 },
};

/** Monday-first weekday names (0 = Monday) in a language. */
export function weekdayNames(language: string, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

/** "09" for hour 9. */
export const hourLabel = (hour: number) => String(hour).padStart(2, '0');

/** A mean in µg/m³ with one decimal, '–' for none. */
export function formatMean(mean: number | null, language: string): string {
  return mean === null ? '–' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(mean);
}
