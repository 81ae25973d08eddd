import { sql } from 'drizzle-orm';
import { OVERVIEW_LIMITS, type OverviewSums } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { DAY_HOURS, sitePm25Daily } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/** A site's occupancy for the overview's SQL: 7 × 24 slot masks (Monday 00 first) and its closed days. */
export interface SiteOccupancy {
  addressId: number;
  masks: number[];
  closed: string[];
}

/** `terms(hh)` of the 24 hour columns joined by `+`: one expression per day row, no unnest. */
const everyHour = (term: (hh: string, occupied: string) => string) =>
  sql.raw(
    DAY_HOURS.map((hh) => `(${term(hh, `(o.masks[k.base + ${Number(hh) + 1}] * k.open)`)})`).join(' + '),
  );

const hourMean = (hh: string) => `case when readings_${hh} > 0 then sum_${hh} / readings_${hh} else 0 end`;

/**
 * The standards overview's sums (contracts' overview.ts, decision 049), one row per site: the daily
 * site roll-up's hour columns classified day by day in one pass over the period's rows (73,000 for
 * 200 sites over a year), with each site's occupied slots given as masks.
 */
export class AirStandardsOverviewRepository {
  constructor(private readonly db: AppDatabase) {}

  async sums(sites: readonly SiteOccupancy[], from: string, to: string): Promise<Map<number, OverviewSums>> {
    if (!sites.length) return new Map();
    const occupancy = JSON.stringify(
      sites.map((s) => ({ address_id: s.addressId, masks: s.masks, closed: s.closed })),
    );
    const rows = rowsOf<Record<string, number | string | null>>(
      await this.db.execute(sql`
        with o as (
          select * from json_to_recordset(${occupancy}::json) as o(address_id int, masks int[], closed date[])
        ), d as (
          select r.address_id,
            extract(epoch from ((r.day + 1)::timestamp at time zone 'Europe/Rome')
              - (r.day::timestamp at time zone 'Europe/Rome')) / 3600 as day_hours,
            ${everyHour((hh) => `(readings_${hh} > 0)::int`)} as covered_hours,
            ${everyHour(hourMean)} as hour_means,
            ${everyHour((hh, occ) => `(readings_${hh} > 0 and ${occ} <> 0)::int`)} as well_hours,
            ${everyHour((hh, occ) => `case when ${occ} <> 0 then ${hourMean(hh)} else 0 end`)} as well_means,
            ${everyHour((hh, occ) => `((slots_${hh} & ${occ}) <> 0)::int`)} as complete_hours,
            ${everyHour((hh, occ) => `bit_count((slots_${hh} & ${occ})::bit(12))`)} as reset_slots,
            ${everyHour((hh, occ) => `bit_count((slots_${hh} & ${occ})::bit(12)) * (${hourMean(hh)})`)} as reset_sum
          from ${sitePm25Daily} r
          join o on o.address_id = r.address_id
          cross join lateral (select (extract(isodow from r.day)::int - 1) * 24 as base,
            case when r.day = any(o.closed) then 0 else 1 end as open) k
          where r.day >= ${from} and r.day < ${to}
        ), c as (
          select *, covered_hours > 0 and covered_hours >= ${OVERVIEW_LIMITS.whoDayCoverage}::float8 * day_hours as counts,
            hour_means / nullif(covered_hours, 0) as who_mean,
            reset_sum / nullif(reset_slots, 0) as reset_mean
          from d
        )
        select address_id,
          count(*) filter (where counts)::int as who_days_counted,
          count(*) filter (where counts and who_mean <= ${OVERVIEW_LIMITS.whoDay}::float8)::int as who_days_within,
          count(*) filter (where not counts and covered_hours > 0)::int as who_days_below,
          coalesce(sum(who_mean) filter (where counts), 0)::float8 as who_mean_sum,
          sum(well_hours)::int as well_hours,
          sum(well_means)::float8 as well_mean_sum,
          sum(complete_hours)::int as complete_hours,
          sum(reset_slots)::int as reset_slots,
          count(*) filter (where reset_slots > 0)::int as reset_days,
          count(*) filter (where reset_mean < ${OVERVIEW_LIMITS.resetAcceptable}::float8)::int as reset_acceptable,
          count(*) filter (where reset_mean < ${OVERVIEW_LIMITS.resetHighPerformance}::float8)::int as reset_high
        from c
        group by address_id`),
    );
    return new Map(
      rows.map((r) => [
        Number(r.address_id),
        {
          whoDaysCounted: Number(r.who_days_counted),
          whoDaysWithin: Number(r.who_days_within),
          whoDaysBelowCoverage: Number(r.who_days_below),
          whoMeanSum: Number(r.who_mean_sum),
          wellHours: Number(r.well_hours),
          wellMeanSum: Number(r.well_mean_sum),
          completeHours: Number(r.complete_hours),
          resetSlots: Number(r.reset_slots),
          resetDaysWithData: Number(r.reset_days),
          resetDaysAcceptable: Number(r.reset_acceptable),
          resetDaysHighPerformance: Number(r.reset_high),
        },
      ]),
    );
  }
}
