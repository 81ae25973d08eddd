import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDatabase } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import { MAIL_QUEUE, type MailMessageJob } from './mail-delivery';
import type { MailOutboxRepository, MailOutboxStats } from './mail-outbox.repository';

/** Queues a mail in the transaction under way. */
export type QueueMail = (message: MailMessage) => Promise<void>;

/** How many pending mails one sweep looks at. */
const SWEEP_LIMIT = 1_000;

/**
 * Every mail the app sends goes through here: `transaction(change)` runs the change and queues its
 * mails — each a row of the outbox and a job of the job engine — in one database transaction (all
 * commit or none), then wakes this process's mail worker, so the mail normally leaves within a
 * second. With SMTP down the change still succeeds; the mail waits and the engine retries it
 * (docs/decisions/014).
 *
 * Keep the transaction short: hash passwords and read what you need before it, and do not call
 * anything that uses the app's database handle inside it (PGlite has a single connection).
 */
export class MailOutbox {
  constructor(
    private readonly db: AppDatabase,
    private readonly repository: MailOutboxRepository,
    private readonly jobs: Pick<JobEngine, 'ready' | 'send' | 'wake'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async transaction<T>(change: (tx: AppDatabase, queue: QueueMail) => Promise<T>): Promise<T> {
    let queued = 0;
    // The engine's sending side is ready before the transaction holds the connection (PGlite).
    await this.jobs.ready();
    const result = await this.db.transaction(async (tx) => {
      const outbox = this.repository.withTransaction(tx);
      return change(tx, async (message) => {
        const mailId = await outbox.enqueue(message, this.now());
        await this.send(mailId, tx);
        queued += 1;
      });
    });
    if (queued) this.jobs.wake(MAIL_QUEUE);
    return result;
  }

  /**
   * Gives every pending mail its job: a no-op for a mail whose job waits or runs (one job per mail),
   * and the way a mail queued before the job engine (or whose job was lost) is delivered.
   */
  async sweep(): Promise<number> {
    const ids = await this.repository.pendingIds(SWEEP_LIMIT);
    let queued = 0;
    for (const id of ids) if (await this.send(id)) queued += 1;
    if (queued) this.jobs.wake(MAIL_QUEUE);
    return queued;
  }

  /** For the health check: what waits, what was given up, and since when. */
  async stats(): Promise<MailOutboxStats & { oldestPendingSeconds: number | null }> {
    const stats = await this.repository.stats();
    const oldestPendingSeconds = stats.oldestPendingAt
      ? Math.max(0, Math.round((this.now().getTime() - stats.oldestPendingAt.getTime()) / 1000))
      : null;
    return { ...stats, oldestPendingSeconds };
  }

  private async send(mailId: number, tx?: AppDatabase): Promise<boolean> {
    const job: MailMessageJob = { mailId };
    return (await this.jobs.send(MAIL_QUEUE, job, { key: String(mailId), ...(tx ? { tx } : {}) })) !== null;
  }
}
