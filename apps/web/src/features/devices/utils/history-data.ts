import { parseIsoInstant, type HistoryBucket, type HistoryRange } from '@app/contracts';

/** The measured values the history shows, in the order of its charts, table and CSV. */
export const HISTORY_MEASURES = ['pm25', 'temp', 'humidity', 'filter'] as const;
export type HistoryMeasure = (typeof HISTORY_MEASURES)[number];

/** One bucket as the page shows it: its start and the last status of its interval. */
export interface HistoryRow {
  /** Epoch ms of the bucket's start. */
  time: number;
  /** The bucket's start as the server sent it (UTC ISO instant). */
  iso: string;
  online: boolean;
  values: Record<HistoryMeasure, number | null>;
}

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** The data points of a stored status: a JSON list of {code, value} (or, leniently, an object code → value). */
function dataPoints(payload: string | null): Map<string, unknown> {
  const points = new Map<string, unknown>();
  if (!payload) return points;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (Array.isArray(parsed)) {
      for (const item of parsed)
        if (item && typeof item === 'object' && 'code' in item)
          points.set(String((item as { code: unknown }).code), (item as { value?: unknown }).value);
    } else if (parsed && typeof parsed === 'object') {
      for (const [code, value] of Object.entries(parsed)) points.set(code, value);
    }
  } catch {
    // A payload that is no JSON carries no values: the row keeps its time and online flag.
  }
  return points;
}

/** The buckets as rows, in time order. */
export function historyRows(buckets: readonly HistoryBucket[]): HistoryRow[] {
  return buckets
    .map((bucket) => {
      const points = dataPoints(bucket.payload);
      const values = Object.fromEntries(
        HISTORY_MEASURES.map((measure) => [measure, numberOf(points.get(measure))]),
      ) as Record<HistoryMeasure, number | null>;
      return { time: Date.parse(bucket.logTime), iso: bucket.logTime, online: bucket.online, values };
    })
    .filter((row) => Number.isFinite(row.time))
    .sort((a, b) => a.time - b.time);
}

/** How a row's time reads in the user's language (day, month, year, hours and minutes, local time). */
export function formatRowTime(time: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(time);
}

/** A measured value in the user's language ('' when the status did not carry it). */
export function formatValue(value: number | null, language: string): string {
  return value === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

export interface CsvLabels {
  time: string;
  timeIso: string;
  online: string;
  measures: Record<HistoryMeasure, string>;
  onlineValue: (online: boolean) => string;
}

/**
 * The CSV table of exactly the rows shown: a header row in the user's language, then one row per
 * bucket with its time in the user's locale and as the ISO instant, the connection and the values
 * (numbers with a dot, for spreadsheets and scripts alike; empty when absent).
 */
export function historyCsvTable(rows: readonly HistoryRow[], labels: CsvLabels, language: string) {
  return {
    fields: [labels.time, labels.timeIso, labels.online, ...HISTORY_MEASURES.map((m) => labels.measures[m])],
    data: rows.map((row) => [
      formatRowTime(row.time, language),
      row.iso,
      labels.onlineValue(row.online),
      ...HISTORY_MEASURES.map((m) => (row.values[m] === null ? '' : String(row.values[m]))),
    ]),
  };
}

/** The server answers history ranges of at most a year (366 days). */
export const MAX_HISTORY_MS = 366 * 86_400_000;

/** The charts, in order: a measure (or the connection) with its colour and the values its axis always covers. */
export const CHARTS: { key: HistoryMeasure | 'online'; colour: string; yMin?: number; yMax?: number }[] = [
  { key: 'pm25', colour: '#6f42c1', yMin: 0 },
  { key: 'temp', colour: '#d63384' },
  { key: 'humidity', colour: '#0d6efd', yMin: 0, yMax: 100 },
  { key: 'filter', colour: '#198754', yMin: 0, yMax: 100 },
  { key: 'online', colour: '#fd7e14' },
];

/** The range in the address bar (?from=&to=, ISO instants), when both ends are valid instants. */
export function rangeFromSearch(search: URLSearchParams): HistoryRange | null {
  const from = search.get('from');
  const to = search.get('to');
  if (!from || !to || parseIsoInstant(from) === null || parseIsoInstant(to) === null) return null;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
