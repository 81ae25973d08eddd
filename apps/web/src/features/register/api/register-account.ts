import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** POST api/register -> 201. A 400 with an errorKey (userexists, emailexists) is shown by the page. */
export function registerAccount(input: RegisterRequest): Promise<void> {
  return typedApi.post('/api/register', {
    body: input,
    silent: (error) => error.status === 400 && !!error.errorKey,
  });
}

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
