import { relations } from 'drizzle-orm';
import { userAccounts } from './accounts';
import { devices } from './devices';
import { deviceStatusLogs, iotLogs } from './iot';
import { comPartnerAccounts, comPartnerAddrs, comPartners } from './partners';
import { deviceModels, nations, tabCities, userAccountTypes } from './reference';
import {
  comPartnerAddrServiceUsers,
  tabServicePermissionPresets,
  tabServicePermissions,
  tabServices,
  tabServiceUserPermissions,
} from './services';
import { authorities, userAuthorities, users } from './users';

// Relations feed drizzle's relational query API (db.query.x.findMany({ with })). The app's
// repositories write their joins themselves and do not use it; the database tests (db.test.ts)
// read the seed through it. They create no SQL and no migration.

export const usersRelations = relations(users, ({ many, one }) => ({
  authorities: many(userAuthorities),
  account: one(userAccounts, { fields: [users.id], references: [userAccounts.userId] }),
}));

export const userAuthoritiesRelations = relations(userAuthorities, ({ one }) => ({
  user: one(users, { fields: [userAuthorities.userId], references: [users.id] }),
  authority: one(authorities, { fields: [userAuthorities.authorityName], references: [authorities.name] }),
}));

export const comPartnersRelations = relations(comPartners, ({ one }) => ({
  nation: one(nations, { fields: [comPartners.nationId], references: [nations.id] }),
}));

export const comPartnerAccountsRelations = relations(comPartnerAccounts, ({ one, many }) => ({
  partner: one(comPartners, { fields: [comPartnerAccounts.partnerId], references: [comPartners.id] }),
  addresses: many(comPartnerAddrs),
}));

export const comPartnerAddrsRelations = relations(comPartnerAddrs, ({ one, many }) => ({
  account: one(comPartnerAccounts, {
    fields: [comPartnerAddrs.accountId],
    references: [comPartnerAccounts.id],
  }),
  partner: one(comPartners, { fields: [comPartnerAddrs.partnerId], references: [comPartners.id] }),
  devices: many(devices),
}));

export const userAccountsRelations = relations(userAccounts, ({ one, many }) => ({
  user: one(users, { fields: [userAccounts.userId], references: [users.id] }),
  type: one(userAccountTypes, { fields: [userAccounts.typeId], references: [userAccountTypes.id] }),
  parent: one(userAccounts, {
    fields: [userAccounts.parentId],
    references: [userAccounts.id],
    relationName: 'accountParent',
  }),
  children: many(userAccounts, { relationName: 'accountParent' }),
  comPartner: one(comPartners, { fields: [userAccounts.comPartnerId], references: [comPartners.id] }),
  comPartnerAccount: one(comPartnerAccounts, {
    fields: [userAccounts.comPartnerAccountId],
    references: [comPartnerAccounts.id],
  }),
  ownedDevices: many(devices, { relationName: 'deviceOwner' }),
  soldDevices: many(devices, { relationName: 'deviceSeller' }),
}));

export const devicesRelations = relations(devices, ({ one }) => ({
  model: one(deviceModels, { fields: [devices.modelId], references: [deviceModels.id] }),
  owner: one(userAccounts, {
    fields: [devices.ownerId],
    references: [userAccounts.id],
    relationName: 'deviceOwner',
  }),
  seller: one(userAccounts, {
    fields: [devices.sellerId],
    references: [userAccounts.id],
    relationName: 'deviceSeller',
  }),
  address: one(comPartnerAddrs, { fields: [devices.addressId], references: [comPartnerAddrs.id] }),
  city: one(tabCities, { fields: [devices.cityId], references: [tabCities.id] }),
}));

export const iotLogsRelations = relations(iotLogs, ({ one }) => ({
  userAccount: one(userAccounts, { fields: [iotLogs.userAccountId], references: [userAccounts.id] }),
}));

export const deviceStatusLogsRelations = relations(deviceStatusLogs, ({ one }) => ({
  device: one(devices, { fields: [deviceStatusLogs.deviceId], references: [devices.id] }),
  iotLog: one(iotLogs, { fields: [deviceStatusLogs.iotLogId], references: [iotLogs.id] }),
}));

export const tabServicePermissionPresetsRelations = relations(
  tabServicePermissionPresets,
  ({ one, many }) => ({
    owner: one(users, { fields: [tabServicePermissionPresets.ownerId], references: [users.id] }),
    permissions: many(tabServicePermissions),
  }),
);

export const tabServicePermissionsRelations = relations(tabServicePermissions, ({ one }) => ({
  tabService: one(tabServices, {
    fields: [tabServicePermissions.tabServiceId],
    references: [tabServices.id],
  }),
  preset: one(tabServicePermissionPresets, {
    fields: [tabServicePermissions.tabServicePermissionPresetId],
    references: [tabServicePermissionPresets.id],
  }),
}));

export const tabServiceUserPermissionsRelations = relations(tabServiceUserPermissions, ({ one }) => ({
  user: one(users, {
    fields: [tabServiceUserPermissions.userId],
    references: [users.id],
    relationName: 'grantee',
  }),
  createdBy: one(users, {
    fields: [tabServiceUserPermissions.createdById],
    references: [users.id],
    relationName: 'grantor',
  }),
  tabService: one(tabServices, {
    fields: [tabServiceUserPermissions.tabServiceId],
    references: [tabServices.id],
  }),
}));

export const comPartnerAddrServiceUsersRelations = relations(comPartnerAddrServiceUsers, ({ one }) => ({
  user: one(users, {
    fields: [comPartnerAddrServiceUsers.userId],
    references: [users.id],
    relationName: 'addrGrantee',
  }),
  createdBy: one(users, {
    fields: [comPartnerAddrServiceUsers.createdById],
    references: [users.id],
    relationName: 'addrGrantor',
  }),
  address: one(comPartnerAddrs, {
    fields: [comPartnerAddrServiceUsers.comPartnerAddrId],
    references: [comPartnerAddrs.id],
  }),
  tabService: one(tabServices, {
    fields: [comPartnerAddrServiceUsers.tabServiceId],
    references: [tabServices.id],
  }),
}));
