import type { JobStateFilter } from '@app/contracts';

/** The Jobs page's queries: the queue list and one queue's jobs (by state filter). */
export const jobQueryKeys = {
  all: ['admin', 'jobs'] as const,
  queues: ['admin', 'jobs', 'queues'] as const,
  queue: (queue: string, state: JobStateFilter | undefined) =>
    ['admin', 'jobs', 'queue', queue, state ?? 'all'] as const,
};

/** The page reads its queues and jobs again this often while it is open. */
export const JOBS_REFRESH_MS = 10_000;
