import { and, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import type { Thresholds } from '@app/contracts';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  deviceFilterForecasts,
  deviceLatestStatuses,
  devices,
  iotLogs,
  userAccounts,
  users,
} from '../../db/schema';
import type { Caller } from '../access/caller';
import { ENTITY_POLICIES } from '../access/entity-policies-sql';
import { subtreeIds } from '../access/scope-sql';
import {
  addressPartner,
  joinLatestStatus,
  latestStatusJson,
  ownerPartner,
  siteLabel,
} from '../access/device-rows-sql';

/** What the health score needs of one device, as the database gives it. */
export interface HealthDeviceRow {
  id: number;
  ownerId: number | null;
  addressId: number | null;
  addressLabel: string | null;
  /** The latest stored status, or null when none was ever stored. */
  lastStatus: { online: boolean; payload: string | null } | null;
  filterOverdue: boolean;
  filterDueSoon: boolean;
  timersFailing: boolean;
  /** The thresholds in force at the device when they differ from the spec's table (decision 040). */
  thresholds?: Thresholds;
}

/** Which devices of the caller's scope to read. */
export type HealthDeviceFilter =
  | { kind: 'scope' }
  | { kind: 'owner'; accountId: number }
  /** Devices owned by an account of the caller's subtree (every owner for the super user). */
  | { kind: 'subtreeOwners' }
  | { kind: 'owners'; accountIds: number[] };

/** A filter forecast is "due soon" when the filter reaches danger within this many days. */
export const FILTER_DUE_SOON_DAYS = 7;
/** Timer calls looked at: the last this many days. */
export const TIMER_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The fleet health reads: every device of a set in one query (latest stored status, filter forecast,
 * timer calls), the quota use of a set of accounts in one query, account names.
 */
export class FleetHealthRepository {
  constructor(private readonly db: AppDatabase) {}

  async deviceRows(caller: Caller, filter: HealthDeviceFilter, now = new Date()): Promise<HealthDeviceRow[]> {
    const root = caller.account?.id;
    if (!caller.isSuperUser && root === undefined) return [];
    const scope = caller.isSuperUser
      ? undefined
      : ENTITY_POLICIES.device!.scope!(root as number, caller.userId, 'read');
    const latest = latestStatusJson<NonNullable<HealthDeviceRow['lastStatus']>>({
      online: deviceLatestStatuses.online,
      payload: deviceLatestStatuses.payload,
    });
    const dueBy = new Date(now.getTime() + FILTER_DUE_SOON_DAYS * DAY_MS);
    // The gateway logs a timer call's request as {"uid":"<device uid>",...} (JSON.stringify of
    // { uid, timer } or { uid, category, group }): the uid is read from that prefix, so a row an
    // administrator wrote by hand with other text is simply not matched (no JSON cast to fail).
    const since = new Date(now.getTime() - TIMER_WINDOW_DAYS * DAY_MS);
    const lastTimerCalls = sql`(select distinct on (uid) uid, state from (
        select substring(${iotLogs.request} from '^\\{"uid":"([^"\\\\]*)"') as uid, ${iotLogs.state} as state,
          ${iotLogs.logTime} as log_time, ${iotLogs.id} as id
        from ${iotLogs}
        where ${iotLogs.logTime} >= ${since} and ${iotLogs.operation} in ('ADD_TIMER', 'DELETE_TIMER')
          and ${iotLogs.state} <> 'DEPLETED_REQUESTS') calls
      where uid is not null order by uid, log_time desc, id desc)`;
    const query = this.db
      .select({
        id: devices.id,
        ownerId: devices.ownerId,
        addressId: devices.addressId,
        addressLabel: siteLabel,
        lastStatus: latest,
        filterOverdue: sql<boolean>`coalesce(${deviceFilterForecasts.overdue}, false)`,
        filterDueSoon: sql<boolean>`coalesce(not ${deviceFilterForecasts.overdue}
          and ${deviceFilterForecasts.kind} = 'forecast' and ${deviceFilterForecasts.dangerAt} <= ${dueBy}, false)`,
        timersFailing: sql<boolean>`coalesce(timer_calls.state = 'ERROR', false)`,
      })
      .from(devices)
      .leftJoin(comPartnerAddrs, eq(comPartnerAddrs.id, devices.addressId))
      .leftJoin(addressPartner, eq(addressPartner.id, comPartnerAddrs.partnerId))
      .leftJoin(deviceFilterForecasts, eq(deviceFilterForecasts.deviceId, devices.id))
      .leftJoin(sql`${lastTimerCalls} timer_calls`, sql`timer_calls.uid = ${devices.uid}`)
      .$dynamic();
    return joinLatestStatus(query)
      .where(and(scope, this.filterCondition(caller, filter)))
      .orderBy(devices.id);
  }

  private filterCondition(caller: Caller, filter: HealthDeviceFilter): SQL | undefined {
    switch (filter.kind) {
      case 'scope':
        return undefined;
      case 'owner':
        return eq(devices.ownerId, filter.accountId);
      case 'owners':
        return filter.accountIds.length ? inArray(devices.ownerId, filter.accountIds) : sql`false`;
      case 'subtreeOwners':
        return caller.isSuperUser
          ? sql`${devices.ownerId} is not null`
          : sql`${devices.ownerId} in ${subtreeIds(caller.account!.id)}`;
    }
  }

  /** The accounts among `ids` that are in the caller's subtree (any existing one for the super user). */
  async accountsInSubtree(caller: Caller, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const root = caller.account?.id;
    if (!caller.isSuperUser && root === undefined) return [];
    const rows = await this.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(
        and(
          inArray(userAccounts.id, ids),
          caller.isSuperUser ? undefined : sql`${userAccounts.id} in ${subtreeIds(root as number)}`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Display names: the business name, else the contact's name, else the login. */
  async accountNames(ids: number[]): Promise<Map<number, string | null>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({
        id: userAccounts.id,
        name: sql<string | null>`coalesce(nullif(trim(${comPartnerAccounts.businessName}), ''),
          nullif(trim(concat_ws(' ', ${ownerPartner.name}, ${ownerPartner.surname})), ''), ${users.login})`,
      })
      .from(userAccounts)
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
      .leftJoin(ownerPartner, eq(ownerPartner.id, userAccounts.comPartnerId))
      .leftJoin(users, eq(users.id, userAccounts.userId))
      .where(inArray(userAccounts.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * Each account's quota use this month (UTC, as the gateway counts it: every call but the refused
   * ones, IotLogRepository.usedThisMonth) and its monthly quota (quotaOf), for many accounts at once.
   */
  async quotaUse(ids: number[], now = new Date()): Promise<Map<number, { used: number; quota: number }>> {
    if (!ids.length) return new Map();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [quotas, used] = await Promise.all([
      this.db
        .select({ id: userAccounts.id, quota: userAccounts.maxIotRequestPerMonth })
        .from(userAccounts)
        .where(inArray(userAccounts.id, ids)),
      this.db
        .select({ id: iotLogs.userAccountId, n: sql<number>`count(*)::int` })
        .from(iotLogs)
        .where(
          and(
            inArray(iotLogs.userAccountId, ids),
            gte(iotLogs.logTime, monthStart),
            ne(iotLogs.state, 'DEPLETED_REQUESTS'),
          ),
        )
        .groupBy(iotLogs.userAccountId),
    ]);
    const usedOf = new Map(used.map((r) => [r.id as number, Number(r.n)]));
    return new Map(quotas.map((q) => [q.id, { used: usedOf.get(q.id) ?? 0, quota: q.quota }]));
  }
}
