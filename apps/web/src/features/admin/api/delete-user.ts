import { useMutation, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';
import { userKeys } from './user-query-keys';
import { isOwnUserError, notifyOwnUserError } from './user-errors';

/** DELETE api/users/{login}; the lists are fetched again after. */
export const deleteUser = (login: string): Promise<void> =>
  typedApi.delete('/api/users/{login}', { path: { login }, silent: isOwnUserError });

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onError: notifyOwnUserError,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
