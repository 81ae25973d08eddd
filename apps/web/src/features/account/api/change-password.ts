import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePassword {
  currentPassword: string;
  newPassword: string;
}

/** POST api/account/change-password; a 400 'invalidpassword' is shown by the page. */
export function changePassword(input: ChangePassword): Promise<void> {
  return api.post('/api/account/change-password', input, {
    silent: (error) => error.status === 400 && !!error.errorKey,
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
