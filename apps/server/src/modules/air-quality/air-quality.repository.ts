import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  devices,
  DAY_HOURS,
  sitePm25Daily,
  userAccounts,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { Caller } from '../access/caller';
import { addressAllows, deviceAddressAllows, ENTITY_POLICIES } from '../access/entity-policies-sql';
import { subtreeAddressIds } from '../access/scope-sql';

/** A site as the lists show it. */
export interface SiteRow {
  addressId: number;
  label: string | null;
  accountId: number | null;
  accountName: string | null;
}

/** One aggregated bucket: a sum of PM2.5 readings and their count. */
export interface SumRow {
  sum: number;
  readings: number;
}

/** A site's sums per hour of Rome's day (24 buckets, 00 first) over a period. */
export interface SiteHoursRow {
  addressId: number;
  hours: SumRow[];
}

/** A weekday's sums per hour of Rome's day (Monday 0). */
export interface WeekdayHoursRow {
  weekday: number;
  hours: SumRow[];
}

export interface SiteDeviceRow {
  id: number;
  name: string | null;
  uid: string | null;
}

/**
 * The sites (addresses) of the caller's reach: the addresses of its subtree's business accounts
 * where no address-level STATISTICS_MANAGEMENT record denies it read; every address for the super user.
 */
function reachableAddresses(caller: Caller, address: SQL | AnyColumn): SQL | null {
  if (caller.isSuperUser) return sql`true`;
  const root = caller.account?.id;
  if (root === undefined) return null;
  return sql`(${address} in ${subtreeAddressIds(root)}
    and ${addressAllows('STATISTICS_MANAGEMENT', caller.userId, 'read', address)})`;
}

/** The 48 sums of the daily site roll-up's hour columns, in the order `hoursOf` reads them. */
const HOUR_SUMS = sql.raw(
  DAY_HOURS.map((hh) => `sum(sum_${hh})::float8 as s${hh}, sum(readings_${hh})::float8 as r${hh}`).join(', '),
);

const hoursOf = (row: Record<string, unknown>): SumRow[] =>
  DAY_HOURS.map((hh) => ({ sum: Number(row[`s${hh}`] ?? 0), readings: Number(row[`r${hh}`] ?? 0) }));

/** SQL of the site PM2.5 heat map: the daily site roll-up site_pm25_daily (Rome days and hours). */
export class AirQualityRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Per reachable site (optionally of one account): the sums of each Rome hour over the days [from, to). */
  async siteHours(caller: Caller, from: string, to: string, accountId?: number): Promise<SiteHoursRow[]> {
    // The reachable sites first (a few hundred ids), then the roll-up filtered by that list: a
    // plain array lets the planner scan in parallel, which a subquery on the subtree did not.
    const ids = await this.reachableSiteIds(caller, accountId);
    if (!ids.length) return [];
    const result = await this.db.execute(sql`
      select ${sitePm25Daily.addressId} as address_id, ${HOUR_SUMS}
      from ${sitePm25Daily}
      where ${sitePm25Daily.day} >= ${from} and ${sitePm25Daily.day} < ${to}
        and ${sitePm25Daily.addressId} = any(${`{${ids.join(',')}}`}::int[])
      group by 1`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      addressId: Number(r.address_id),
      hours: hoursOf(r),
    }));
  }

  /** The ids of the sites in the caller's reach, optionally of one account (a user_account id). */
  async reachableSiteIds(caller: Caller, accountId?: number): Promise<number[]> {
    const reach = reachableAddresses(caller, comPartnerAddrs.id);
    if (!reach) return [];
    const account =
      accountId === undefined
        ? sql`true`
        : sql`${comPartnerAddrs.accountId} = (select ${userAccounts.comPartnerAccountId} from ${userAccounts}
            where ${userAccounts.id} = ${accountId})`;
    const rows = await this.db
      .select({ id: comPartnerAddrs.id })
      .from(comPartnerAddrs)
      .where(sql`${reach} and ${account}`);
    return rows.map((r) => r.id);
  }

  /** One site's sums per Rome weekday and hour over the days [from, to). */
  async weekdayHours(addressId: number, from: string, to: string): Promise<WeekdayHoursRow[]> {
    const result = await this.db.execute(sql`
      select extract(isodow from ${sitePm25Daily.day})::int - 1 as weekday, ${HOUR_SUMS}
      from ${sitePm25Daily}
      where ${sitePm25Daily.addressId} = ${addressId}
        and ${sitePm25Daily.day} >= ${from} and ${sitePm25Daily.day} < ${to}
      group by 1`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      weekday: Number(r.weekday),
      hours: hoursOf(r),
    }));
  }

  /** Label and account of sites; with a caller, only those of its reach (the others are left out). */
  async sites(addressIds: readonly number[], caller?: Caller): Promise<SiteRow[]> {
    if (!addressIds.length) return [];
    const reach = caller ? reachableAddresses(caller, comPartnerAddrs.id) : sql`true`;
    if (!reach) return [];
    return this.db
      .select({
        addressId: comPartnerAddrs.id,
        label: sql<
          string | null
        >`nullif(trim(concat_ws(', ', ${comPartners.address}, ${comPartners.city})), '')`,
        accountId: sql<number | null>`(select min(${userAccounts.id}) from ${userAccounts}
          where ${userAccounts.comPartnerAccountId} = ${comPartnerAddrs.accountId})`,
        accountName: comPartnerAccounts.businessName,
      })
      .from(comPartnerAddrs)
      .leftJoin(comPartners, sql`${comPartners.id} = ${comPartnerAddrs.partnerId}`)
      .leftJoin(comPartnerAccounts, sql`${comPartnerAccounts.id} = ${comPartnerAddrs.accountId}`)
      .where(
        sql`${comPartnerAddrs.id} in (${sql.join(
          addressIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${reach}`,
      );
  }

  /** The devices at a site the caller may read and see the history of (by id). */
  async siteDevices(caller: Caller, addressId: number): Promise<SiteDeviceRow[]> {
    const root = caller.account?.id;
    if (!caller.isSuperUser && root === undefined) return [];
    const scope = caller.isSuperUser
      ? sql`true`
      : sql`${ENTITY_POLICIES.device!.scope!(root as number, caller.userId, 'read')}
          and ${deviceAddressAllows('STATISTICS_MANAGEMENT', caller.userId, 'read')}`;
    return this.db
      .select({ id: devices.id, name: devices.name, uid: devices.uid })
      .from(devices)
      .where(sql`${devices.addressId} = ${addressId} and ${scope}`)
      .orderBy(devices.id);
  }
}
