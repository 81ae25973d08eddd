import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type MailStatus = 'PENDING' | 'SENT' | 'FAILED';

export interface MailOutboxStats {
  pending: number;
  failed: number;
  oldestPendingAt: Date | null;
  /** The error of the most recent failed attempt of a mail still pending or given up. */
  lastError: string | null;
}

/** The only place that reads and writes the mail outbox (docs/decisions/014). */
export class MailOutboxRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The same repository on a transaction (`db.transaction(tx => ...)`), so a mail commits with its change. */
  withTransaction(tx: AppDatabase): MailOutboxRepository {
    return new MailOutboxRepository(tx);
  }

  /** Queues a mail, due at once. Times come from the app's clock (not the database's). */
  async enqueue(message: MailMessage, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
        status: 'PENDING',
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  async get(id: number): Promise<MailOutboxRow | undefined> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }

  /** The mails still to deliver, oldest first (the sweep makes sure each has its job). */
  async pendingIds(limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'PENDING'))
      .orderBy(asc(mailOutbox.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Delivered: the body (it holds single-use links) is erased, recipient and subject stay. */
  async markSent(id: number, now: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        status: 'SENT',
        sentAt: now,
        attempts: sql`${mailOutbox.attempts} + 1`,
        text: '',
        html: null,
      })
      .where(eq(mailOutbox.id, id));
  }

  /** A failed attempt: retried at `nextAttemptAt`, or FAILED for good after the last one. */
  async markAttemptFailed(
    id: number,
    outcome: { error: string; nextAttemptAt: Date; giveUp: boolean },
  ): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        status: outcome.giveUp ? 'FAILED' : 'PENDING',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: outcome.error.slice(0, 2000),
        nextAttemptAt: outcome.nextAttemptAt,
      })
      .where(eq(mailOutbox.id, id));
  }

  async stats(): Promise<MailOutboxStats> {
    const counts = await this.db
      .select({
        status: mailOutbox.status,
        n: sql<number>`count(*)::int`,
        oldest: sql<Date | null>`min(${mailOutbox.createdAt})`.mapWith(mailOutbox.createdAt),
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['PENDING', 'FAILED']))
      .groupBy(mailOutbox.status);
    const [latest] = await this.db
      .select({ lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['PENDING', 'FAILED']), sql`${mailOutbox.lastError} is not null`))
      .orderBy(sql`${mailOutbox.nextAttemptAt} desc`)
      .limit(1);
    const pending = counts.find((c) => c.status === 'PENDING');
    return {
      pending: pending?.n ?? 0,
      failed: counts.find((c) => c.status === 'FAILED')?.n ?? 0,
      oldestPendingAt: pending?.oldest ?? null,
      lastError: latest?.lastError ?? null,
    };
  }

  /** Deletes delivered and given-up mails created before `before`; pending ones always stay. */
  async prune(before: Date): Promise<number> {
    const rows = await this.db
      .delete(mailOutbox)
      .where(and(ne(mailOutbox.status, 'PENDING'), lt(mailOutbox.createdAt, before)))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }
}
