import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';

/** Security audit trail (management/audits). eventType holds AUDIT_EVENT_TYPES but stays text so new types need no migration. */
export const auditEvents = pgTable(
  'audit_event',
  {
    id: id(),
    principal: varchar('principal', { length: 100 }).notNull(),
    eventDate: timestamptz('event_date').notNull().defaultNow(),
    eventType: text('event_type').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('audit_event_event_date_idx').on(t.eventDate),
    index('audit_event_principal_idx').on(t.principal),
    index('audit_event_event_type_idx').on(t.eventType),
  ],
);
