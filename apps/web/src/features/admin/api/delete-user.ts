import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';
import { isOwnUserError, notifyOwnUserError } from './user-errors';

/** DELETE api/users/{login}; the lists are fetched again after. */
export const deleteUser = (login: string) =>
  api.delete(`/api/users/${encodeURIComponent(login)}`, { silent: isOwnUserError });

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onError: notifyOwnUserError,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
