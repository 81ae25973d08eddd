/** Display formats of part 1 §9: DD/MM/YYYY, DD/MM/YY HH:mm(:ss), ISO dates and 0,0 numbers. */
const pad = (n: number) => String(n).padStart(2, '0');

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  // A bare ISO date is a calendar day, not UTC midnight: read it as local so it never shifts a day.
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** DD/MM/YYYY */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` : '';
}

/** DD/MM/YY HH:mm, or DD/MM/YY HH:mm:ss with seconds */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  withSeconds = false,
): string {
  const d = toDate(value);
  if (!d) return '';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${withSeconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${String(d.getFullYear()).slice(-2)} ${time}`;
}

/** YYYY-MM-DD in local time */
export function formatIsoDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/** 0,0: an integer with thousands separators of the given locale */
export function formatNumber(value: number | null | undefined, locale = 'it'): string {
  return value === null || value === undefined
    ? ''
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** The value of a datetime-local input (YYYY-MM-DDTHH:mm, local time) for an instant; '' for none. */
export function toDateTimeLocal(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return `${formatIsoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (local time) as a UTC ISO instant; null when empty or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Midnight (local time) of the given day. */
export function startOfDay(value: Date = new Date()): Date {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate());
}
