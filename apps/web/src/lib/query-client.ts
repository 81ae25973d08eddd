import {
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { isSessionQuery } from './auth/session-queries';
import { getToken } from './auth/token-storage';

/**
 * A query client whose session queries (isSessionQuery) are enabled only while a token is stored,
 * on top of their own `enabled`: a tab signed out (here or in another tab) starts none of them, on
 * mounting, invalidating or refetching (a poll already running stops when installSessionSync resets
 * its query). Every query and observer gets its options through defaultQueryOptions, so this is the
 * one place that sees them all.
 */
class SessionQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    // Options defaulted before come back as they are: they are guarded already.
    if (options._defaulted || !isSessionQuery(defaulted.queryKey)) return defaulted;
    const own = defaulted.enabled;
    defaulted.enabled = (query) =>
      getToken() !== null && (typeof own === 'function' ? own(query) : own) !== false;
    return defaulted;
  }
}

/**
 * The app's server state cache. No automatic retries: every failure already produced its toast,
 * and a retried 4xx would only repeat it.
 */
export function createQueryClient(): QueryClient {
  return new SessionQueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
