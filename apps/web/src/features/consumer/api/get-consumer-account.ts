import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsumerAccount } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { consumerKeys, consumerRequest } from './consumer-request';

/** GET api/consumer/user-accounts (consumer token): the account, its consents and its purifiers. */
export const getConsumerAccount = (signal?: AbortSignal): Promise<ConsumerAccount> =>
  consumerRequest((options) => typedApi.get('/api/consumer/user-accounts', { signal, ...options }), {
    withConsumerToken: true,
  });

export const consumerAccountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: consumerKeys.account(token),
    queryFn: ({ signal }) => getConsumerAccount(signal),
    staleTime: Infinity,
  });

export const useConsumerAccount = (token: string | null) =>
  useQuery({ ...consumerAccountQueryOptions(token ?? ''), enabled: !!token });
