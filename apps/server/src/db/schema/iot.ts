import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { bigId, timestamptz } from './columns';
import { userAccounts } from './accounts';
import { devices } from './devices';
import { iotLogOperation, iotLogState } from './enums';

/**
 * One row per IoT provider call made for an account; counting an account's rows of the
 * current month enforces its quota, hence (user_account_id, log_time).
 * Logs are history: deleting the account keeps them, detached.
 */
export const iotLogs = pgTable(
  'iot_log',
  {
    id: bigId(),
    state: iotLogState('state').notNull().default('SUCCESS'),
    operation: iotLogOperation('operation').notNull().default('STATUS'),
    logTime: timestamptz('log_time').notNull().defaultNow(),
    request: text('request'),
    response: text('response'),
    userAccountId: integer('user_account_id').references(() => userAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('iot_log_user_account_id_log_time_idx').on(t.userAccountId, t.logTime),
    index('iot_log_log_time_idx').on(t.logTime),
  ],
);

/** Ids of the status history (a sequence: PostgreSQL 15 has no identity on a partitioned table). */
export const deviceStatusLogIdSeq = pgSequence('device_status_log_id_seq');

/**
 * Status snapshots appended by the poller; history charts and reports read a device's range
 * by id or by cloud uid. deviceUid is kept so history survives a deleted device row.
 * Partitioned by month of log_time (migration 0006, docs/decisions/028): the key carries log_time,
 * whole months are dropped by the retention job, and the monthly partitions are created ahead.
 */
export const deviceStatusLogs = pgTable(
  'device_status_log',
  {
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('device_status_log_id_seq')`),
    logTime: timestamptz('log_time').notNull().defaultNow(),
    online: boolean('online').notNull().default(false),
    // JSON of the status list, stored as text as the spec says.
    payload: text('payload'),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceUid: text('device_uid'),
    iotLogId: bigint('iot_log_id', { mode: 'number' }).references(() => iotLogs.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('device_status_log_device_id_log_time_idx').on(t.deviceId, t.logTime),
    index('device_status_log_device_uid_log_time_idx').on(t.deviceUid, t.logTime),
    index('device_status_log_iot_log_id_idx').on(t.iotLogId),
    index('device_status_log_log_time_idx').on(t.logTime),
    primaryKey({ columns: [t.id, t.logTime] }),
  ],
);

/**
 * Each device's latest stored status: the newest device_status_log row of the device (by log_time,
 * then id), kept by triggers on that table in the inserting or deleting statement itself (migration
 * 0005, docs/decisions/027), so "the last status of these devices" is a join on the key instead of
 * a probe into the history per device. A device without any stored status has no row.
 */
export const deviceLatestStatuses = pgTable('device_latest_status', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  logTime: timestamptz('log_time').notNull(),
  online: boolean('online').notNull(),
  payload: text('payload'),
  // The uid the status was stored under, as device_status_log keeps it.
  deviceUid: text('device_uid'),
});

/**
 * The status history rolled up per device and UTC hour (migration 0008, docs/decisions/030): what
 * the history charts (steps of whole hours) and the energy report read instead of the raw rows.
 * Keyed by the cloud uid, as the history is read, so it survives a deleted device row like the
 * history does. Kept in step with the history in two steps (migration 0009): a write of the history
 * only notes the hours it touched in device_status_hourly_pending (a trigger, cheap); the hours are
 * recomputed from the raw rows by one SQL function, `device_status_hourly_refresh`, when the
 * pending notes are drained — by a job every 30 s and, for the devices a read needs, right before
 * the read (db/status-hourly.ts), so a chart or a report never reads a stale hour.
 * - last_*: the hour's newest status (by time, then id); null when no status falls in the hour (the
 *   hour is only covered by an earlier status still holding).
 * - pm25_sum / pm25_readings: the PM2.5 of the hour's online statuses (mean = sum / readings).
 * - *_ms: milliseconds of the hour covered by a status (a status holds until the device's next one,
 *   at most its owner's polling interval plus a minute), online, and running at fan speed 1..4.
 */
export const deviceStatusHourly = pgTable(
  'device_status_hourly',
  {
    deviceUid: text('device_uid').notNull(),
    hour: timestamptz('hour').notNull(),
    lastTime: timestamptz('last_time'),
    lastOnline: boolean('last_online'),
    lastPayload: text('last_payload'),
    pm25Sum: doublePrecision('pm25_sum').notNull().default(0),
    pm25Readings: integer('pm25_readings').notNull().default(0),
    coveredMs: integer('covered_ms').notNull().default(0),
    onlineMs: integer('online_ms').notNull().default(0),
    speed1Ms: integer('speed1_ms').notNull().default(0),
    speed2Ms: integer('speed2_ms').notNull().default(0),
    speed3Ms: integer('speed3_ms').notNull().default(0),
    speed4Ms: integer('speed4_ms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deviceUid, t.hour] }), index('device_status_hourly_hour_idx').on(t.hour)],
);

/**
 * Hours of device_status_hourly a history write touched and that are not recomputed yet (migration
 * 0009, docs/decisions/030): one row per device, hour and writing statement, drained by
 * `device_status_hourly_drain` (db/status-hourly.ts).
 */
export const deviceStatusHourlyPending = pgTable(
  'device_status_hourly_pending',
  {
    deviceUid: text('device_uid').notNull(),
    lo: timestamptz('lo').notNull(),
    hi: timestamptz('hi').notNull(),
  },
  (t) => [index('device_status_hourly_pending_device_uid_idx').on(t.deviceUid)],
);
