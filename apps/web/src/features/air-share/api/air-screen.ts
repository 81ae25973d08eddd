import { useQuery } from '@tanstack/react-query';
import type { AirScreen } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import type { ApiError } from '../../../lib/api-error';

/** The screen refreshes itself every minute (the server's figures move no faster). */
export const AIR_SCREEN_REFRESH_MS = 60_000;

/**
 * GET api/public/air/{token}: without the back-office session (no token sent) and without toasts;
 * the page shows every failure itself. A 404 or 410 is final: no retry, no refresh.
 */
export const useAirScreen = (token: string) =>
  useQuery<AirScreen, ApiError>({
    queryKey: ['air-screen', token],
    queryFn: ({ signal }) =>
      typedApi.get('/api/public/air/{token}', {
        path: { token },
        signal,
        token: null,
        globalHandling: false,
      }),
    refetchInterval: (query) => {
      const status = query.state.error?.status;
      return status === 404 || status === 410 ? false : AIR_SCREEN_REFRESH_MS;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
