import { aliasedTable, and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { heldHours, type HeldHours } from '../../db/held-hours';
import { userLanguage } from '../../db/user-language';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  deviceModels,
  devices,
  deviceStatusLogs,
  userAccounts,
  users,
} from '../../db/schema';
import type { Caller } from '../access/caller';
import { deviceAddressAllows, ENTITY_POLICIES } from '../access/entity-policies-sql';
import { subtreeIds } from '../access/scope-sql';
import { rowsOf } from '../../lib/sql-rows';

/** The account a report is about. */
export interface ReportAccount {
  id: number;
  businessName: string | null;
  name: string | null;
  surname: string | null;
  login: string | null;
}

/** A device of the report with what its page shows. */
export interface ReportDeviceRow {
  id: number;
  uid: string;
  name: string | null;
  serialNumber: string | null;
  place: string | null;
  modelName: string | null;
  watts: (number | null)[];
  /** The owner account's polling interval (seconds): how long one stored status holds at most. */
  statusFrequency: number | null;
  address: string | null;
  city: string | null;
}

export interface StatusLogRow {
  uid: string;
  logTime: Date;
  online: boolean;
  payload: string | null;
}

const addressPartner = aliasedTable(comPartners, 'address_partner');

/** What the PDF energy report reads: the account it is about, its devices with their models, their status history. */
export class EnergyReportRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The account, if it is inside the caller's subtree (super users: any account). */
  async accountInScope(caller: Caller, accountId: number): Promise<ReportAccount | undefined> {
    const scope = caller.isSuperUser ? undefined : inArray(userAccounts.id, subtreeIds(caller.account!.id));
    const [row] = await this.db
      .select({
        id: userAccounts.id,
        businessName: comPartnerAccounts.businessName,
        name: comPartners.name,
        surname: comPartners.surname,
        login: users.login,
      })
      .from(userAccounts)
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
      .leftJoin(comPartners, eq(comPartners.id, userAccounts.comPartnerId))
      .leftJoin(users, eq(users.id, userAccounts.userId))
      .where(and(eq(userAccounts.id, accountId), scope));
    return row;
  }

  /**
   * Of the given devices (already in the caller's scope), those of the account's subtree (owned or
   * sold) that no address-level STATISTICS_MANAGEMENT record hides from the caller, by name.
   */
  async reportDevices(
    caller: Caller,
    accountId: number,
    deviceIds: readonly number[],
  ): Promise<ReportDeviceRow[]> {
    if (!deviceIds.length) return [];
    const rows = await this.db
      .select({
        id: devices.id,
        uid: devices.uid,
        name: devices.name,
        serialNumber: devices.serialNumber,
        place: devices.place,
        modelName: deviceModels.name,
        consumption1: deviceModels.consumption1,
        consumption2: deviceModels.consumption2,
        consumption3: deviceModels.consumption3,
        consumption4: deviceModels.consumption4,
        statusFrequency: userAccounts.iotStatusFrequency,
        address: addressPartner.address,
        city: addressPartner.city,
      })
      .from(devices)
      .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
      .leftJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
      .leftJoin(comPartnerAddrs, eq(comPartnerAddrs.id, devices.addressId))
      .leftJoin(addressPartner, eq(addressPartner.id, comPartnerAddrs.partnerId))
      .where(
        and(
          inArray(devices.id, [...deviceIds]),
          ENTITY_POLICIES.device!.scope!(accountId, caller.userId, 'read'),
          deviceAddressAllows('STATISTICS_MANAGEMENT', caller.userId, 'read'),
        ),
      )
      .orderBy(asc(devices.name), asc(devices.id));
    return rows.map(({ consumption1, consumption2, consumption3, consumption4, uid, ...row }) => ({
      ...row,
      uid: uid!,
      watts: [consumption1, consumption2, consumption3, consumption4],
    }));
  }

  /** The stored statuses of the devices in [from, to), in time order (index device_uid, log_time). */
  async statusLogs(uids: readonly string[], from: Date, to: Date): Promise<StatusLogRow[]> {
    if (!uids.length) return [];
    const rows = await this.db
      .select({
        uid: deviceStatusLogs.deviceUid,
        logTime: deviceStatusLogs.logTime,
        online: deviceStatusLogs.online,
        payload: deviceStatusLogs.payload,
      })
      .from(deviceStatusLogs)
      .where(
        and(
          inArray(deviceStatusLogs.deviceUid, [...uids]),
          gte(deviceStatusLogs.logTime, from),
          lt(deviceStatusLogs.logTime, to),
        ),
      )
      .orderBy(asc(deviceStatusLogs.deviceUid), asc(deviceStatusLogs.logTime));
    return rows.map((r) => ({ ...r, uid: r.uid! }));
  }

  /** Hours covered and run per fan speed (db/held-hours.ts). */
  heldHours(uids: readonly string[], from: Date, to: Date): Promise<Map<string, HeldHours>> {
    return heldHours(this.db, uids, from, to);
  }

  /**
   * The first and the last stored status of any of the devices (epoch ms), or null when none has
   * any: one index probe at each end per device (index device_uid, log_time), however long the history.
   */
  async historySpan(uids: readonly string[]): Promise<{ first: number; last: number } | null> {
    if (!uids.length) return null;
    const log = deviceStatusLogs;
    const list = sql.join(
      uids.map((uid) => sql`${uid}`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      select min(f.t) as first, max(l.t) as last
      from unnest(array[${list}]::text[]) as d(uid)
      cross join lateral (
        select ${log.logTime} as t from ${log} where ${log.deviceUid} = d.uid order by ${log.logTime} asc limit 1
      ) f
      cross join lateral (
        select ${log.logTime} as t from ${log} where ${log.deviceUid} = d.uid order by ${log.logTime} desc limit 1
      ) l`);
    const [row] = rowsOf<{ first: unknown; last: unknown }>(result);
    if (!row?.first || !row.last) return null;
    return { first: new Date(row.first as string).getTime(), last: new Date(row.last as string).getTime() };
  }

  /** The reader's language (db/user-language.ts). */
  languageOf(userId: number): Promise<string | undefined> {
    return userLanguage(this.db, userId);
  }
}
