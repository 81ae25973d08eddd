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

/** PM2.5 per site (address) and hour: the sum and the number of readings, for means over any period. */
export const sitePm25Hourly = pgTable(
  'site_pm25_hourly',
  {
    addressId: integer('address_id')
      .notNull()
      .references(() => comPartnerAddrs.id, { onDelete: 'cascade' }),
    hour: timestamptz('hour').notNull(),
    pm25Sum: doublePrecision('pm25_sum').notNull(),
    readings: integer('readings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.addressId, t.hour] })],
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
