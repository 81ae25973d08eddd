import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotaStatus } from '@app/contracts';
import { typedApi } from './typed-api';
import { QUOTA_QUERY_KEY } from './quota-query-key';

/** The quota guard runs every 5 minutes; the banner reads again at the same pace. */
const QUOTA_REFRESH_MS = 5 * 60_000;

/**
 * GET api/fleet/quota: the caller's own account's IoT requests this month, the projection to the
 * month's end and the polling slowdown; null for a super user without an account (204). Any user
 * of the account area may call it.
 */
export const getQuota = async (signal?: AbortSignal): Promise<QuotaStatus | null> =>
  (await typedApi.get('/api/fleet/quota', { signal })) ?? null;

export const quotaQueryOptions = () =>
  queryOptions({
    queryKey: QUOTA_QUERY_KEY,
    queryFn: ({ signal }) => getQuota(signal),
    staleTime: 60_000,
    refetchInterval: QUOTA_REFRESH_MS,
  });

export const useQuota = (enabled = true) => useQuery({ ...quotaQueryOptions(), enabled });
