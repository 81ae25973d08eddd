import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_ROLES, type AccountRole, type PermissionRecord } from '@app/contracts';
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

/** The eight permission flags of a record as JSON object entries, in the records' camelCase names. */
const flagEntries = (t: typeof tabServiceUserPermissions | typeof comPartnerAddrServiceUsers): SQL =>
  sql`'permissionCreate', ${t.permissionCreate}, 'permissionRead', ${t.permissionRead},
    'permissionUpdate', ${t.permissionUpdate}, 'permissionDelete', ${t.permissionDelete},
    'permissionCreateAllowed', ${t.permissionCreateAllowed}, 'permissionReadAllowed', ${t.permissionReadAllowed},
    'permissionUpdateAllowed', ${t.permissionUpdateAllowed}, 'permissionDeleteAllowed', ${t.permissionDeleteAllowed}`;

interface CallerRow {
  user_id: number;
  account_id: number | null;
  account_uuid: string | null;
  role: string | null;
  com_partner_account_id: number | null;
  /** Service records first, then address records; null when none are read (super user, no account). */
  records: PermissionRecord[] | string | null;
}

/** A caller's row: the user, its live account and, unless skipped, its permission records. */
const callerQuery = (db: AppDatabase) =>
  db
    .select({
      user_id: users.id,
      account_id: userAccounts.id,
      account_uuid: userAccounts.uuid,
      role: userAccountTypes.role,
      com_partner_account_id: userAccounts.comPartnerAccountId,
      records: sql<CallerRow['records']>`case when ${sql.placeholder('isSuperUser')}::boolean
          or ${userAccounts.id} is null then null else (
        select coalesce(json_agg(r.record order by r.kind, r.id), '[]'::json) from (
          select 0 as kind, ${tabServiceUserPermissions.id} as id, json_build_object(
            'serviceCode', ${tabServices.code}, ${flagEntries(tabServiceUserPermissions)}) as record
          from ${tabServiceUserPermissions}
          join ${tabServices} on ${tabServices.id} = ${tabServiceUserPermissions.tabServiceId}
          where ${tabServiceUserPermissions.userId} = ${users.id}
          union all
          select 1, ${comPartnerAddrServiceUsers.id}, json_build_object(
            'serviceCode', ${tabServices.code}, 'addressId', ${comPartnerAddrServiceUsers.comPartnerAddrId},
            ${flagEntries(comPartnerAddrServiceUsers)})
          from ${comPartnerAddrServiceUsers}
          join ${tabServices} on ${tabServices.id} = ${comPartnerAddrServiceUsers.tabServiceId}
          where ${comPartnerAddrServiceUsers.userId} = ${users.id}
        ) r) end`,
    })
    .from(users)
    .leftJoin(userAccounts, and(eq(userAccounts.userId, users.id), ne(userAccounts.state, 'DELETED')))
    .leftJoin(userAccountTypes, eq(userAccountTypes.id, userAccounts.typeId))
    .where(eq(users.login, sql.placeholder('login')))
    // A named prepared statement: built once here, parsed and planned once per connection by
    // PostgreSQL; it runs on every request.
    .prepare('caller_load');

/** Reads who a caller is in the account model: its user, its account and its permission records. */
export class CallerRepository {
  private readonly query: ReturnType<typeof callerQuery>;

  constructor(db: AppDatabase) {
    this.query = callerQuery(db);
  }

  /**
   * The caller of a user as the rules see it, read now (never cached): the request's caller, or the
   * user a job acts for (the monthly report is what that user could download itself). One statement,
   * one round trip, prepared: the user, its live account, and — unless it is the super user or has
   * no account — its service and address permission records as JSON (docs/decisions/026).
   */
  async load(login: string, isSuperUser: boolean): Promise<Caller | undefined> {
    const [row] = (await this.query.execute({ login, isSuperUser })) as CallerRow[];
    if (!row) return undefined;
    const account: CallerAccount | undefined =
      row.account_id === null
        ? undefined
        : {
            id: row.account_id,
            uuid: row.account_uuid!,
            role: ACCOUNT_ROLES.includes(row.role as AccountRole) ? (row.role as AccountRole) : undefined,
            comPartnerAccountId: row.com_partner_account_id,
          };
    const records =
      typeof row.records === 'string' ? (JSON.parse(row.records) as PermissionRecord[]) : row.records;
    return { login, userId: row.user_id, isSuperUser, role: account?.role, account, records: records ?? [] };
  }
}
