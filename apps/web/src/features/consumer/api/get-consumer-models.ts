import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsumerModel } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { consumerKeys, consumerRequest } from './consumer-request';

/** GET api/consumer/models (public, no token): the three models of the cards. */
export const consumerModelsQueryOptions = () =>
  queryOptions({
    queryKey: consumerKeys.models,
    queryFn: ({ signal }): Promise<ConsumerModel[]> =>
      consumerRequest((options) => typedApi.get('/api/consumer/models', { signal, ...options })),
    staleTime: 10 * 60_000,
  });

export const useConsumerModels = () => useQuery(consumerModelsQueryOptions());
