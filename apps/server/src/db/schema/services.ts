import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, permissionFlags, timestamptz } from './columns';
import { comPartnerAddrs } from './partners';
import { users } from './users';

/** The 8 services (docs/product.md#services-and-permissions); code is how rules refer to a service, so it is unique. */
export const tabServices = pgTable(
  'tab_service',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [uniqueIndex('tab_service_code_idx').on(t.code)],
);

/** A named bundle of permissions handed out together (e.g. the default set of a role). */
export const tabServicePermissionPresets = pgTable(
  'tab_service_permission_preset',
  {
    id: id(),
    name: text('name').notNull(),
    targetRole: text('target_role'),
    removed: boolean('removed').notNull().default(false),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('tab_service_permission_preset_owner_id_idx').on(t.ownerId),
    index('tab_service_permission_preset_target_role_idx').on(t.targetRole),
  ],
);

/** Declared by hand where drizzle's generated name would pass PostgreSQL's 63-character limit. */
const presetFk = (name: string, column: AnyPgColumn) =>
  foreignKey({ name, columns: [column], foreignColumns: [tabServicePermissionPresets.id] });

/** One service's CRUD flags inside a preset; deleting the preset deletes its lines. */
export const tabServicePermissions = pgTable(
  'tab_service_permission',
  {
    id: id(),
    permissionCreate: boolean('permission_create').notNull().default(false),
    permissionRead: boolean('permission_read').notNull().default(false),
    permissionUpdate: boolean('permission_update').notNull().default(false),
    permissionDelete: boolean('permission_delete').notNull().default(false),
    tabServiceId: integer('tab_service_id')
      .notNull()
      .references(() => tabServices.id),
    tabServicePermissionPresetId: integer('tab_service_permission_preset_id'),
  },
  (t) => [
    presetFk(
      'tab_service_permission_tab_service_permission_preset_id_fk',
      t.tabServicePermissionPresetId,
    ).onDelete('cascade'),
    index('tab_service_permission_tab_service_id_idx').on(t.tabServiceId),
    index('tab_service_permission_tab_service_permission_preset_id_idx').on(t.tabServicePermissionPresetId),
  ],
);

/**
 * A user's permission on a service (missing row = full permission). Rows belong to the user
 * and go with it; the grantor (createdById) must be reassigned before it can be deleted.
 */
export const tabServiceUserPermissions = pgTable(
  'tab_service_user_permission',
  {
    id: id(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    ...permissionFlags(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    tabServiceId: integer('tab_service_id')
      .notNull()
      .references(() => tabServices.id),
    relatedPresetId: integer('related_preset_id'),
  },
  (t) => [
    presetFk('tab_service_user_permission_related_preset_id_fk', t.relatedPresetId).onDelete('set null'),
    index('tab_service_user_permission_user_id_tab_service_id_idx').on(t.userId, t.tabServiceId),
    index('tab_service_user_permission_created_by_id_idx').on(t.createdById),
    index('tab_service_user_permission_tab_service_id_idx').on(t.tabServiceId),
    index('tab_service_user_permission_related_preset_id_idx').on(t.relatedPresetId),
  ],
);

/** Address-level permissions (DEVICE_MANAGEMENT and STATISTICS_MANAGEMENT only, docs/product.md#services-and-permissions). */
export const comPartnerAddrServiceUsers = pgTable(
  'com_partner_addr_service_user',
  {
    id: id(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    ...permissionFlags(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comPartnerAddrId: integer('com_partner_addr_id').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    tabServiceId: integer('tab_service_id')
      .notNull()
      .references(() => tabServices.id),
    relatedPresetId: integer('related_preset_id'),
  },
  (t) => [
    foreignKey({
      name: 'com_partner_addr_service_user_com_partner_addr_id_fk',
      columns: [t.comPartnerAddrId],
      foreignColumns: [comPartnerAddrs.id],
    }).onDelete('cascade'),
    presetFk('com_partner_addr_service_user_related_preset_id_fk', t.relatedPresetId).onDelete('set null'),
    index('com_partner_addr_service_user_user_id_com_partner_addr_id_idx').on(t.userId, t.comPartnerAddrId),
    index('com_partner_addr_service_user_com_partner_addr_id_idx').on(t.comPartnerAddrId),
    index('com_partner_addr_service_user_created_by_id_idx').on(t.createdById),
    index('com_partner_addr_service_user_tab_service_id_idx').on(t.tabServiceId),
    index('com_partner_addr_service_user_related_preset_id_idx').on(t.relatedPresetId),
  ],
);
