/** Number formats of the administration pages, in the interface language. */
export function formatBytes(bytes: number | undefined, locale: string): string {
  if (bytes === undefined || bytes < 0 || !Number.isFinite(bytes)) return '–';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}

export const formatDecimal = (value: number | undefined, locale: string, digits = 2) =>
  value === undefined || !Number.isFinite(value)
    ? '–'
    : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

export const formatPercent = (ratio: number | undefined, locale: string, digits = 1) =>
  ratio === undefined || !Number.isFinite(ratio)
    ? '–'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(ratio);

/** A duration in ms as "2 d 3 h 4 min 5 s" (largest three units). */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '–';
  let rest = Math.floor(ms / 1000);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3600],
    ['min', 60],
    ['s', 1],
  ] as const) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || (unit === 's' && parts.length === 0)) parts.push(`${n} ${unit}`);
  }
  return parts.slice(0, 3).join(' ');
}
