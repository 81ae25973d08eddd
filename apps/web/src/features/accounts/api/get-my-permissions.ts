import { queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICE_CODES, type PermissionRecord, type ServiceCode } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';
import type { AddressPermissionDto, ServicePermissionDto, TabServiceDto } from './types';

/**
 * The caller's own permission records, service level and address level, with their service codes:
 * GET api/tab-service-user-permissions?userId.equals= and api/com-partner-addr-service-users?userId.equals=.
 */
export async function getMyPermissions(
  userId: number,
  services: readonly TabServiceDto[],
  signal?: AbortSignal,
): Promise<PermissionRecord[]> {
  const [records, addressRecords] = await Promise.all([
    api.get<ServicePermissionDto[]>('/api/tab-service-user-permissions', {
      query: { 'userId.equals': userId, size: 100 },
      signal,
    }),
    api.get<AddressPermissionDto[]>('/api/com-partner-addr-service-users', {
      query: { 'userId.equals': userId, size: 1000 },
      signal,
    }),
  ]);
  const codeOf = new Map(services.map((s) => [s.id, s.code]));
  const toRecord = (r: ServicePermissionDto | AddressPermissionDto, addressId?: number) => {
    const code = codeOf.get(r.tabServiceId);
    if (!code || !SERVICE_CODES.includes(code as ServiceCode)) return [];
    const record: PermissionRecord = {
      serviceCode: code as ServiceCode,
      permissionCreate: r.permissionCreate,
      permissionRead: r.permissionRead,
      permissionUpdate: r.permissionUpdate,
      permissionDelete: r.permissionDelete,
      permissionCreateAllowed: r.permissionCreateAllowed,
      permissionReadAllowed: r.permissionReadAllowed,
      permissionUpdateAllowed: r.permissionUpdateAllowed,
      permissionDeleteAllowed: r.permissionDeleteAllowed,
    };
    return [addressId === undefined ? record : { ...record, addressId }];
  };
  return [
    ...records.flatMap((r) => toRecord(r)),
    ...addressRecords.flatMap((r) => toRecord(r, r.comPartnerAddrId)),
  ];
}

export const myPermissionsQueryOptions = (userId: number, services: readonly TabServiceDto[]) =>
  queryOptions({
    queryKey: accountKeys.myPermissions(userId),
    queryFn: ({ signal }) => getMyPermissions(userId, services, signal),
    staleTime: 5 * 60_000,
  });

export const useMyPermissions = (
  userId: number | undefined,
  services: readonly TabServiceDto[] | undefined,
) =>
  useQuery({
    ...myPermissionsQueryOptions(userId ?? 0, services ?? []),
    enabled: userId !== undefined && services !== undefined,
  });
