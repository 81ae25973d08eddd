import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../adapters/mail/mailer';
import { bigId, timestamptz } from './columns';

/**
 * The mail outbox: every mail is written here in the same transaction as the change that causes
 * it, and a job delivers it with retries and backoff. `lockedUntil` is the lease of the instance
 * that is sending it, so several instances never send the same mail twice.
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
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);
