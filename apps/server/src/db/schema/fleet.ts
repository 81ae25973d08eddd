import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { userAccounts } from './accounts';
import { devices } from './devices';
import { comPartnerAddrs } from './partners';

/**
 * Roll-ups written with the status history, in the same transaction (db/status-ingest.ts), so the
 * fleet-care views read a few rows instead of months of JSON snapshots (docs/decisions/024).
 */

/** Each device's filter readings of a day (Europe/Rome): the day's last value of each measure. */
export const deviceFilterDaily = pgTable(
  'device_filter_daily',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    filter: doublePrecision('filter'),
    filterDays: doublePrecision('filter_days'),
    filterHours: doublePrecision('filter_hours'),
    lastTime: timestamptz('last_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.day] })],
);

/** The latest filter-replacement forecast of each device (computed by the forecast job). */
export const deviceFilterForecasts = pgTable(
  'device_filter_forecast',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    measure: varchar('measure', { length: 20 }),
    // 'forecast' or 'insufficient' (then `reason` says why).
    kind: varchar('kind', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 30 }),
    overdue: boolean('overdue').notNull().default(false),
    ratePerDay: doublePrecision('rate_per_day'),
    lastValue: doublePrecision('last_value'),
    lastTime: timestamptz('last_time'),
    dangerAt: timestamptz('danger_at'),
    readings: integer('readings').notNull().default(0),
    basisDays: doublePrecision('basis_days').notNull().default(0),
    computedAt: timestamptz('computed_at').notNull(),
  },
  (t) => [index('device_filter_forecast_danger_at_idx').on(t.dangerAt)],
);

/**
 * Each purifier's effect on PM2.5 over its last 14 days of stored statuses (purifier-effectiveness.ts
 * in contracts; docs/decisions/051), recomputed by the purifier-effect job. The alert engine's
 * `no_effect` rule and the due list read `no_effect`.
 */
export const devicePurifierEffects = pgTable(
  'device_purifier_effect',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The start of the statuses read (computedAt − 14 days). */
    since: timestamptz('since').notNull(),
    events: integer('events').notNull(),
    halvedEvents: integer('halved_events').notNull(),
    medianDrop: doublePrecision('median_drop'),
    medianMinutesToHalve: doublePrecision('median_minutes_to_halve'),
    noEffect: boolean('no_effect').notNull(),
    computedAt: timestamptz('computed_at').notNull(),
  },
  (t) => [index('device_purifier_effect_computed_at_idx').on(t.computedAt)],
);

/** The 24 hours of a Rome day as two-digit column suffixes ('00' … '23'). */
export const DAY_HOURS = [
  '00',
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
] as const;
type DayHour = (typeof DAY_HOURS)[number];

const hourSum = (hh: DayHour) => doublePrecision(`sum_${hh}`).notNull().default(0);
const hourReadings = (hh: DayHour) => integer(`readings_${hh}`).notNull().default(0);
const hourSlots = (hh: DayHour) => integer(`slots_${hh}`).notNull().default(0);
/** `sum00`, `readings00`, `slots00` … `slots23`, typed one by one. */
type HourColumns = { [H in DayHour as `sum${H}`]: ReturnType<typeof hourSum> } & {
  [H in DayHour as `readings${H}`]: ReturnType<typeof hourReadings>;
} & { [H in DayHour as `slots${H}`]: ReturnType<typeof hourSlots> };
const hourColumns = Object.fromEntries(
  DAY_HOURS.flatMap((hh) => [
    [`sum${hh}`, hourSum(hh)],
    [`readings${hh}`, hourReadings(hh)],
    [`slots${hh}`, hourSlots(hh)],
  ]),
) as HourColumns;

/**
 * PM2.5 per site (address) and Rome day: for each hour of that day's clock, the sum and the number
 * of readings (`sum_HH`, `readings_HH`), for means over any period of whole days. One row per site
 * and day, not per hour: a year of 200 sites is 73,000 rows to sum instead of 1.75 M (decision 025).
 * An hour that happens twice (the end of summer time) adds both into the same column.
 * `slots_HH` says which 5-minute slots of the hour hold a reading (bit i: minutes 5i to 5i+4), for
 * the standards overview's RESET coverage and WELL completeness over opening hours (decision 049).
 */
export const sitePm25Daily = pgTable(
  'site_pm25_daily',
  {
    addressId: integer('address_id')
      .notNull()
      .references(() => comPartnerAddrs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...hourColumns,
  },
  (t) => [primaryKey({ columns: [t.addressId, t.day] })],
);

/** One provider-quota alert per account, month ('YYYY-MM', UTC as the quota counts) and level. */
export const iotQuotaAlerts = pgTable(
  'iot_quota_alert',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    month: varchar('month', { length: 7 }).notNull(),
    // 'warning' (70 %) or 'critical' (90 %).
    level: varchar('level', { length: 10 }).notNull(),
    projectedFraction: doublePrecision('projected_fraction').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month, t.level] })],
);

/** The monthly report mail of an account for a month: written once, by the instance that sends it. */
export const monthlyReportSends = pgTable(
  'monthly_report_send',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    month: varchar('month', { length: 7 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);
