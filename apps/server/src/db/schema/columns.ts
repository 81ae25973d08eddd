import { bigint, boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** Every table uses an identity key; "by default" lets the seed and imports set explicit ids. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Log tables grow with every poll (10,000 devices every 5 minutes pass 2^31 rows in two years): bigint keys, read as JS numbers. */
export const bigId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** Datetimes are instants: timestamptz, read as JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The four CRUD flags and their "...Allowed" twins shared by user-level and address-level
 * service permissions (docs/product.md#services-and-permissions). A function, because drizzle column builders cannot be reused.
 */
export const permissionFlags = () => ({
  permissionCreate: boolean('permission_create').notNull().default(false),
  permissionRead: boolean('permission_read').notNull().default(false),
  permissionUpdate: boolean('permission_update').notNull().default(false),
  permissionDelete: boolean('permission_delete').notNull().default(false),
  permissionCreateAllowed: boolean('permission_create_allowed').notNull().default(false),
  permissionReadAllowed: boolean('permission_read_allowed').notNull().default(false),
  permissionUpdateAllowed: boolean('permission_update_allowed').notNull().default(false),
  permissionDeleteAllowed: boolean('permission_delete_allowed').notNull().default(false),
});
