import { useMutation } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';

export interface FinishPasswordReset {
  key: string;
  newPassword: string;
}

/** POST api/account/reset-password/finish {key, newPassword}; a 400 'resetkey' is shown by the page. */
export function finishPasswordReset(input: FinishPasswordReset): Promise<void> {
  return typedApi.post('/api/account/reset-password/finish', {
    body: input,
    silent: (error) => error.status === 400 && !!error.errorKey,
  });
}

export const useFinishPasswordReset = () => useMutation({ mutationFn: finishPasswordReset });
