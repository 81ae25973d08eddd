import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertRuleDto, FilterSite } from '@app/contracts';
import { typedApi } from '../typed-api';

/**
 * GET api/fleet/filters/sites (DEVICE_MANAGEMENT read): the sites of the caller's devices, the
 * choices of the alarm list's site filter and of a site rule's scope. The same cache entry as the
 * filter due list's site filter.
 */
export const alarmSitesQueryOptions = () =>
  queryOptions({
    queryKey: ['fleet', 'filters', 'sites'] as const,
    queryFn: ({ signal }): Promise<FilterSite[]> => typedApi.get('/api/fleet/filters/sites', { signal }),
    staleTime: 60_000,
  });

export const useAlarmSites = (enabled = true) => useQuery({ ...alarmSitesQueryOptions(), enabled });

export const alertRuleKeys = {
  all: ['alert-rules'] as const,
  list: (scope: string) => ['alert-rules', 'list', scope] as const,
};

/** GET api/alert-rules?accountId&addressId: the rules the caller may see (of one account or site when given). */
export const alertRulesQueryOptions = (scope: { accountId?: number; addressId?: number } = {}) =>
  queryOptions({
    queryKey: alertRuleKeys.list(JSON.stringify(scope)),
    queryFn: ({ signal }): Promise<AlertRuleDto[]> =>
      typedApi.get('/api/alert-rules', { query: scope, signal }),
    staleTime: 30_000,
  });

export const useAlertRules = (scope: { accountId?: number; addressId?: number } = {}, enabled = true) =>
  useQuery({ ...alertRulesQueryOptions(scope), enabled });
