import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDatabase } from '../../db/client';
import type { MailOutboxRepository, MailOutboxStats } from './mail-outbox.repository';

/** Queues a mail in the transaction under way. */
export type QueueMail = (message: MailMessage) => Promise<void>;

/**
 * Every mail the app sends goes through here: `transaction(change)` runs the change and queues its
 * mails in one database transaction (both commit or neither), then kicks the delivery so that the
 * mail normally leaves within a second. With SMTP down the change still succeeds; the mail waits in
 * the outbox and the delivery job retries it (docs/decisions/014).
 *
 * Keep the transaction short: hash passwords and read what you need before it, and do not call
 * anything that uses the app's database handle inside it (PGlite has a single connection).
 */
export class MailOutbox {
  constructor(
    private readonly db: AppDatabase,
    private readonly repository: MailOutboxRepository,
    private readonly delivery: { kick(): void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async transaction<T>(change: (tx: AppDatabase, queue: QueueMail) => Promise<T>): Promise<T> {
    let queued = 0;
    const result = await this.db.transaction(async (tx) => {
      const outbox = this.repository.withTransaction(tx);
      return change(tx, async (message) => {
        await outbox.enqueue(message, this.now());
        queued += 1;
      });
    });
    if (queued) this.delivery.kick();
    return result;
  }

  /** For the health check: what waits, what was given up, and since when. */
  async stats(): Promise<MailOutboxStats & { oldestPendingSeconds: number | null }> {
    const stats = await this.repository.stats();
    const oldestPendingSeconds = stats.oldestPendingAt
      ? Math.max(0, Math.round((this.now().getTime() - stats.oldestPendingAt.getTime()) / 1000))
      : null;
    return { ...stats, oldestPendingSeconds };
  }
}
