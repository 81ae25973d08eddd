import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../adapters/mail/mailer';
import { bigId, timestamptz } from './columns';

/**
 * The mail outbox: every mail is written here in the same transaction as the change that causes
 * it, with its job of the job engine (docs/decisions/014), which delivers it with retries and
 * backoff; the row keeps the mail, its state, its attempts and its last error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigId(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // Files sent with the mail (the monthly report's PDF): [{ filename, contentType, base64 }].
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    // PENDING until delivered (SENT) or given up after the last attempt (FAILED).
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    // About when the next attempt is due (the engine's backoff decides it exactly).
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);
