import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpeningHours, ThresholdSet, ThresholdView } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/**
 * Whose thresholds (decision 040): an account's hold for its whole subtree, a site's for its
 * devices; the same view and the same rules for both, only the URL differs.
 */
export interface SettingsTarget {
  kind: 'account' | 'site';
  id: number;
}

const thresholdsPath = ({ kind }: SettingsTarget) =>
  kind === 'account'
    ? ('/api/accounts/{id}/thresholds' as const)
    : ('/api/addresses/{id}/thresholds' as const);

/** A site's or an account's settings (decision 040): its thresholds' layer; a site's opening hours. */
export const siteSettingsKeys = {
  thresholds: ({ kind, id }: SettingsTarget) => ['site-settings', kind, id, 'thresholds'] as const,
  hours: (addressId: number) => ['site-settings', addressId, 'opening-hours'] as const,
};

/** GET api/{accounts|addresses}/{id}/thresholds: the overrides here, what is inherited, what is in force. */
export const useThresholds = (target: SettingsTarget) =>
  useQuery({
    queryKey: siteSettingsKeys.thresholds(target),
    queryFn: ({ signal }): Promise<ThresholdView> =>
      typedApi.get(thresholdsPath(target), {
        path: { id: target.id },
        signal,
        silent: (error) => error.status === 404 || error.status === 403,
      }),
  });

/** PUT (the overrides given replace the target's) or DELETE (back to what it inherits). */
export function useSaveThresholds(target: SettingsTarget) {
  const client = useQueryClient();
  const path = thresholdsPath(target);
  return useMutation({
    mutationFn: async (overrides: ThresholdSet | null): Promise<void> => {
      if (overrides === null) await typedApi.delete(path, { path: { id: target.id } });
      else await typedApi.put(path, { path: { id: target.id }, body: { overrides }, silent: () => true });
    },
    // An account's change moves what every site and account below it inherits.
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: target.kind === 'account' ? ['site-settings'] : siteSettingsKeys.thresholds(target),
      }),
  });
}

/** GET api/addresses/{id}/opening-hours: the hours, or null (204) when the site has none. */
export const useOpeningHours = (addressId: number) =>
  useQuery({
    queryKey: siteSettingsKeys.hours(addressId),
    queryFn: async ({ signal }): Promise<OpeningHours | null> =>
      (await typedApi.get('/api/addresses/{id}/opening-hours', {
        path: { id: addressId },
        signal,
        silent: (error) => error.status === 404 || error.status === 403,
      })) ?? null,
  });

export function useSaveOpeningHours(addressId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (hours: OpeningHours | null): Promise<void> => {
      if (hours === null)
        await typedApi.delete('/api/addresses/{id}/opening-hours', { path: { id: addressId } });
      else
        await typedApi.put('/api/addresses/{id}/opening-hours', {
          path: { id: addressId },
          body: hours,
          silent: () => true,
        });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: siteSettingsKeys.hours(addressId) }),
  });
}
