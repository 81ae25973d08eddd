import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagementInfo } from '@app/contracts';
import { typedApi } from './typed-api';

/** GET management/info: profiles for the ribbon and the API-docs switch (shared by the shell and admin menus). */
export const managementInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['management-info'],
    queryFn: ({ signal }): Promise<ManagementInfo> => typedApi.get('/management/info', { signal }),
    staleTime: Infinity,
  });

export interface ProfileInfo {
  /** The ribbon's profile ('dev'), or undefined when no ribbon is shown. */
  ribbonEnv?: string;
  inProduction: boolean;
  isOpenApiEnabled: boolean;
}

export function toProfileInfo(info: ManagementInfo | undefined): ProfileInfo {
  const profiles = info?.activeProfiles ?? [];
  const inProduction = profiles.includes('prod');
  const ribbonProfiles = (info?.['display-ribbon-on-profiles'] ?? '').split(',').map((p) => p.trim());
  const ribbonEnv = ribbonProfiles.find((p) => p && profiles.includes(p)) ?? (ribbonProfiles[0] || undefined);
  return {
    ribbonEnv: info && !inProduction ? (ribbonEnv ?? 'dev') : undefined,
    inProduction,
    isOpenApiEnabled: profiles.includes('api-docs'),
  };
}

export function useProfileInfo(): ProfileInfo {
  const { data } = useQuery(managementInfoQueryOptions());
  return toProfileInfo(data);
}
