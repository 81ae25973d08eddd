import { z } from 'zod';

/**
 * One entry of GET api/tab-service-user-permissions/new-permission-list?userId=: per service in
 * use, the user's stored tab-service-user-permission record, or a new one to fill in (id and
 * createdAt null, every flag off, the caller proposed as its creator). The service's code and
 * read-only flag come along for the sheet's rules.
 */
export const permissionSheetEntrySchema = z.object({
  id: z.number().int().nullable(),
  createdAt: z.iso.datetime().nullable(),
  permissionCreate: z.boolean(),
  permissionRead: z.boolean(),
  permissionUpdate: z.boolean(),
  permissionDelete: z.boolean(),
  permissionCreateAllowed: z.boolean(),
  permissionReadAllowed: z.boolean(),
  permissionUpdateAllowed: z.boolean(),
  permissionDeleteAllowed: z.boolean(),
  userId: z.number().int(),
  userLogin: z.string(),
  createdById: z.number().int().nullable(),
  tabServiceId: z.number().int(),
  tabServiceName: z.string(),
  tabServiceCode: z.string(),
  tabServiceReadOnly: z.boolean(),
  relatedPresetId: z.number().int().nullable(),
});
export type PermissionSheetEntry = z.infer<typeof permissionSheetEntrySchema>;
