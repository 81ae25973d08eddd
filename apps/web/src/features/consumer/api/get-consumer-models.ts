import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsumerModel } from '@app/contracts';
import { consumerKeys, consumerRequest } from './consumer-request';

/** GET api/consumer/models (public, no token): the three models of the cards. */
export const consumerModelsQueryOptions = () =>
  queryOptions({
    queryKey: consumerKeys.models,
    queryFn: async ({ signal }) =>
      (await consumerRequest<ConsumerModel[]>('/api/consumer/models', { signal })).data,
    staleTime: 10 * 60_000,
  });

export const useConsumerModels = () => useQuery(consumerModelsQueryOptions());
