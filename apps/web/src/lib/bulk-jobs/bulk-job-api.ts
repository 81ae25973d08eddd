import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkJob, BulkJobDetail, BulkJobRequest, BulkJobStatus } from '@app/contracts';
import { typedApi } from '../typed-api';
import type { SilentOption } from '../api-error-notifier';

/**
 * What the bulk timers dialog (features/devices) and the jobs pages (features/bulk-jobs) share of
 * the bulk jobs API (docs/decisions/038): the query keys, submitting a job and following one.
 */
export const bulkJobKeys = {
  all: ['bulk-jobs'] as const,
  list: ['bulk-jobs', 'list'] as const,
  detail: (id: number) => ['bulk-jobs', 'detail', id] as const,
};

/** A job the server still works on (or may: QUEUED and RUNNING); PAUSED waits for its owner. */
export const isBulkJobMoving = (status: BulkJobStatus): boolean =>
  status === 'QUEUED' || status === 'RUNNING';

/** A job that will change no more by itself: DONE or CANCELLED. */
export const isBulkJobFinished = (status: BulkJobStatus): boolean =>
  status === 'DONE' || status === 'CANCELLED';

/** How often a job being worked on is read again when nothing else tells of its progress. */
export const BULK_JOB_POLL_MS = 1000;

/**
 * How often a job being worked on is read again by a page that follows it live (the bulk jobs'
 * STOMP destination) while the live connection is down: a slow fallback, the messages are the way.
 */
export const BULK_JOB_FALLBACK_POLL_MS = 15_000;

/**
 * How a screen follows a job: `polling` (read every second), or `live` whose connection is up (read
 * only when told: no polling) or down (the slow fallback).
 */
export type BulkJobFollowing = 'polling' | { live: boolean };

/** The polling interval of a moving job for the way it is followed. */
export const bulkJobPollMs = (following: BulkJobFollowing): number | false =>
  following === 'polling' ? BULK_JOB_POLL_MS : following.live ? false : BULK_JOB_FALLBACK_POLL_MS;

/** POST api/bulk-jobs: the job as created (201); 400 `bulkjobdevices` when a device is not the caller's. */
export const createBulkJob = (request: BulkJobRequest, silent?: SilentOption): Promise<BulkJob> =>
  typedApi.post('/api/bulk-jobs', { body: request, silent });

/** GET api/bulk-jobs/{id}: the job with every device's outcome; a 404 (unknown, or somebody else's) is the caller's to say. */
export const getBulkJob = (id: number, signal?: AbortSignal): Promise<BulkJobDetail> =>
  typedApi.get('/api/bulk-jobs/{id}', { path: { id }, signal, silent: (error) => error.status === 404 });

/**
 * The job, read again while the server works on it (QUEUED or RUNNING): every second, or — followed
 * live — only while the live connection is down, every 15 s.
 */
export const bulkJobQueryOptions = (id: number, following: BulkJobFollowing = 'polling') =>
  queryOptions({
    queryKey: bulkJobKeys.detail(id),
    queryFn: ({ signal }) => getBulkJob(id, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isBulkJobMoving(status) ? bulkJobPollMs(following) : false;
    },
  });

/** Follows one job; `enabled` false (no id yet) asks nothing. */
export const useBulkJob = (id: number | null | undefined, following: BulkJobFollowing = 'polling') =>
  useQuery({
    ...bulkJobQueryOptions(id ?? 0, following),
    enabled: id !== null && id !== undefined && id > 0,
  });
