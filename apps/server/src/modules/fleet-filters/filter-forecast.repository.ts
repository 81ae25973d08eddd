import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  comPartnerAddrs,
  deviceFilterDaily,
  deviceFilterForecasts,
  devices,
  userAccounts,
} from '../../db/schema';
import type { Caller } from '../access/caller';
import { ENTITY_POLICIES } from '../access/entity-policies-sql';
import { subtreeIds } from '../access/scope-sql';
import {
  addressPartner,
  deviceContextColumns,
  joinDeviceContext,
  siteLabel,
} from '../access/device-rows-sql';

/** One due-list row as the database gives it. */
export interface FilterForecastDbRow {
  id: number;
  uid: string | null;
  name: string | null;
  serialNumber: string | null;
  ownerId: number | null;
  businessName: string | null;
  ownerPerson: string | null;
  ownerInSubtree: boolean;
  addressId: number | null;
  addressLabel: string | null;
  modelName: string | null;
  measure: string | null;
  kind: string | null;
  reason: string | null;
  overdue: boolean | null;
  ratePerDay: number | null;
  lastValue: number | null;
  lastTime: Date | null;
  dangerAt: Date | null;
  readings: number | null;
  basisDays: number | null;
  computedAt: Date | null;
  noEffect: boolean;
}

/** What the due list is limited to, beyond the caller's scope. */
export interface FilterListCriteria {
  /** Due on or before this instant (overdue included); undefined: every device. */
  dueBy?: Date;
  accountId?: number;
  addressId?: number;
  offset: number;
  limit: number;
}

/** One daily reading row of a device, as the forecast job reads it. */
export interface FilterDailyRow {
  deviceId: number;
  filter: number | null;
  filterDays: number | null;
  filterHours: number | null;
  lastTime: Date;
}

export type FilterForecastInsert = typeof deviceFilterForecasts.$inferInsert;

/** Days of daily rows the job reads before each device's latest day (the rule keeps 30 of them). */
const READ_DAYS = 31;

/**
 * The filter forecasts: the job's reads and upserts, and the scoped due list (one query, the
 * forecast table joined to the caller's devices).
 */
export class FilterForecastRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The caller's device scope (read): subtree, minus addresses whose DEVICE_MANAGEMENT record denies read. */
  private scope(caller: Caller): SQL | undefined | null {
    if (caller.isSuperUser) return undefined;
    const root = caller.account?.id;
    if (root === undefined) return null;
    return ENTITY_POLICIES.device!.scope!(root, caller.userId, 'read');
  }

  private selection(caller: Caller) {
    const { modelId: _modelId, addressPartnerId: _partnerId, ...context } = deviceContextColumns(caller);
    return {
      id: devices.id,
      uid: devices.uid,
      name: devices.name,
      serialNumber: devices.serialNumber,
      ...context,
      measure: deviceFilterForecasts.measure,
      kind: deviceFilterForecasts.kind,
      reason: deviceFilterForecasts.reason,
      overdue: deviceFilterForecasts.overdue,
      ratePerDay: deviceFilterForecasts.ratePerDay,
      lastValue: deviceFilterForecasts.lastValue,
      lastTime: deviceFilterForecasts.lastTime,
      dangerAt: deviceFilterForecasts.dangerAt,
      readings: deviceFilterForecasts.readings,
      basisDays: deviceFilterForecasts.basisDays,
      computedAt: deviceFilterForecasts.computedAt,
      // The purifier-effect job's verdict (decision 051), false until computed.
      noEffect: sql<boolean>`coalesce((select e.no_effect from device_purifier_effect e
        where e.device_id = ${devices.id}), false)`,
    };
  }

  /** The row's columns and joins. */
  private base(caller: Caller) {
    return joinDeviceContext(
      this.db
        .select(this.selection(caller))
        .from(devices)
        .leftJoin(deviceFilterForecasts, eq(deviceFilterForecasts.deviceId, devices.id))
        .$dynamic(),
    );
  }

  /**
   * A page of the due list and the total, in one query: overdue first (longest in danger first),
   * then by the date the filter reaches danger, the devices without a forecast last (then by id).
   */
  async page(
    caller: Caller,
    criteria: FilterListCriteria,
  ): Promise<{ rows: FilterForecastDbRow[]; total: number }> {
    const scope = this.scope(caller);
    if (scope === null) return { rows: [], total: 0 };
    const f = deviceFilterForecasts;
    const conditions: (SQL | undefined)[] = [scope];
    if (criteria.dueBy)
      conditions.push(
        sql`${f.kind} = 'forecast' and (${f.overdue} or ${f.dangerAt} <= ${criteria.dueBy.toISOString()}::timestamptz)`,
      );
    if (criteria.accountId !== undefined)
      conditions.push(
        sql`(${devices.ownerId} in ${subtreeIds(criteria.accountId)} or ${devices.sellerId} in ${subtreeIds(criteria.accountId)})`,
      );
    if (criteria.addressId !== undefined) conditions.push(eq(devices.addressId, criteria.addressId));
    const rank = sql<number>`case when ${f.kind} = 'forecast' and ${f.overdue} then 0 when ${f.kind} = 'forecast' then 1 else 2 end`;
    // The page's ids first, from the devices and the forecasts alone (sorting and counting the
    // matching devices), then the details joined for those rows only.
    const pageIds = this.db
      .select({
        id: sql<number>`${devices.id}`.as('page_id'),
        rank: rank.as('page_rank'),
        dangerAt: sql<Date | null>`${f.dangerAt}`.as('page_danger_at'),
        total: sql<number>`count(*) over ()`.as('page_total'),
      })
      .from(devices)
      .leftJoin(f, eq(f.deviceId, devices.id))
      .where(and(...conditions))
      .orderBy(rank, sql`${f.dangerAt} asc nulls last`, asc(devices.id))
      .limit(criteria.limit)
      .offset(criteria.offset)
      .as('page_ids');
    const rows = await joinDeviceContext(
      this.db
        .select({ ...this.selection(caller), total: pageIds.total })
        .from(pageIds)
        .innerJoin(devices, eq(devices.id, pageIds.id))
        .leftJoin(deviceFilterForecasts, eq(deviceFilterForecasts.deviceId, devices.id))
        .$dynamic(),
    ).orderBy(pageIds.rank, sql`${pageIds.dangerAt} asc nulls last`, pageIds.id);
    if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
    if (criteria.offset === 0) return { rows: [], total: 0 };
    // Past the last page: the rows are none, the total still counts.
    const [count] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(devices)
      .leftJoin(deviceFilterForecasts, eq(deviceFilterForecasts.deviceId, devices.id))
      .where(and(...conditions));
    return { rows: [], total: Number(count?.n ?? 0) };
  }

  /** One device of the caller's scope with its forecast; undefined outside the scope. */
  async one(caller: Caller, deviceId: number): Promise<FilterForecastDbRow | undefined> {
    const scope = this.scope(caller);
    if (scope === null) return undefined;
    const [row] = await this.base(caller).where(and(scope, eq(devices.id, deviceId)));
    return row;
  }

  /** The sites (addresses) of the caller's devices, with a readable label. */
  async sites(caller: Caller): Promise<{ addressId: number; label: string | null }[]> {
    const scope = this.scope(caller);
    if (scope === null) return [];
    const rows = await this.db
      .selectDistinct({ addressId: comPartnerAddrs.id, label: siteLabel })
      .from(devices)
      .innerJoin(comPartnerAddrs, eq(comPartnerAddrs.id, devices.addressId))
      .leftJoin(addressPartner, eq(addressPartner.id, comPartnerAddrs.partnerId))
      .where(scope)
      .orderBy(sql`2 asc nulls last`, sql`1`);
    return rows;
  }

  /** Whether the account exists and (for a non-super user) lies in the caller's subtree. */
  async accountInScope(caller: Caller, accountId: number): Promise<boolean> {
    const root = caller.account?.id;
    if (!caller.isSuperUser && root === undefined) return false;
    const [row] = await this.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(
        and(
          eq(userAccounts.id, accountId),
          caller.isSuperUser ? undefined : sql`${userAccounts.id} in ${subtreeIds(root as number)}`,
        ),
      );
    return row !== undefined;
  }

  /**
   * Devices whose forecast is missing or computed before `staleBefore` and that have daily rows,
   * the oldest forecasts first (missing ones before all).
   */
  async staleDeviceIds(staleBefore: Date, limit: number): Promise<number[]> {
    const f = deviceFilterForecasts;
    const rows = await this.db
      .select({ id: devices.id })
      .from(devices)
      .leftJoin(f, eq(f.deviceId, devices.id))
      .where(
        and(
          sql`(${f.deviceId} is null or ${f.computedAt} < ${staleBefore.toISOString()}::timestamptz)`,
          sql`exists (select 1 from ${deviceFilterDaily} where ${deviceFilterDaily.deviceId} = ${devices.id})`,
        ),
      )
      .orderBy(sql`${f.computedAt} asc nulls first`, asc(devices.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Of these devices, those whose latest filter reading is not the one their forecast was computed
   * from (a new value of the forecast's measure, or no forecast yet): a reading that repeats the
   * last value changes the forecast too little to recompute it before the job does.
   */
  async withNewReadings(deviceIds: readonly number[]): Promise<number[]> {
    if (deviceIds.length === 0) return [];
    const d = deviceFilterDaily;
    const f = deviceFilterForecasts;
    const rows = await this.db
      .selectDistinctOn([d.deviceId], {
        deviceId: d.deviceId,
        filter: d.filter,
        filterDays: d.filterDays,
        filterHours: d.filterHours,
        measure: f.measure,
        lastValue: f.lastValue,
      })
      .from(d)
      .leftJoin(f, eq(f.deviceId, d.deviceId))
      .where(inArray(d.deviceId, [...deviceIds]))
      .orderBy(asc(d.deviceId), sql`${d.day} desc`);
    return rows
      .filter((row) => {
        const latest =
          row.measure === 'filter'
            ? row.filter
            : row.measure === 'filter_days'
              ? row.filterDays
              : row.measure === 'filter_hours'
                ? row.filterHours
                : undefined;
        return latest === undefined || latest !== row.lastValue;
      })
      .map((row) => row.deviceId);
  }

  /**
   * The daily rows of some devices, each from 31 days before its own latest day, in one query (the
   * latest days grouped once: a correlated max per row would probe the index for every row).
   */
  async dailyRows(deviceIds: readonly number[]): Promise<FilterDailyRow[]> {
    if (deviceIds.length === 0) return [];
    const d = deviceFilterDaily;
    const ids = [...deviceIds];
    const latest = this.db
      .select({ deviceId: d.deviceId, day: sql<string>`max(${d.day})`.as('latest_day') })
      .from(d)
      .where(inArray(d.deviceId, ids))
      .groupBy(d.deviceId)
      .as('latest');
    return this.db
      .select({
        deviceId: d.deviceId,
        filter: d.filter,
        filterDays: d.filterDays,
        filterHours: d.filterHours,
        lastTime: d.lastTime,
      })
      .from(d)
      .innerJoin(
        latest,
        and(eq(latest.deviceId, d.deviceId), sql`${d.day} >= ${latest.day} - ${sql.raw(String(READ_DAYS))}`),
      )
      .where(inArray(d.deviceId, ids))
      .orderBy(asc(d.deviceId), asc(d.day));
  }

  /** Writes forecasts (insert or replace): computing the same device twice is harmless. */
  async upsert(rows: readonly FilterForecastInsert[]): Promise<void> {
    if (rows.length === 0) return;
    const f = deviceFilterForecasts;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await this.db
      .insert(f)
      .values([...rows])
      .onConflictDoUpdate({
        target: f.deviceId,
        set: {
          measure: excluded('measure'),
          kind: excluded('kind'),
          reason: excluded('reason'),
          overdue: excluded('overdue'),
          ratePerDay: excluded('rate_per_day'),
          lastValue: excluded('last_value'),
          lastTime: excluded('last_time'),
          dangerAt: excluded('danger_at'),
          readings: excluded('readings'),
          basisDays: excluded('basis_days'),
          computedAt: excluded('computed_at'),
        },
        // A slower instance does not overwrite a newer computation with an older one.
        setWhere: sql`${f.computedAt} <= excluded.computed_at`,
      });
  }
}
