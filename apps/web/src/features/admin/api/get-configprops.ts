import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigPropsReport } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET management/configprops */
export const configPropsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'configprops'],
    queryFn: ({ signal }) => api.get<ConfigPropsReport>('/management/configprops', { signal }),
  });

export const useConfigProps = () => useQuery(configPropsQueryOptions());
