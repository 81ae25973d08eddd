import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthReport } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { isApiError } from '../../../lib/api-error';

/** GET management/health: a 503 still carries the report (some component is DOWN), so it is no error. */
export async function getHealth(signal?: AbortSignal): Promise<HealthReport> {
  try {
    return await typedApi.get('/management/health', { signal, silent: (e) => e.status === 503 });
  } catch (error) {
    const body = isApiError(error) ? (error.body as unknown as HealthReport | undefined) : undefined;
    if (isApiError(error) && error.status === 503 && body?.components) return body;
    throw error;
  }
}

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'health'], queryFn: ({ signal }) => getHealth(signal), staleTime: 0 });

export const useHealth = () => useQuery(healthQueryOptions());
