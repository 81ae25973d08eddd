import { queryOptions, useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/contracts';
import { typedApi } from '../typed-api';
import { isApiError } from '../api-error';
import { queryClient } from '../query-client';
import { isSessionQuery } from './session-queries';
import { clearToken, getToken, onTokenChange } from './token-storage';

/**
 * The session (docs/product.md#sign-in-and-sessions): GET api/account. Without a token the visitor is anonymous and no call is
 * made; a 401 on this call is no error (no toast), it just means "not signed in".
 */
export const currentUserQueryKey = ['current-user'] as const;

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!getToken()) return null;
  try {
    const user: CurrentUser = await typedApi.get('/api/account', { signal, silent: (e) => e.status === 401 });
    // Signed out while the call was on its way (e.g. opening /logout directly): no session.
    return getToken() ? user : null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: Infinity,
  });

export interface Session {
  user: CurrentUser | null;
  /** Only an activated user counts as authenticated. */
  isAuthenticated: boolean;
  /** False until the first session fetch has finished (private routes render nothing before). */
  sessionFetched: boolean;
  authorities: readonly string[];
}

export function useSession(): Session {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  const isAuthenticated = user?.activated === true;
  return {
    user,
    isAuthenticated,
    sessionFetched: !query.isPending,
    authorities: isAuthenticated ? user.authorities : [],
  };
}

/** Fetches the session again (after sign-in or a settings change) and returns it. */
export function refreshSession(client: QueryClient = queryClient): Promise<CurrentUser | null> {
  return client.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
}

/** How long a sign-out waits, at most, for the server to confirm the session's end. */
const END_SESSION_TIMEOUT_MS = 5_000;

/**
 * Signs out: asks the server to end this session (DELETE api/account/sessions/current, so the token
 * stops working at once), then forgets the token and every cached answer that belonged to the user
 * without waiting for the answer. Best effort: a failure (offline, the session ended already) is
 * neither shown nor waited for — the returned promise resolves when the call has settled, for a
 * caller that leaves the app (an external sign-out address) and would cut it short.
 */
export function logout(): Promise<void> {
  const token = getToken();
  // The call carries the token itself, so it is sent before the token is forgotten and needs no
  // session afterwards; no toast and no token handling of its own (globalHandling: false).
  const ended = token
    ? typedApi
        .delete('/api/account/sessions/current', {
          token,
          globalHandling: false,
          timeoutMs: END_SESSION_TIMEOUT_MS,
        })
        .then(
          () => undefined,
          () => undefined,
        )
    : Promise.resolve();
  clearToken();
  resetUserState(queryClient);
  return ended;
}

/**
 * Ends the session in the cache: its calls on the way are cancelled, and its queries are reset
 * (which tells their mounted observers, so a polling one stops: without a token it is disabled)
 * and forgotten; the session check answers "nobody".
 */
function resetUserState(client: QueryClient) {
  const sessionQueries = { predicate: (query: Query) => isSessionQuery(query.queryKey) };
  void client.cancelQueries({ queryKey: currentUserQueryKey });
  void client.cancelQueries(sessionQueries);
  void client.resetQueries(sessionQueries);
  client.removeQueries(sessionQueries);
  client.setQueryData(currentUserQueryKey, null);
}

/**
 * Keeps the cache in step with the token: when it is cleared (sign-out here or in another tab,
 * 401/403) the session ends. Install it once, on the client made by createQueryClient.
 */
export function installSessionSync(client: QueryClient = queryClient): () => void {
  return onTokenChange((token) => {
    if (token === null) resetUserState(client);
  });
}
