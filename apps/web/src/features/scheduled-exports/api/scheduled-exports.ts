import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateScheduledExport, ScheduledExportView, UpdateScheduledExport } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import type { ApiError } from '../../../lib/api-error';

export const scheduledExportKeys = { all: ['scheduled-exports'] as const };

/** A 400 is said by the form next to its field, not by the global error toast. */
const formErrors = { silent: (error: ApiError) => error.status === 400 };

/** GET api/scheduled-exports: the caller's own schedules. */
export const useScheduledExports = () =>
  useQuery({
    queryKey: scheduledExportKeys.all,
    queryFn: ({ signal }): Promise<ScheduledExportView[]> =>
      typedApi.get('/api/scheduled-exports', { signal }),
    staleTime: 0,
  });

/** POST api/scheduled-exports. */
export function useCreateScheduledExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScheduledExport): Promise<ScheduledExportView> =>
      typedApi.post('/api/scheduled-exports', { body: input, ...formErrors }),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduledExportKeys.all }),
  });
}

/** PATCH api/scheduled-exports/{id}: an edit or pause/resume. */
export function useUpdateScheduledExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
    }: {
      id: number;
      changes: UpdateScheduledExport;
    }): Promise<ScheduledExportView> =>
      typedApi.patch('/api/scheduled-exports/{id}', { path: { id }, body: changes, ...formErrors }),
    onSettled: () => client.invalidateQueries({ queryKey: scheduledExportKeys.all }),
  });
}

/** DELETE api/scheduled-exports/{id}. */
export function useDeleteScheduledExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => typedApi.delete('/api/scheduled-exports/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: scheduledExportKeys.all }),
  });
}

/** POST api/scheduled-exports/{id}/send: runs the export now (202, the mail follows). */
export function useSendScheduledExportNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => typedApi.post('/api/scheduled-exports/{id}/send', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: scheduledExportKeys.all }),
  });
}
