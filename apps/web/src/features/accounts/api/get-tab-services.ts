import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TabServiceDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/tab-services?size=100: the services (id, code, name, readOnly), reference data. */
export const getTabServices = (signal?: AbortSignal): Promise<TabServiceDto[]> =>
  typedApi.get('/api/tab-services', { query: { size: 100 }, signal });

export const tabServicesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.tabServices,
    queryFn: ({ signal }) => getTabServices(signal),
    staleTime: Infinity,
  });

export const useTabServices = (enabled = true) => useQuery({ ...tabServicesQueryOptions(), enabled });
