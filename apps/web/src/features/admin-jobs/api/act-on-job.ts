import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackgroundJob } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import type { ApiError } from '../../../lib/api-error';
import { jobQueryKeys } from './job-query-keys';

/** What the administrator may do with a job: POST management/jobs/{queue}/{id}/<action>. */
export type JobAction = 'retry' | 'cancel';

/** A 409 (the job moved on meanwhile) is said in the page, not in a toast. */
const shownByThePage = (error: ApiError) => error.status === 409;

const PATH_OF = {
  retry: '/management/jobs/{queue}/{id}/retry',
  cancel: '/management/jobs/{queue}/{id}/cancel',
} as const satisfies Record<JobAction, string>;

export const actOnJob = ({
  queue,
  id,
  action,
}: {
  queue: string;
  id: string;
  action: JobAction;
}): Promise<BackgroundJob> => typedApi.post(PATH_OF[action], { path: { queue, id }, silent: shownByThePage });

/** Retries or cancels a job, then reads the queues and jobs again, also after a refusal. */
export function useActOnJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnJob,
    onSettled: () => client.invalidateQueries({ queryKey: jobQueryKeys.all }),
  });
}
