import { sql } from 'drizzle-orm';
import { addIsoDays, bitCount, OVERVIEW_LIMITS, romeDayHours, type OverviewSums } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { DAY_HOURS, sitePm25Daily } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/** A site's occupancy for the overview's SQL: 7 × 24 slot masks (Monday 00 first) and its closed days. */
export interface SiteOccupancy {
  addressId: number;
  masks: number[];
  closed: string[];
}

const HOUR_MASK_COLUMNS = DAY_HOURS.map((hh) => `m${hh} int`).join(', ');

/** `term(hh, occupied)` of the 24 hour columns joined by `+`: one expression per day row, no unnest. */
const everyHour = (term: (hh: string, occupied: string) => string) =>
  sql.raw(DAY_HOURS.map((hh) => `(${term(hh, `w.m${hh}`)})`).join(' + '));

// Cheap integer forms, evaluated 170 times a row: an hour without readings has a sum of 0, so
// sum / greatest(readings, 1) is its mean or 0; least(x, 1) is 1 for any x > 0 (counts and masks).
const hourMean = (hh: string) => `sum_${hh} / greatest(readings_${hh}, 1)`;
const atLeastOne = (value: string) => `least(${value}, 1)`;
/** The occupied 5-minute slots of an hour holding a reading: a popcount table (p.n), no bit casts. */
const coveredSlots = (hh: string, occupied: string) => `p.n[(slots_${hh} & ${occupied}) + 1]`;
/** The number of bits set in each 12-bit mask, as a PostgreSQL array literal: written into the query
 * (digits only), since as a parameter each of its 48 subscripts a row cost a third more time. */
const BIT_COUNTS = `{${Array.from({ length: 4096 }, (_, mask) => bitCount(mask)).join(',')}}`;

/** The Rome days of [from, to) that have 23 or 25 clock hours (the summer-time changes). */
function changeDays(from: string, to: string): { short: string[]; long: string[] } {
  const short: string[] = [];
  const long: string[] = [];
  for (let day = from; day < to; day = addIsoDays(day, 1)) {
    const hours = romeDayHours(day);
    if (hours < 24) short.push(day);
    else if (hours > 24) long.push(day);
  }
  return { short, long };
}

/**
 * The standards overview's sums (contracts' overview.ts, decision 049), one row per site: the daily
 * site roll-up's hour columns classified day by day in one pass over the period's rows (73,000 for
 * 200 sites over a year). Each site's occupied slots come as a week of hour masks joined by weekday
 * (plain columns: no array subscript per hour), its closed days carried in that weekday row; WHO
 * reads every hour, so a closed day only zeroes the WELL and RESET sums of its row.
 */
export class AirStandardsOverviewRepository {
  constructor(private readonly db: AppDatabase) {}

  async sums(sites: readonly SiteOccupancy[], from: string, to: string): Promise<Map<number, OverviewSums>> {
    if (!sites.length) return new Map();
    // Closed days ride along with each weekday row: a join on them made PostgreSQL sort the wide
    // roll-up rows (to disk) for a merge join.
    const week = JSON.stringify(
      sites.flatMap((s) =>
        Array.from({ length: 7 }, (_, weekday) => ({
          address_id: s.addressId,
          dow: weekday + 1,
          closed: s.closed,
          ...Object.fromEntries(DAY_HOURS.map((hh, h) => [`m${hh}`, s.masks[weekday * 24 + h]])),
        })),
      ),
    );
    const { short, long } = changeDays(from, to);
    // One process: parallel workers made it slower here (1.7 s against 1.3 s for 200 sites × a
    // year on 2 cores) — the leader merges the groups again, and every other request waits for cores.
    const result = await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return tx.execute(sql`
        with w as (
          select * from json_to_recordset(${week}::json)
            as w(address_id int, dow int, closed date[], ${sql.raw(HOUR_MASK_COLUMNS)})
        ), d as (
          select r.address_id,
            case when r.day = any(${`{${short.join(',')}}`}::date[]) then 23
              when r.day = any(${`{${long.join(',')}}`}::date[]) then 25 else 24 end as day_hours,
            ${everyHour((hh) => atLeastOne(`readings_${hh}`))} as covered_hours,
            ${everyHour(hourMean)} as hour_means,
            (not r.day = any(w.closed))::int as open,
            ${everyHour((hh, occ) => `${atLeastOne(`readings_${hh}`)} * ${atLeastOne(occ)}`)} as well_hours,
            ${everyHour((hh, occ) => `${hourMean(hh)} * ${atLeastOne(occ)}`)} as well_means,
            ${everyHour((hh, occ) => atLeastOne(`slots_${hh} & ${occ}`))} as complete_hours,
            ${everyHour(coveredSlots)} as reset_slots,
            ${everyHour((hh, occ) => `${coveredSlots(hh, occ)} * ${hourMean(hh)}`)} as reset_sum
          from ${sitePm25Daily} r
          join w on w.address_id = r.address_id and w.dow = extract(isodow from r.day)::int
          cross join (select ${sql.raw(`'${BIT_COUNTS}'`)}::int[] as n) p
          where r.day >= ${from} and r.day < ${to}
        ), c as (
          select address_id, covered_hours, well_hours * open as well_hours, well_means * open as well_means,
            complete_hours * open as complete_hours, reset_slots * open as reset_slots,
            covered_hours > 0 and covered_hours >= ${OVERVIEW_LIMITS.whoDayCoverage}::float8 * day_hours as counts,
            hour_means / nullif(covered_hours, 0) as who_mean,
            case when open = 1 then reset_sum / nullif(reset_slots, 0) end as reset_mean
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
        group by address_id`);
    });
    const rows = rowsOf<Record<string, number | string | null>>(result);
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
