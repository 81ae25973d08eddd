import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpeningHours, ThresholdSet, ThresholdView } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** A site's settings (decision 040): its thresholds' layer and its opening hours. */
export const siteSettingsKeys = {
  thresholds: (addressId: number) => ['site-settings', addressId, 'thresholds'] as const,
  hours: (addressId: number) => ['site-settings', addressId, 'opening-hours'] as const,
};

/** GET api/addresses/{id}/thresholds: the site's overrides, what it inherits, what is in force. */
export const useSiteThresholds = (addressId: number) =>
  useQuery({
    queryKey: siteSettingsKeys.thresholds(addressId),
    queryFn: ({ signal }) =>
      api.get<ThresholdView>(`/api/addresses/${addressId}/thresholds`, {
        signal,
        silent: (error) => error.status === 404 || error.status === 403,
      }),
  });

/** PUT (the overrides given replace the site's) or DELETE (back to what it inherits). */
export function useSaveSiteThresholds(addressId: number) {
  const client = useQueryClient();
  const url = `/api/addresses/${addressId}/thresholds`;
  return useMutation({
    mutationFn: async (overrides: ThresholdSet | null): Promise<void> => {
      if (overrides === null) await api.delete(url);
      else await api.put<ThresholdView>(url, { overrides }, { silent: () => true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: siteSettingsKeys.thresholds(addressId) }),
  });
}

/** GET api/addresses/{id}/opening-hours: the hours, or null (204) when the site has none. */
export const useOpeningHours = (addressId: number) =>
  useQuery({
    queryKey: siteSettingsKeys.hours(addressId),
    queryFn: async ({ signal }) =>
      (await api.get<OpeningHours | undefined>(`/api/addresses/${addressId}/opening-hours`, {
        signal,
        silent: (error) => error.status === 404 || error.status === 403,
      })) ?? null,
  });

export function useSaveOpeningHours(addressId: number) {
  const client = useQueryClient();
  const url = `/api/addresses/${addressId}/opening-hours`;
  return useMutation({
    mutationFn: async (hours: OpeningHours | null): Promise<void> => {
      if (hours === null) await api.delete(url);
      else await api.put<OpeningHours>(url, hours, { silent: () => true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: siteSettingsKeys.hours(addressId) }),
  });
}
