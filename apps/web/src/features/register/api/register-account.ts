import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** POST api/register -> 201. A 400 with an errorKey (userexists, emailexists) is shown by the page. */
export function registerAccount(input: RegisterRequest): Promise<void> {
  return api.post('/api/register', input, { silent: (error) => error.status === 400 && !!error.errorKey });
}

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
