import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_ROLES, type AccountRole, type PermissionRecord, type ServiceCode } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import type { Caller } from './caller';
import {
  comPartnerAddrServiceUsers,
  tabServices,
  tabServiceUserPermissions,
  userAccounts,
  userAccountTypes,
  users,
} from '../../db/schema';

export interface CallerAccount {
  id: number;
  uuid: string;
  role: AccountRole | undefined;
  comPartnerAccountId: number | null;
}

const flags = (t: typeof tabServiceUserPermissions | typeof comPartnerAddrServiceUsers) => ({
  permissionCreate: t.permissionCreate,
  permissionRead: t.permissionRead,
  permissionUpdate: t.permissionUpdate,
  permissionDelete: t.permissionDelete,
  permissionCreateAllowed: t.permissionCreateAllowed,
  permissionReadAllowed: t.permissionReadAllowed,
  permissionUpdateAllowed: t.permissionUpdateAllowed,
  permissionDeleteAllowed: t.permissionDeleteAllowed,
});

/** Reads who a caller is in the account model: its user, its account and its permission records. */
export class CallerRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The caller of a user as the rules see it, read now (never cached): the request's caller, or the
   * user a job acts for (the monthly report is what that user could download itself).
   */
  async load(login: string, isSuperUser: boolean): Promise<Caller | undefined> {
    const userId = await this.userIdOf(login);
    if (userId === undefined) return undefined;
    const account = await this.accountOfUser(userId);
    const records = isSuperUser || !account ? [] : await this.permissionRecords(userId);
    return { login, userId, isSuperUser, role: account?.role, account, records };
  }

  async userIdOf(login: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.login, login));
    return row?.id;
  }

  async accountOfUser(userId: number): Promise<CallerAccount | undefined> {
    const [row] = await this.db
      .select({
        id: userAccounts.id,
        uuid: userAccounts.uuid,
        role: userAccountTypes.role,
        comPartnerAccountId: userAccounts.comPartnerAccountId,
      })
      .from(userAccounts)
      .leftJoin(userAccountTypes, eq(userAccountTypes.id, userAccounts.typeId))
      .where(sql`${userAccounts.userId} = ${userId} and ${userAccounts.state} <> 'DELETED'`);
    if (!row) return undefined;
    const role = ACCOUNT_ROLES.includes(row.role as AccountRole) ? (row.role as AccountRole) : undefined;
    return { id: row.id, uuid: row.uuid, role, comPartnerAccountId: row.comPartnerAccountId };
  }

  async permissionRecords(userId: number): Promise<PermissionRecord[]> {
    const service = await this.db
      .select({ serviceCode: tabServices.code, ...flags(tabServiceUserPermissions) })
      .from(tabServiceUserPermissions)
      .innerJoin(tabServices, eq(tabServices.id, tabServiceUserPermissions.tabServiceId))
      .where(eq(tabServiceUserPermissions.userId, userId));
    const address = await this.db
      .select({
        serviceCode: tabServices.code,
        addressId: comPartnerAddrServiceUsers.comPartnerAddrId,
        ...flags(comPartnerAddrServiceUsers),
      })
      .from(comPartnerAddrServiceUsers)
      .innerJoin(tabServices, eq(tabServices.id, comPartnerAddrServiceUsers.tabServiceId))
      .where(eq(comPartnerAddrServiceUsers.userId, userId));
    return [...service, ...address].map((r) => ({ ...r, serviceCode: r.serviceCode as ServiceCode }));
  }
}
