import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AirStandardsOverview } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { airQualityKeys } from './get-air-quality-sites';

/**
 * GET api/fleet/air-standards/sites?from&to (ISO dates, to excluded): every reachable site's headline
 * WHO, WELL and RESET figures from the hourly roll-up, worst first (decision 049).
 */
export const airStandardsOverviewQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...airQualityKeys.all, 'standards-overview', from, to] as const,
    queryFn: ({ signal }): Promise<AirStandardsOverview> =>
      typedApi.get('/api/fleet/air-standards/sites', { signal, query: { from, to } }),
    staleTime: 60_000,
    // As the sites view: a new period keeps the old table on screen (marked busy) until it answers.
    placeholderData: keepPreviousData,
  });

export const useAirStandardsOverview = (from: string, to: string, enabled = true) =>
  useQuery({ ...airStandardsOverviewQueryOptions(from, to), enabled });
