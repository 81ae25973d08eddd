/** Display formats of part 1 §9: DD/MM/YYYY, DD/MM/YY HH:mm(:ss), ISO dates and 0,0 numbers. */
const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
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
