import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@app/contracts';
import { request } from '../../../lib/api-client';
import { bearerFrom, replaceToken } from '../../../lib/auth/token-storage';

/**
 * POST api/account/change-password; a 400 'invalidpassword' is shown by the page. The new password
 * ends the user's other sessions; this one continues with the token in the authorization header.
 */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  const { headers } = await request<void>('/api/account/change-password', {
    method: 'POST',
    body: input,
    silent: (error) => error.status === 400 && !!error.errorKey,
  });
  const token = bearerFrom(headers.get('authorization'));
  if (token) replaceToken(token);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
