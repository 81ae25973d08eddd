import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
