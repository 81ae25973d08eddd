import { z } from 'zod';
import { USER_ACCOUNT_STATES } from '../enums';
import { ACCOUNT_ROLES } from '../roles';

/* The answers of the composite account endpoints (api/accounts, api/user-accounts/current ...). */

const nullableText = z.string().nullable();

/** The login user of an account, without anything secret. */
const accountUserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  email: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  langKey: z.string(),
  activated: z.boolean(),
  /** Sorted by name. */
  authorities: z.array(z.string()),
});

/**
 * The account's contact (its com_partner): name, surname, email, phone, address, city, province,
 * note, latitude and longitude, each null when empty. Typed by value only, as the server builds it.
 */
const accountContactSchema = z.record(z.string(), nullableText);

/**
 * The account as the accounts area reads it: the user_account with its type, login user, contact
 * (comPartner) and business data (comPartnerAccount); each part null when the account has none.
 * The type's role is free text in the database, hence a string.
 */
export const accountDtoSchema = z.object({
  id: z.number().int(),
  uuid: z.guid(),
  state: z.enum(USER_ACCOUNT_STATES),
  type: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
  typeId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  parentUUID: z.guid().nullable(),
  userId: z.number().int().nullable(),
  user: accountUserSchema.nullable(),
  comPartnerId: z.number().int().nullable(),
  comPartner: accountContactSchema.nullable(),
  comPartnerAccountId: z.number().int().nullable(),
  /** GET api/user-accounts/current (docs/product.md#filtered-lists-and-lookups) reads comPartnerAccount.id. */
  comPartnerAccount: z
    .object({ id: z.number().int(), businessName: nullableText, vatId: nullableText })
    .nullable(),
  iotStatusFrequency: z.number().int(),
  maxIotRequestPerMonth: z.number().int(),
});

/** POST api/accounts (201): the new account and its generated password, answered this once. */
export const createdAccountDtoSchema = accountDtoSchema.extend({ createdPassword: z.string() });
export type CreatedAccountDto = z.infer<typeof createdAccountDtoSchema>;

/** An account answer; `createdPassword` is there only in the answer to a create. */
export type AccountDto = z.infer<typeof accountDtoSchema> &
  Partial<Pick<CreatedAccountDto, 'createdPassword'>>;

/** GET api/accounts/uuid/{uuid}: the account and its ancestors up to the caller's own account, nearest last. */
export const accountWithAncestorsSchema = z.object({
  account: accountDtoSchema,
  ancestors: z.array(accountDtoSchema),
});
export type AccountWithAncestors = z.infer<typeof accountWithAncestorsSchema>;

/**
 * A permission record of the caller: service level, or address level with `addressId`. The service
 * code is whatever tab_service holds (services can be added), so it is any text here.
 */
export const ownPermissionRecordSchema = z.object({
  serviceCode: z.string(),
  addressId: z.number().int().optional(),
  permissionCreate: z.boolean(),
  permissionRead: z.boolean(),
  permissionUpdate: z.boolean(),
  permissionDelete: z.boolean(),
  permissionCreateAllowed: z.boolean(),
  permissionReadAllowed: z.boolean(),
  permissionUpdateAllowed: z.boolean(),
  permissionDeleteAllowed: z.boolean(),
});

/**
 * GET api/account/permissions: who the caller is in the account model (role null for the super user
 * without an account) and its own permission records (none for a super user).
 */
export const ownPermissionsSchema = z.object({
  isSuperUser: z.boolean(),
  role: z.enum(ACCOUNT_ROLES).nullable(),
  accountId: z.number().int().nullable(),
  userId: z.number().int(),
  records: z.array(ownPermissionRecordSchema).readonly(),
});
export type OwnPermissions = z.infer<typeof ownPermissionsSchema>;
