import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigPropsReport } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** GET management/configprops */
export const configPropsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'configprops'],
    queryFn: ({ signal }): Promise<ConfigPropsReport> => typedApi.get('/management/configprops', { signal }),
  });

export const useConfigProps = () => useQuery(configPropsQueryOptions());
