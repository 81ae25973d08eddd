import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import type { QueueWork } from '../../jobs/job-engine';
import type { MailOutboxRepository } from './mail-outbox.repository';

/** The job engine's queue of mails: a job carries the outbox row's id. */
export const MAIL_QUEUE = 'mail';

export interface MailMessageJob {
  mailId: number;
}

/** The first retry waits about 30 s, each next one about twice as long, at most an hour. */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 3_600;
/** 30 attempts span about a day; after the last one the mail is FAILED. */
export const MAX_ATTEMPTS = 30;
/** The longest one SMTP send can take (the mailer's connection, greeting and socket timeouts). */
export const SEND_BUDGET_SECONDS = 120;
/** Delivered and given-up mails are deleted after 30 days. */
export const RETENTION_MS = 30 * 24 * 3600_000;

export interface MailRetry {
  /** The wait before the first retry, doubled at each next one (pg-boss adds jitter). */
  baseSeconds: number;
  maxSeconds: number;
}

/**
 * Delivers the outbox (docs/decisions/014): each mail is a job of the job engine, queued in the
 * transaction that wrote the mail (MailOutbox), so both exist or neither. A run sends one mail and
 * marks it SENT; a failed send records the attempt and its error on the row and throws, and the
 * engine tries again with exponential backoff, until the last attempt marks it FAILED. The engine
 * gives each job to one worker at a time, on whichever instance: no lease of our own.
 */
export class MailDelivery {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    private readonly retry: MailRetry = { baseSeconds: RETRY_BASE_SECONDS, maxSeconds: RETRY_MAX_SECONDS },
  ) {}

  /** The engine's queue: every process works it (a mail leaves from the instance that queued it). */
  queue(): QueueWork<MailMessageJob> {
    return {
      name: MAIL_QUEUE,
      everywhere: true,
      // One job per mail (its id is the key): the sweep's send for a mail whose job lives is a no-op.
      perKey: 'exclusive',
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelaySeconds: this.retry.baseSeconds,
      retryDelayMaxSeconds: this.retry.maxSeconds,
      // A run still active after this long died with its instance (a send takes at most 2 minutes).
      expireSeconds: 2 * SEND_BUDGET_SECONDS,
      run: ({ mailId }) => this.deliver(mailId),
    };
  }

  /**
   * One attempt at one mail. Throws when the mail should be tried again; a mail already SENT or
   * FAILED (or gone) is left alone, so a job run twice never sends twice what was recorded sent.
   */
  async deliver(mailId: number): Promise<'sent' | 'failed' | 'skipped'> {
    const row = await this.outbox.get(mailId);
    if (!row || row.status !== 'PENDING') return 'skipped';
    try {
      await this.mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.attachments?.length ? { attachments: row.attachments } : {}),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const message = (error as Error).message || String(error);
      const nextAttemptAt = new Date(this.now().getTime() + this.retryDelaySeconds(attempts) * 1000);
      await this.outbox.markAttemptFailed(row.id, { error: message, nextAttemptAt, giveUp });
      const context = { mailId: row.id, to: row.recipient, attempts, err: error };
      if (giveUp) {
        this.log.error(context, 'mail given up after the last attempt');
        return 'failed';
      }
      this.log.warn({ ...context, nextAttemptAt }, 'mail not sent, will retry');
      throw error;
    }
    await this.outbox.markSent(row.id, this.now());
    return 'sent';
  }

  /** Deletes delivered and given-up mails older than 30 days (a recurring job). */
  async prune(): Promise<number> {
    const removed = await this.outbox.prune(new Date(this.now().getTime() - RETENTION_MS));
    if (removed) this.log.info({ removed }, 'old mails removed from the outbox');
    return removed;
  }

  /** About when the engine tries again after `attempts` failed ones (its backoff, without the jitter). */
  private retryDelaySeconds(attempts: number): number {
    return Math.min(this.retry.baseSeconds * 2 ** (attempts - 1), this.retry.maxSeconds);
  }
}
