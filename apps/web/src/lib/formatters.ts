/** Display formats (docs/product.md#constants-and-formats): DD/MM/YYYY, DD/MM/YY HH:mm(:ss), ISO dates and 0,0 numbers. */
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

/** DD/MM/YYYY HH:mm: an instant a reader must not mistake (the quota's renewal). */
export function formatDateTimeFull(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
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

/** HH:mm (local time): when today's status was read. */
export function formatTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** DD/MM/YYYY HH:mm: how a form shows an instant (local time), the year in full so it can be retyped. */
export function formatDateTimeInput(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const TYPED_ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TYPED_DATE_TIME = /^(\S+?)(?:[\sT]+(\d{1,2})[:.](\d{2}))?$/;

/** Year, month, day of a date typed as shown (DD/MM/YYYY, DD/MM/YY = 20YY; '.' or '-' too) or as YYYY-MM-DD. */
function typedDateParts(text: string): [number, number, number] | null {
  const shown = TYPED_DATE.exec(text);
  if (shown) {
    const year = shown[3]!.length === 2 ? 2000 + Number(shown[3]) : Number(shown[3]);
    return [year, Number(shown[2]), Number(shown[1])];
  }
  const iso = TYPED_ISO_DATE.exec(text);
  return iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : null;
}

/**
 * A date typed in a form, as the API's YYYY-MM-DD (not checked against the calendar: the contracts'
 * schema refuses 2024-02-30 with its own message). Text that is no date at all comes back as typed,
 * so the schema reports it rather than the field quietly becoming empty.
 */
export function parseTypedDate(text: string): string {
  const trimmed = text.trim();
  const parts = typedDateParts(trimmed);
  return parts ? `${parts[0]}-${pad(parts[1])}-${pad(parts[2])}` : trimmed;
}

/**
 * A date and time typed in a form (DD/MM/YYYY HH:mm in local time, or YYYY-MM-DD HH:mm; no time =
 * midnight) as a UTC ISO instant. A day that does not exist (31/04) or an hour past 23:59 comes back
 * as typed, for the schema to report.
 */
export function parseTypedDateTime(text: string): string {
  const trimmed = text.trim();
  const m = TYPED_DATE_TIME.exec(trimmed);
  const parts = m ? typedDateParts(m[1]!) : null;
  if (!m || !parts) return trimmed;
  const [year, month, day] = parts;
  const [hours, minutes] = [Number(m[2] ?? 0), Number(m[3] ?? 0)];
  const d = new Date(year, month - 1, day, hours, minutes);
  const exists =
    d.getFullYear() === year &&
    d.getMonth() === month - 1 &&
    d.getDate() === day &&
    d.getHours() === hours &&
    d.getMinutes() === minutes;
  return exists ? d.toISOString() : trimmed;
}

/** The value of a native date or datetime-local picker for what a form field holds; '' when it holds no valid date. */
export function toPickerValue(kind: 'date' | 'datetime', text: string): string {
  if (kind === 'date') {
    const iso = parseTypedDate(text);
    return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : '';
  }
  const instant = parseTypedDateTime(text);
  const d = /^\d{4}-\d{2}-\d{2}T/.test(instant) ? new Date(instant) : null;
  return d ? `${formatIsoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** What a form field shows for a native picker's value (YYYY-MM-DD or YYYY-MM-DDTHH:mm, local time). */
export function fromPickerValue(kind: 'date' | 'datetime', value: string): string {
  if (!value) return '';
  return kind === 'date' ? formatDate(value) : formatDateTimeInput(new Date(value));
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the given language, from its ISO 3166-1 alpha-2 code (Intl.DisplayNames);
 * `stored` when the code names no country. Italian keeps the stored name (the data is Italian).
 */
export function countryName(code: unknown, stored: string, language: string): string {
  if (language === 'it' || typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code)) return stored;
  try {
    let names = regionNames.get(language);
    if (!names)
      regionNames.set(
        language,
        (names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })),
      );
    return names.of(code.toUpperCase()) ?? stored;
  } catch {
    return stored;
  }
}

/** Midnight (local time) of the given day. */
export function startOfDay(value: Date = new Date()): Date {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate());
}
