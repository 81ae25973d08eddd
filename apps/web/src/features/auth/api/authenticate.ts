import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginRequest } from '@app/contracts';
import { callOperation } from '../../../lib/typed-api';
import { refreshSession } from '../../../lib/auth/session';
import { bearerFrom, clearToken, setToken } from '../../../lib/auth/token-storage';

export class AccountNotActivatedError extends Error {
  override readonly name = 'AccountNotActivatedError';
}

/**
 * POST api/authenticate: the token comes in the Authorization header (id_token in the body as a
 * fallback) and is kept per "remember me"; the session is fetched right after. Wrong credentials
 * (401) and too many attempts (429) are shown by the form, not as toasts.
 */
export async function authenticate(input: LoginRequest): Promise<CurrentUser> {
  const response = await callOperation('post', '/api/authenticate', {
    body: input,
    silent: (error) => error.status === 401 || error.status === 429,
  });
  const token = bearerFrom(response.headers.get('authorization')) ?? response.data?.id_token ?? null;
  if (!token) throw new Error('The sign-in answer carried no token');
  setToken(token, input.rememberMe);
  const account = await refreshSession();
  if (!account?.activated) {
    clearToken();
    throw new AccountNotActivatedError('The account is not activated');
  }
  return account;
}

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
