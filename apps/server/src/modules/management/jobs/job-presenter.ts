import type { QueueResult } from 'pg-boss';
import type { BackgroundJob, JobCounts, JobQueue } from '@app/contracts';
import type { JobRow, JobStateCount } from '../../../jobs/job-board.repository';

/** A job's data is shown short: the answer carries at most this much of its JSON. */
const DATA_CHARS = 1_000;

const instant = (value: Date | string): string => new Date(value).toISOString();
const instantOrNull = (value: Date | string | null): string | null =>
  value === null ? null : instant(value);

const NO_JOBS: JobCounts = { waiting: 0, running: 0, failed: 0, completed: 0, cancelled: 0 };

/** One queue's counts by the page's groups (waiting = created + retry, running = active). */
export function countsOf(queue: string, counts: readonly JobStateCount[]): JobCounts {
  const result = { ...NO_JOBS };
  for (const { state, count } of counts.filter((c) => c.queue === queue)) {
    if (state === 'created' || state === 'retry') result.waiting += count;
    else if (state === 'active') result.running += count;
    else result[state] += count;
  }
  return result;
}

export function presentQueue(
  queue: QueueResult,
  counts: readonly JobStateCount[],
  recurring: boolean,
): JobQueue {
  return {
    name: queue.name,
    recurring,
    counts: countsOf(queue.name, counts),
    policy: {
      policy: queue.policy ?? 'standard',
      retryLimit: queue.retryLimit ?? 0,
      retryDelaySeconds: queue.retryDelay ?? 0,
      retryBackoff: queue.retryBackoff ?? false,
      expireInSeconds: queue.expireInSeconds ?? 0,
      deleteAfterSeconds: queue.deleteAfterSeconds ?? 0,
      deadLetter: queue.deadLetter ?? null,
    },
  };
}

/** pg-boss keeps a failed run's error in the job's output: its message, else the output itself. */
export function errorOf(state: string, output: unknown): string | null {
  if (state !== 'failed' || output === null || output === undefined) return null;
  const parsed: unknown = typeof output === 'string' ? parseJson(output) : output;
  if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
    return parsed.message;
  return shortJson(parsed);
}

export function presentJob(row: JobRow): BackgroundJob {
  const data: unknown = typeof row.data === 'string' ? parseJson(row.data) : row.data;
  return {
    id: row.id,
    state: row.state,
    retryCount: row.retryCount,
    retryLimit: row.retryLimit,
    createdOn: instant(row.createdOn),
    startAfter: instant(row.startAfter),
    startedOn: instantOrNull(row.startedOn),
    completedOn: instantOrNull(row.completedOn),
    error: errorOf(row.state, row.output),
    data: data === null || data === undefined ? null : shortJson(data),
  };
}

function shortJson(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > DATA_CHARS ? `${text.slice(0, DATA_CHARS)}…` : text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
