import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkJob } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import type { ApiError } from '../../../lib/api-error';
import { bulkJobKeys } from '../../../lib/bulk-jobs/bulk-job-api';

/** What the owner may do with a job: each is POST api/bulk-jobs/{id}/<path>. */
export type BulkJobMove = 'pause' | 'resume' | 'cancel' | 'retry';

const PATH_OF = {
  pause: '/api/bulk-jobs/{id}/pause',
  resume: '/api/bulk-jobs/{id}/resume',
  cancel: '/api/bulk-jobs/{id}/cancel',
  retry: '/api/bulk-jobs/{id}/retry-failed',
} as const satisfies Record<BulkJobMove, string>;

/** A 409 `bulkjobstatus` (the job moved meanwhile) is said in the page, not in a toast. */
const shownByThePage = (error: ApiError) => error.status === 409;

/** POST api/bulk-jobs/{id}/pause|resume|cancel|retry-failed: the job as it is after the move. */
export const moveBulkJob = (id: number, move: BulkJobMove): Promise<BulkJob> =>
  typedApi.post(PATH_OF[move], { path: { id }, silent: shownByThePage });

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
