import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonthlyReportOptIn } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

const monthlyReportKey = ['fleet', 'monthly-report'] as const;

/** GET api/fleet/monthly-report: whether the caller's account receives the monthly report mail. */
export const monthlyReportQueryOptions = () =>
  queryOptions({
    queryKey: monthlyReportKey,
    queryFn: ({ signal }): Promise<MonthlyReportOptIn> =>
      typedApi.get('/api/fleet/monthly-report', { signal }),
  });

export const useMonthlyReport = (enabled = true) => useQuery({ ...monthlyReportQueryOptions(), enabled });

/** PUT api/fleet/monthly-report. */
export function useSetMonthlyReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean): Promise<MonthlyReportOptIn> =>
      typedApi.put('/api/fleet/monthly-report', { body: { enabled } }),
    onSuccess: (saved) => client.setQueryData(monthlyReportKey, saved),
  });
}
