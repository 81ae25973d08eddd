import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userSessionListSchema, type UserSession } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { logout } from '../../../lib/auth/session';

/**
 * The signed-in user's own sessions (docs/decisions/012): GET api/account/sessions lists them (the
 * current one first), DELETE api/account/sessions/{id | others | current} ends them. The page shows
 * the outcome itself, so the mutations' failures raise no toast (401/403 keep their global handling:
 * the token goes and the visitor is sent to sign in). The list's key is not under 'account' (whose
 * queries outlive a sign-out): it belongs to the user.
 */
export const userSessionsQueryKey = ['user-sessions'] as const;

const shownByThePage = (error: ApiError) => error.status !== 401 && error.status !== 403;

/** A 404 'sessionnotfound': the session had ended already (elsewhere, or it expired). */
export const isSessionNotFound = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && error.errorKey === 'sessionnotfound';

export async function getUserSessions(signal?: AbortSignal): Promise<UserSession[]> {
  const data: unknown = await typedApi.get('/api/account/sessions', { signal });
  return userSessionListSchema.parse(data);
}

export const userSessionsQueryOptions = () =>
  queryOptions({
    queryKey: userSessionsQueryKey,
    queryFn: ({ signal }) => getUserSessions(signal),
    // The list changes when the user signs in elsewhere: read it each time the page opens.
    staleTime: 0,
  });

export const useUserSessions = () => useQuery(userSessionsQueryOptions());

/** DELETE api/account/sessions/{id}. */
export const endUserSession = (id: string): Promise<void> =>
  typedApi.delete('/api/account/sessions/{id}', { path: { id }, silent: shownByThePage });

/** DELETE api/account/sessions/others: every session but this one. */
export const endOtherUserSessions = (): Promise<void> =>
  typedApi.delete('/api/account/sessions/others', { silent: shownByThePage });

function useInvalidatingMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Also after a failure: a 404 means the list on screen is out of date.
    onSettled: () => client.invalidateQueries({ queryKey: userSessionsQueryKey }),
  });
}

/** Ends one of the user's other sessions; its token is refused from its next call. */
export const useEndUserSession = () => useInvalidatingMutation((id: string) => endUserSession(id));

/** Ends every session of the user but this one. */
export const useEndOtherUserSessions = () => useInvalidatingMutation(() => endOtherUserSessions());

/**
 * Ends this session: signs out (lib/auth/session `logout`, which asks the server to end the session
 * with DELETE api/account/sessions/current and forgets the token without waiting for the answer).
 */
export const useEndCurrentUserSession = () => useMutation({ mutationFn: () => logout() });
