import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import type { MailOutboxRepository, MailOutboxRow } from './mail-outbox.repository';

/** The first retry waits 30 s, each next one twice as long, at most an hour (plus up to 10 % jitter). */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 3_600_000;
/** 30 attempts span about 23 hours; after the last one the mail is FAILED. */
export const MAX_ATTEMPTS = 30;
/** How long a claimed mail is this instance's; longer than a batch can take to send. */
export const LEASE_MS = 5 * 60_000;
/** The longest one SMTP send can take (the mailer's connection, greeting and socket timeouts). */
export const SEND_BUDGET_MS = 2 * 60_000;
/** Delivered and given-up mails are deleted after 30 days. */
export const RETENTION_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/** Delay before the next attempt after `attempts` failed ones; `random` in [0, 1) adds the jitter. */
export function retryDelayMs(attempts: number, random: number = Math.random()): number {
  const delay = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(delay * (1 + 0.1 * random));
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface MailDeliveryOptions {
  batchSize?: number;
  leaseMs?: number;
  random?: () => number;
}

/**
 * Sends the outbox: claims due mails with a lease, hands them to the Mailer (SMTP or .eml files),
 * marks them SENT, or schedules the next attempt with exponential backoff. Safe to run on several
 * instances at once (the claim is exclusive). `kick()` runs it right after a commit that queued a
 * mail; the recurring job runs it every few seconds for retries and for mails queued elsewhere.
 */
export class MailDelivery {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly random: () => number;
  private loop: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private lastPrune = 0;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    options: MailDeliveryOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.random = options.random ?? Math.random;
  }

  /** One pass: claims at most one batch of due mails and tries each once. */
  async runOnce(): Promise<DeliveryResult> {
    const started = this.now();
    const leaseUntil = new Date(started.getTime() + this.leaseMs);
    const rows = await this.outbox.claimDue(started, leaseUntil, this.batchSize);
    const result: DeliveryResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
    for (let i = 0; i < rows.length; i += 1) {
      // Never send on a lease that may run out mid-send: another instance could claim the mail.
      if (this.closed || this.now().getTime() + SEND_BUDGET_MS > leaseUntil.getTime()) {
        await this.outbox.release(
          rows.slice(i).map((r) => r.id),
          leaseUntil,
        );
        break;
      }
      const outcome = await this.deliver(rows[i]!);
      result[outcome] += 1;
    }
    await this.pruneNowAndThen();
    return result;
  }

  /** Delivery right after a commit, in the background; several kicks while one runs make one more pass. */
  kick(): void {
    if (this.closed) return;
    this.again = true;
    if (this.loop) return;
    const loop = this.drain();
    this.loop = loop;
    void loop.finally(() => {
      if (this.loop === loop) this.loop = undefined;
      if (this.again) this.kick();
    });
  }

  /** Resolves when no kicked pass is under way (tests; the recurring job). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /** Stops kicking and waits for the pass under way (app close). */
  async close(): Promise<void> {
    this.closed = true;
    this.again = false;
    await this.idle();
  }

  private async drain(): Promise<void> {
    while (this.again && !this.closed) {
      this.again = false;
      try {
        const result = await this.runOnce();
        // A full batch: more may be due.
        if (result.claimed >= this.batchSize) this.again = true;
      } catch (error) {
        this.log.error({ err: error }, 'mail delivery pass failed');
      }
    }
  }

  private async deliver(row: MailOutboxRow): Promise<'sent' | 'retried' | 'failed'> {
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
      const nextAttemptAt = new Date(this.now().getTime() + retryDelayMs(attempts, this.random()));
      await this.outbox.markAttemptFailed(row.id, { error: message, nextAttemptAt, giveUp });
      const context = { mailId: row.id, to: row.recipient, attempts, err: error };
      if (giveUp) this.log.error(context, 'mail given up after the last attempt');
      else this.log.warn({ ...context, nextAttemptAt }, 'mail not sent, will retry');
      return giveUp ? 'failed' : 'retried';
    }
    await this.outbox.markSent(row.id, this.now());
    return 'sent';
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const removed = await this.outbox.prune(new Date(now - RETENTION_MS));
    if (removed) this.log.info({ removed }, 'old mails removed from the outbox');
  }
}
