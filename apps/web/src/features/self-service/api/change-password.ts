import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/**
 * POST api/account/change-password; a 400 'invalidpassword' is shown by the page. The new password
 * ends the user's other sessions; this one goes on with its token (docs/decisions/012).
 */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await typedApi.post('/api/account/change-password', {
    body: input,
    silent: (error) => error.status === 400 && !!error.errorKey,
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
