import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetHealthDto } from '@app/contracts';
import { api } from '../../../lib/api-client';

/**
 * GET api/fleet/health: the health score of the caller's fleet, for the dashboard's panel (the same
 * key as the fleet health page's read of the caller's own fleet, so the cache is shared). Needs
 * DEVICE_MANAGEMENT read, as the dashboard itself.
 */
export const dashboardHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['fleet', 'health', 'fleet', 'own'] as const,
    queryFn: ({ signal }) => api.get<FleetHealthDto>('/api/fleet/health', { query: {}, signal }),
    staleTime: 60_000,
  });

export const useDashboardHealth = (enabled: boolean) =>
  useQuery({ ...dashboardHealthQueryOptions(), enabled });
