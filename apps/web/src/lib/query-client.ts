import { QueryClient } from '@tanstack/react-query';

/**
 * Server state cache. No automatic retries: every failure already produced its toast, and a
 * retried 4xx would only repeat it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
