import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkJob, BulkJobDetail, BulkJobRequest, BulkJobStatus } from '@app/contracts';
import { api } from '../api-client';
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

/** How often a job being worked on is read again. */
export const BULK_JOB_POLL_MS = 1000;

/** POST api/bulk-jobs: the job as created (201); 400 `bulkjobdevices` when a device is not the caller's. */
export const createBulkJob = (request: BulkJobRequest, silent?: SilentOption) =>
  api.post<BulkJob>('/api/bulk-jobs', request, { silent });

/** GET api/bulk-jobs/{id}: the job with every device's outcome; a 404 (unknown, or somebody else's) is the caller's to say. */
export const getBulkJob = (id: number, signal?: AbortSignal) =>
  api.get<BulkJobDetail>(`/api/bulk-jobs/${id}`, { signal, silent: (error) => error.status === 404 });

/** The job, read again every second while the server works on it (QUEUED or RUNNING). */
export const bulkJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bulkJobKeys.detail(id),
    queryFn: ({ signal }) => getBulkJob(id, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isBulkJobMoving(status) ? BULK_JOB_POLL_MS : false;
    },
  });

/** Follows one job; `enabled` false (no id yet) asks nothing. */
export const useBulkJob = (id: number | null | undefined) =>
  useQuery({ ...bulkJobQueryOptions(id ?? 0), enabled: id !== null && id !== undefined && id > 0 });
