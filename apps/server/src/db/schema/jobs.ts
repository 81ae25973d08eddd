import {
  bigserial,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  BulkAction,
  BulkItemStatus,
  BulkJobOptions,
  BulkJobStatus,
  BulkPauseReason,
  BulkTargetFilter,
} from '@app/contracts';
import { timestamptz } from './columns';
import { devices } from './devices';
import { users } from './users';

/**
 * Bulk jobs (docs/decisions/038): a fleet-wide operation the server runs device after device. The
 * job row holds the owner and the action; one item row per target device holds its outcome. The
 * job engine (pg-boss) only carries the job's id.
 */
export const bulkJobs = pgTable(
  'bulk_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The owner: every device is done with the owner's rights as they are when its turn comes. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerLogin: varchar('owner_login', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    action: jsonb('action').$type<BulkAction>().notNull(),
    status: varchar('status', { length: 16 }).$type<BulkJobStatus>().notNull(),
    /** Staging: start time, first batch, failure threshold (decision 038). */
    options: jsonb('options').$type<BulkJobOptions>().notNull().default({}),
    /** Why the job paused itself, while it is paused by its own rule. */
    pauseReason: varchar('pause_reason', { length: 16 }).$type<BulkPauseReason>(),
    /** The filter its devices were chosen by, when they were not listed one by one. */
    targetFilter: jsonb('target_filter').$type<BulkTargetFilter>(),
    createdDate: timestamptz('created_date').notNull(),
    startedDate: timestamptz('started_date'),
    finishedDate: timestamptz('finished_date'),
  },
  (t) => [index('bulk_job_owner_idx').on(t.ownerId, t.id)],
);

export const bulkJobItems = pgTable(
  'bulk_job_item',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    /** The order the devices were given in; items run in this order. */
    position: integer('position').notNull(),
    uid: varchar('uid', { length: 64 }).notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).$type<BulkItemStatus>().notNull(),
    error: text('error'),
    finishedDate: timestamptz('finished_date'),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.position] }),
    index('bulk_job_item_status_idx').on(t.jobId, t.status),
  ],
);

/**
 * The provider's rate budget shared by the instances of a PostgreSQL deployment without Redis
 * (rate-limiter-flexible's Drizzle store, docs/decisions/039): one row per budget and window.
 */
export const iotPace = pgTable('iot_pace', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull(),
  expire: timestamptz('expire'),
});
