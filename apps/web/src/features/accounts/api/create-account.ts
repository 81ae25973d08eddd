import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCreateRequest, CreatedAccountDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/**
 * POST api/accounts: 201 with the account and its generated password (createdPassword, shown once).
 * A 400 (userexists, emailexists, typenotallowed, validation) is shown by the form, not as a toast.
 */
export const createAccount = (body: AccountCreateRequest): Promise<CreatedAccountDto> =>
  typedApi.post('/api/accounts', { body, silent: (error) => error.status === 400 });

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.allChildren }),
  });
}
