import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkJob } from '@app/contracts';
import { api } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { bulkJobKeys } from '../../../lib/bulk-jobs/bulk-job-api';

/** What the owner may do with a job: each is POST api/bulk-jobs/{id}/<path>. */
export type BulkJobMove = 'pause' | 'resume' | 'cancel' | 'retry';

const PATH_OF: Record<BulkJobMove, string> = {
  pause: 'pause',
  resume: 'resume',
  cancel: 'cancel',
  retry: 'retry-failed',
};

/** A 409 `bulkjobstatus` (the job moved meanwhile) is said in the page, not in a toast. */
const shownByThePage = (error: ApiError) => error.status === 409;

/** POST api/bulk-jobs/{id}/pause|resume|cancel|retry-failed: the job as it is after the move. */
export const moveBulkJob = (id: number, move: BulkJobMove) =>
  api.post<BulkJob>(`/api/bulk-jobs/${id}/${PATH_OF[move]}`, undefined, { silent: shownByThePage });

/** Moves the job, then reads it (and the list) again, also after a refusal: the page shows what is. */
export function useMoveBulkJob(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: BulkJobMove) => moveBulkJob(id, move),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: bulkJobKeys.detail(id) }),
        client.invalidateQueries({ queryKey: bulkJobKeys.list }),
      ]);
    },
  });
}
