import { REPORT_TIME_ZONE, romeCalendar, type LevelShare } from '@app/contracts';
import { isLocale, translate } from '@app/i18n';

/**
 * Numbers, money and dates of a report in the reader's language (docs/product.md display formats:
 * DD/MM/YYYY, Rome time). Italian is the default for any other language.
 */
export interface ReportFormat {
  language: 'it' | 'en';
  t(key: string, params?: Record<string, string | number>): string;
  hours(value: number): string;
  kwh(value: number): string;
  money(value: number): string;
  /** A price per kWh: up to 4 decimals. */
  price(value: number): string;
  /** A share 0..1 as a percentage with one decimal. */
  percent(value: number): string;
  watts(value: number | null): string;
  date(instant: number): string;
  dateTime(instant: number): string;
  /** "01/01/2026 – 31/01/2026" for a period whose ends are Rome midnights (end excluded), else date-times. */
  period(start: number, end: number): string;
}

const isRomeMidnight = (instant: number) => {
  const c = romeCalendar(instant);
  return c.hour === 0 && c.minute === 0 && c.second === 0 && c.millisecond === 0;
};

export function reportFormat(requested: string): ReportFormat {
  const language = isLocale(requested) ? requested : 'it';
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  const fixed = (digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const one = fixed(1);
  const two = fixed(2);
  const whole = fixed(0);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const price = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: REPORT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone: REPORT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    language,
    t: (key, params) => translate(language, key, params),
    hours: (value) => one.format(value),
    kwh: (value) => two.format(value),
    money: (value) => money.format(value),
    price: (value) => price.format(value),
    percent: (value) => percent.format(value),
    watts: (value) => (value === null ? '–' : `${whole.format(value)} W`),
    date: (instant) => date.format(instant),
    dateTime: (instant) => dateTime.format(instant),
    period: (start, end) =>
      isRomeMidnight(start) && isRomeMidnight(end)
        ? `${date.format(start)} – ${date.format(end - 1)}`
        : `${dateTime.format(start)} – ${dateTime.format(end)}`,
  };
}

/** A cost, or a dash without a price per kWh. */
export const costText = (f: ReportFormat, cost: number | null): string =>
  cost === null ? '–' : f.money(cost);

/** The legend of a share bar: 'Danger 12.5%'. */
export const legendOf =
  (f: ReportFormat, share: LevelShare) =>
  (level: keyof LevelShare): string =>
    `${f.t(`energyReport.levels.${level}`)} ${f.percent(share[level])}`;
