import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  AlarmEventType,
  AlarmPhase,
  AlarmSeverity,
  AlarmState,
  AlarmSubject,
  AlertCondition,
  AlertRuleKind,
  NotificationPreferences,
  OpeningHours,
  ThresholdSet,
  WebhookEvent,
} from '@app/contracts';
import { id, timestamptz } from './columns';
import { userAccounts } from './accounts';
import { devices } from './devices';
import { comPartnerAddrs } from './partners';
import { users } from './users';

/**
 * Alerts (docs/decisions/040): thresholds and opening hours where the customer wants them, alert
 * rules, each rule's state per subject (the incremental evaluation), alarms with their timeline,
 * the notifications they become, and signed webhooks.
 */

/** An account's (for its subtree) or a site's (for itself) threshold overrides. */
export const thresholdOverrides = pgTable(
  'threshold_override',
  {
    id: id(),
    accountId: integer('account_id').references(() => userAccounts.id, { onDelete: 'cascade' }),
    addressId: integer('address_id').references(() => comPartnerAddrs.id, { onDelete: 'cascade' }),
    overrides: jsonb('overrides').$type<ThresholdSet>().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    updatedBy: varchar('updated_by', { length: 254 }),
  },
  (t) => [
    uniqueIndex('threshold_override_account_uq').on(t.accountId),
    uniqueIndex('threshold_override_address_uq').on(t.addressId),
    check('threshold_override_one_owner', sql`(${t.accountId} is null) <> (${t.addressId} is null)`),
  ],
);

/** A site's opening hours (weekday ranges in its time zone, closures). */
export const siteOpeningHours = pgTable('site_opening_hours', {
  addressId: integer('address_id')
    .primaryKey()
    .references(() => comPartnerAddrs.id, { onDelete: 'cascade' }),
  hours: jsonb('hours').$type<OpeningHours>().notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  updatedBy: varchar('updated_by', { length: 254 }),
});

/** An alert rule: an account's for its subtree, a site's for itself, or a system rule (neither). */
export const alertRules = pgTable(
  'alert_rule',
  {
    id: id(),
    accountId: integer('account_id').references(() => userAccounts.id, { onDelete: 'cascade' }),
    addressId: integer('address_id').references(() => comPartnerAddrs.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<AlertRuleKind>().notNull(),
    /** ruleKey(condition): rules with the same key override each other down the tree. */
    ruleKey: varchar('rule_key', { length: 64 }).notNull(),
    severity: varchar('severity', { length: 10 }).$type<AlarmSeverity>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    notifyOnClear: boolean('notify_on_clear').notNull().default(false),
    condition: jsonb('condition').$type<AlertCondition>().notNull(),
    createdBy: varchar('created_by', { length: 254 }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('alert_rule_account_idx').on(t.accountId),
    index('alert_rule_address_idx').on(t.addressId),
    index('alert_rule_kind_idx').on(t.kind),
  ],
);

/**
 * A counter every write to alert_rule moves (a statement trigger, migration 0018): the evaluators
 * keep the rules in memory and read them again only when it moved, on every instance.
 */
export const alertRuleGeneration = pgTable(
  'alert_rule_generation',
  {
    id: integer('id').primaryKey().default(1),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('alert_rule_generation_one_row', sql`${t.id} = 1`)],
);

/**
 * Each rule's state on each subject it watches (alarm-machine.ts): written as statuses arrive and
 * advanced by the sweep when `due_at` passes. Idle states are deleted, so the table holds what is
 * pending, active or clearing.
 */
export const alertStates = pgTable(
  'alert_state',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    /** 'd:<device id>', 'a:<address id>', 'u:<account id>' or 's' (system). */
    subjectKey: varchar('subject_key', { length: 24 }).notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    phase: varchar('phase', { length: 10 }).$type<AlarmPhase>().notNull(),
    since: timestamptz('since').notNull(),
    dueAt: timestamptz('due_at'),
    value: doublePrecision('value'),
    alarmId: bigint('alarm_id', { mode: 'number' }),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.subjectKey] }),
    index('alert_state_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
    index('alert_state_device_idx').on(t.deviceId),
  ],
);

/** An alarm: one row per rule and subject while active; kept after it clears, with its events. */
export const alarms = pgTable(
  'alarm',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: integer('rule_id').references(() => alertRules.id, { onDelete: 'set null' }),
    ruleName: varchar('rule_name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<AlertRuleKind>().notNull(),
    severity: varchar('severity', { length: 10 }).$type<AlarmSeverity>().notNull(),
    subject: varchar('subject', { length: 10 }).$type<AlarmSubject>().notNull(),
    subjectKey: varchar('subject_key', { length: 24 }).notNull(),
    parameter: varchar('parameter', { length: 32 }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    addressId: integer('address_id').references(() => comPartnerAddrs.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => userAccounts.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).$type<AlarmState>().notNull(),
    value: doublePrecision('value'),
    notifyOnClear: boolean('notify_on_clear').notNull().default(false),
    openedAt: timestamptz('opened_at').notNull(),
    clearedAt: timestamptz('cleared_at'),
    clearedBy: varchar('cleared_by', { length: 254 }),
    acknowledgedAt: timestamptz('acknowledged_at'),
    acknowledgedBy: varchar('acknowledged_by', { length: 254 }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    flaps: integer('flaps').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('alarm_active_uq')
      .on(t.ruleId, t.subjectKey)
      .where(sql`${t.state} = 'active'`),
    index('alarm_state_idx').on(t.state, t.id),
    index('alarm_device_idx').on(t.deviceId),
    index('alarm_address_idx').on(t.addressId),
    index('alarm_account_idx').on(t.accountId),
  ],
);

/** An alarm's timeline: opened, flapped, acknowledged, assigned, commented, cleared. */
export const alarmEvents = pgTable(
  'alarm_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alarmId: bigint('alarm_id', { mode: 'number' })
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<AlarmEventType>().notNull(),
    at: timestamptz('at').notNull(),
    /** The user's login; null for the system. */
    actor: varchar('actor', { length: 254 }),
    text: text('text'),
    value: doublePrecision('value'),
  },
  (t) => [index('alarm_event_alarm_idx').on(t.alarmId, t.id)],
);

/** One alarm event for one user: the notification centre's rows and the mails' source. */
export const notifications = pgTable(
  'notification',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alarmId: bigint('alarm_id', { mode: 'number' })
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => alarmEvents.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
    /** 'none' (not to be mailed), 'pending' (waits for its recipient's next mail), 'sent'. */
    mail: varchar('mail', { length: 10 }).notNull().default('none'),
  },
  (t) => [
    uniqueIndex('notification_user_event_uq').on(t.userId, t.eventId),
    index('notification_user_idx').on(t.userId, t.id),
    // The cascades from a deleted alarm or event (a device or account deleted) find their rows.
    index('notification_alarm_idx').on(t.alarmId),
    index('notification_event_idx').on(t.eventId),
    index('notification_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notification_mail_idx')
      .on(t.userId)
      .where(sql`${t.mail} = 'pending'`),
  ],
);

/** Each notification mail sent to a recipient: the hourly cap and the day's digest count these. */
export const notificationMails = pgTable(
  'notification_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'immediate' (grouped as things happen) or 'digest' (the day's). */
    kind: varchar('kind', { length: 10 }).notNull(),
    sentAt: timestamptz('sent_at').notNull(),
    /** How many notifications it carried. */
    notifications: integer('notifications').notNull(),
  },
  (t) => [index('notification_mail_user_idx').on(t.userId, t.sentAt)],
);

export const notificationPreferences = pgTable('notification_preference', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** How far a consumer of alarm events (the notifications, the webhooks) has read. */
export const alarmEventCursors = pgTable('alarm_event_cursor', {
  name: varchar('name', { length: 32 }).primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
});

export const webhookEndpoints = pgTable(
  'webhook_endpoint',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    secret: varchar('secret', { length: 128 }).notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: varchar('disabled_reason', { length: 200 }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: varchar('created_by', { length: 254 }),
    createdAt: timestamptz('created_at').notNull(),
    lastDeliveryAt: timestamptz('last_delivery_at'),
  },
  (t) => [index('webhook_endpoint_account_idx').on(t.accountId)],
);

export const webhookDeliveries = pgTable(
  'webhook_delivery',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 24 }).notNull(),
    /** The alarm event delivered (null for a test). */
    alarmEventId: bigint('alarm_event_id', { mode: 'number' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: varchar('error', { length: 500 }),
    durationMs: integer('duration_ms'),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('webhook_delivery_endpoint_idx').on(t.endpointId, t.id)],
);
