import { JOB_STATE_FILTERS, type JobStateFilter } from '@app/contracts';

/** The first block of a job's uuid: enough to tell the listed jobs apart. */
export const shortJobId = (id: string): string => id.split('-')[0] ?? id;

/** A job's data on one line, cut after `max` characters: the table shows it short. */
export function shortData(json: string | null, max = 60): string | null {
  if (json === null) return null;
  const line = json.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The state filter of the page's address (?state=), or none for anything else. */
export const parseStateFilter = (value: string | null): JobStateFilter | undefined =>
  JOB_STATE_FILTERS.find((filter) => filter === value);

/** True when a waiting job is held back until later (a deferred job, or a retry's backoff). */
export const isDeferred = (startAfter: string, now: number): boolean => Date.parse(startAfter) > now;

/** A queue's period ("90 s", "5 min", "1 h 30 min", "14 d"): its two largest units. */
export function formatSeconds(total: number): string {
  let rest = Math.max(0, Math.floor(total));
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3_600],
    ['min', 60],
    ['s', 1],
  ] as const) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${unit}`);
  }
  return parts.length ? parts.slice(0, 2).join(' ') : '0 s';
}
