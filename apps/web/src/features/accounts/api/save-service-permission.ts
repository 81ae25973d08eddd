import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionSheetEntry, TabServiceUserPermissionDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/**
 * Saves one entry of a permission sheet: POST api/tab-service-user-permissions for a new record
 * (without id and createdAt), PUT api/tab-service-user-permissions/{id} with the whole record
 * otherwise. A 403 grantnotallowed means the grantor lacks an "...Allowed" flag (the page disables
 * those switches, so it only happens when the grantor's own permissions changed meanwhile).
 */
export function saveServicePermission(entry: PermissionSheetEntry): Promise<TabServiceUserPermissionDto> {
  if (entry.id === null) {
    const { id: _id, createdAt: _createdAt, ...record } = entry;
    return api.post<TabServiceUserPermissionDto>('/api/tab-service-user-permissions', record);
  }
  return api.put<TabServiceUserPermissionDto>(`/api/tab-service-user-permissions/${entry.id}`, entry);
}

/** Saves the changed entries one after the other; the sheet is read again afterwards. */
export function useSaveServicePermissions(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entries: PermissionSheetEntry[]) => {
      for (const entry of entries) await saveServicePermission(entry);
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.permissionSheet(userId) }),
  });
}
