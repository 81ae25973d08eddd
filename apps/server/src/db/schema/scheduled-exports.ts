import { boolean, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { ExportDelivery, ExportRecurrence, ExportRunResult, ExportSource } from '@app/contracts';
import { id, timestamptz } from './columns';
import { users } from './users';

/**
 * Scheduled CSV exports (docs/decisions/048): one user's recurring export of a list they can see.
 * It belongs to the user only; the user's rights are read again at each run.
 */
export const scheduledExports = pgTable(
  'scheduled_export',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    source: jsonb('source').$type<ExportSource>().notNull(),
    recurrence: jsonb('recurrence').$type<ExportRecurrence>().notNull(),
    delivery: varchar('delivery', { length: 16 }).$type<ExportDelivery>().notNull(),
    paused: boolean('paused').notNull().default(false),
    /** Null while paused; the recurring job queues the schedules whose time has come. */
    nextRunAt: timestamptz('next_run_at'),
    lastRunAt: timestamptz('last_run_at'),
    lastResult: varchar('last_result', { length: 16 }).$type<ExportRunResult>(),
    lastRows: integer('last_rows'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('scheduled_export_owner_idx').on(t.ownerUserId),
    index('scheduled_export_due_idx').on(t.nextRunAt),
  ],
);

/** A CSV too large to attach, kept until its signed link expires. */
export const exportFiles = pgTable(
  'export_file',
  {
    id: id(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => scheduledExports.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    content: varchar('content').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('export_file_expires_idx').on(t.expiresAt)],
);
