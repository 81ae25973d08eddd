import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComPartnerAddrServiceUserDto, PermissionFlags } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

export interface AddressPermissionChange {
  /** The stored record, when there is one. */
  record: ComPartnerAddrServiceUserDto | undefined;
  /** null: remove the record (the user falls back to its service-level permission). */
  flags: PermissionFlags | null;
  userId: number;
  addressId: number;
  tabServiceId: number;
  createdById: number;
}

/**
 * One address-level permission: POST api/com-partner-addr-service-users for a new record, PUT
 * .../{id} with the whole record, or DELETE .../{id} to remove it.
 */
export async function saveAddressPermission(change: AddressPermissionChange): Promise<void> {
  const { record, flags } = change;
  if (flags === null) {
    if (record)
      await typedApi.delete('/api/com-partner-addr-service-users/{id}', { path: { id: record.id } });
    return;
  }
  if (record) {
    await typedApi.put('/api/com-partner-addr-service-users/{id}', {
      path: { id: record.id },
      body: { ...record, ...flags, createdById: change.createdById },
    });
    return;
  }
  await typedApi.post('/api/com-partner-addr-service-users', {
    body: {
      userId: change.userId,
      comPartnerAddrId: change.addressId,
      tabServiceId: change.tabServiceId,
      createdById: change.createdById,
      ...flags,
    },
  });
}

export function useSaveAddressPermissions(userId: number, addressId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: AddressPermissionChange[]) => {
      for (const change of changes) await saveAddressPermission(change);
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: accountKeys.addressPermissions(userId, addressId) }),
  });
}
