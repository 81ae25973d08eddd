import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  devices,
  sitePm25Hourly,
  userAccounts,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { RomeOffsetSegment } from '@app/contracts';
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

export interface SiteHourRow extends SumRow {
  addressId: number;
  /** 0..23, Rome. */
  hour: number;
}

export interface WeekCellRow extends SumRow {
  /** The week-grid cell (weekday × 24 + hour, Monday 0, Rome). */
  cell: number;
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

/**
 * The week-grid cell (0..167, Monday 00 Rome first) of a roll-up hour, by integer arithmetic: UTC
 * hours since the epoch plus Rome's offset of its stretch (the caller cuts the period where the
 * offset changes), plus 72 since 1 January 1970 was a Thursday. The same cell as
 * `extract(isodow / hour from hour at time zone 'Europe/Rome')` without a zone conversion per row,
 * which was most of the time of a year-long aggregation (bench/results/air-quality.md).
 */
function romeCell(segments: readonly RomeOffsetSegment[]): SQL {
  const hour = sitePm25Hourly.hour;
  const offset =
    segments.length === 1
      ? sql.raw(String(segments[0]!.offsetHours))
      : sql`(case ${sql.join(
          segments
            .slice(0, -1)
            .map((s) => sql`when ${hour} < ${new Date(s.end)} then ${sql.raw(String(s.offsetHours))}`),
          sql` `,
        )} else ${sql.raw(String(segments[segments.length - 1]!.offsetHours))} end)`;
  return sql`((extract(epoch from ${hour})::bigint / 3600 + ${offset} + 72) % 168)::int`;
}

/** SQL of the site PM2.5 heat map: the hourly roll-up site_pm25_hourly grouped on Rome's clock. */
export class AirQualityRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Per reachable site (optionally of one account) and hour of the day: the sums over [start, end). */
  async siteHours(
    caller: Caller,
    start: Date,
    end: Date,
    segments: readonly RomeOffsetSegment[],
    accountId?: number,
  ): Promise<SiteHourRow[]> {
    // The reachable sites first (a few hundred ids), then the roll-up filtered by that list: a
    // plain array lets the planner scan in parallel, which a subquery on the subtree did not.
    const reach = reachableAddresses(caller, comPartnerAddrs.id);
    if (!reach) return [];
    const account =
      accountId === undefined
        ? sql`true`
        : sql`${comPartnerAddrs.accountId} = (select ${userAccounts.comPartnerAccountId} from ${userAccounts}
            where ${userAccounts.id} = ${accountId})`;
    const ids = (
      await this.db
        .select({ id: comPartnerAddrs.id })
        .from(comPartnerAddrs)
        .where(sql`${reach} and ${account}`)
    ).map((r) => r.id);
    if (!ids.length) return [];
    const result = await this.db.execute(sql`
      select ${sitePm25Hourly.addressId} as address_id, ${romeCell(segments)} % 24 as hour,
        sum(${sitePm25Hourly.pm25Sum})::float8 as sum, sum(${sitePm25Hourly.readings})::float8 as readings
      from ${sitePm25Hourly}
      where ${sitePm25Hourly.hour} >= ${start} and ${sitePm25Hourly.hour} < ${end}
        and ${sitePm25Hourly.addressId} = any(${`{${ids.join(',')}}`}::int[])
      group by 1, 2`);
    return rowsOf<{ address_id: number; hour: number; sum: number; readings: number }>(result).map((r) => ({
      addressId: Number(r.address_id),
      hour: Number(r.hour),
      sum: Number(r.sum),
      readings: Number(r.readings),
    }));
  }

  /** One reachable site's sums per Rome weekday and hour over [start, end). */
  async weekCells(
    addressId: number,
    start: Date,
    end: Date,
    segments: readonly RomeOffsetSegment[],
  ): Promise<WeekCellRow[]> {
    const result = await this.db.execute(sql`
      select ${romeCell(segments)} as cell,
        sum(${sitePm25Hourly.pm25Sum})::float8 as sum, sum(${sitePm25Hourly.readings})::float8 as readings
      from ${sitePm25Hourly}
      where ${sitePm25Hourly.addressId} = ${addressId}
        and ${sitePm25Hourly.hour} >= ${start} and ${sitePm25Hourly.hour} < ${end}
      group by 1`);
    return rowsOf<{ cell: number; sum: number; readings: number }>(result).map((r) => ({
      cell: Number(r.cell),
      sum: Number(r.sum),
      readings: Number(r.readings),
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
