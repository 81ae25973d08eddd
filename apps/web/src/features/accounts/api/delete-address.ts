import { useMutation, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { accountKeys } from './account-query-keys';

/**
 * DELETE api/com-partner-addrs/{id}. A failure is told with accountManagement.address.deleteError
 * (docs/product.md#errors) instead of the generic message (401/403 keep their global handling).
 */
export async function deleteAddress(id: number): Promise<void> {
  try {
    await typedApi.delete('/api/com-partner-addrs/{id}', {
      path: { id },
      silent: (error) => error.status !== 401 && error.status !== 403,
    });
  } catch (error) {
    if (!isApiError(error) || (error.status !== 401 && error.status !== 403))
      notifyError(i18n.t('accountManagement.address.deleteError'));
    throw error;
  }
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: accountKeys.address(id) });
      return client.invalidateQueries({ queryKey: accountKeys.allAddresses });
    },
  });
}
