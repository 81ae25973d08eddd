import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@app/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST api/account/change-password; a 400 'invalidpassword' is shown by the page. The new password
 * ends the user's other sessions; this one goes on with its token (docs/decisions/012).
 */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await api.post('/api/account/change-password', input, {
    silent: (error) => error.status === 400 && !!error.errorKey,
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
