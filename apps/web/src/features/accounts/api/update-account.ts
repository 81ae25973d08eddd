import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDto, AccountUpdateRequest } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { ownAccessKeys } from '../../../lib/auth/own-access';
import { accountKeys } from './account-query-keys';

/** PUT api/accounts/{id}; a 400 (emailexists, validation) is shown by the form. */
export const updateAccount = ({
  id,
  body,
}: {
  id: number;
  body: AccountUpdateRequest;
}): Promise<AccountDto> =>
  typedApi.put('/api/accounts/{id}', { path: { id }, body, silent: (error) => error.status === 400 });

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      client.setQueryData(accountKeys.detail(account.id), account);
      return Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.allChildren }),
        client.invalidateQueries({ queryKey: ownAccessKeys.account }),
        client.invalidateQueries({ queryKey: accountKeys.allTrails }),
      ]);
    },
  });
}
