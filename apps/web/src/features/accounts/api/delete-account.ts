import { useMutation, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/**
 * DELETE api/accounts/{id} (204): the account becomes DELETED and its login is deactivated. A 409
 * (accountinuse: it still has active children or devices) is shown in the dialog.
 */
export const deleteAccount = (id: number): Promise<void> =>
  typedApi.delete('/api/accounts/{id}', { path: { id }, silent: (error) => error.status === 409 });

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: accountKeys.detail(id) });
      return client.invalidateQueries({ queryKey: accountKeys.allChildren });
    },
  });
}
