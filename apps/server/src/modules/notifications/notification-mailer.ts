import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIME_ZONE, MAIL_CAP_PER_HOUR, minutesToQuietEnd, wallClock } from '@app/contracts';
import type { MailOutbox } from '../mail';
import { MAIL_LIST_LIMIT, notificationMail } from './notification-mails';
import type { NotificationRepository, Recipient } from './notification.repository';

const HOUR_MS = 3_600_000;

/** Minutes since midnight on the application's wall clock (Europe/Rome): quiet hours and the digest's time. */
const romeMinute = (instant: Date) => wallClock(instant.getTime(), DEFAULT_TIME_ZONE).minute;

/** What one mail run did: mailed (how many notifications), nothing to do, or wait until `retryAt`. */
export type MailRun =
  | { outcome: 'sent'; notifications: number }
  | { outcome: 'nothing' }
  | { outcome: 'later'; retryAt: Date; reason: 'quiet' | 'cap' };

/**
 * The notification mails (docs/decisions/040): one mail with everything pending for a recipient,
 * grouped by site, through the outbox in the recipient's language, the notifications marked sent in
 * the same transaction. Never during the recipient's quiet hours, never more than
 * MAIL_CAP_PER_HOUR in an hour: the run answers when to come back. The digest sends the same mail
 * once a day at the recipient's `digestAt`.
 */
export class NotificationMailer {
  constructor(
    private readonly repository: NotificationRepository,
    private readonly outbox: Pick<MailOutbox, 'transaction'>,
    private readonly baseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The mail job of one recipient (immediate mode). */
  async mailPending(userId: number): Promise<MailRun> {
    const user = (await this.repository.recipients([userId])).get(userId);
    if (!user) return { outcome: 'nothing' };
    const mode = user.preferences.mail;
    // A digest recipient's notifications wait for the digest.
    if (mode === 'digest') return { outcome: 'nothing' };
    if (mode === 'off' || !user.activated || !user.email) return this.forget(user);
    const now = this.now();
    const quiet = minutesToQuietEnd(user.preferences.quietHours, romeMinute(now));
    if (quiet > 0) {
      // To the minute the quiet hours end (the current minute's seconds are already past).
      const retryAt = new Date(now.getTime() + quiet * 60_000 - (now.getTime() % 60_000));
      return { outcome: 'later', retryAt, reason: 'quiet' };
    }
    const lastHour = await this.repository.mailTimesSince(user.userId, new Date(now.getTime() - HOUR_MS));
    if (lastHour.length >= MAIL_CAP_PER_HOUR) {
      // When the oldest of the hour's mails leaves the window, one more may go.
      const oldest = lastHour[lastHour.length - MAIL_CAP_PER_HOUR]!;
      return { outcome: 'later', retryAt: new Date(oldest.getTime() + HOUR_MS + 1000), reason: 'cap' };
    }
    return this.send(user, false);
  }

  /**
   * The digest run (every 15 minutes): each digest recipient with pending notifications whose
   * `digestAt` has passed today (Europe/Rome) and who has had no digest since then gets
   * its digest. Answers the users mailed, and the immediate recipients with pending mail (their
   * job was lost, or they left the digest): the caller queues their mail job again.
   */
  async digest(): Promise<{ mailed: number[]; immediate: number[] }> {
    const now = this.now();
    const mailed: number[] = [];
    const immediate: number[] = [];
    const users = await this.repository.recipients(await this.repository.usersWithPendingMail());
    for (const user of users.values()) {
      if (user.preferences.mail === 'immediate') immediate.push(user.userId);
      if (user.preferences.mail !== 'digest') continue;
      if (!user.activated || !user.email) {
        await this.forget(user);
        continue;
      }
      const minute = romeMinute(now);
      const digestAt = toMinutes(user.preferences.digestAt);
      if (minute < digestAt) continue;
      const todaysDigest = new Date(now.getTime() - (minute - digestAt) * 60_000 - (now.getTime() % 60_000));
      if ((await this.repository.mailTimesSince(user.userId, todaysDigest, 'digest')).length > 0) continue;
      try {
        const run = await this.send(user, true);
        if (run.outcome === 'sent') mailed.push(user.userId);
      } catch (error) {
        // One recipient's trouble does not keep the others' digests; the next run tries again.
        this.log.warn({ err: error, userId: user.userId }, 'notification digest failed');
      }
    }
    return { mailed, immediate };
  }

  private async send(user: Recipient, digest: boolean): Promise<MailRun> {
    const lastId = await this.repository.lastPendingId(user.userId);
    if (lastId === null) return { outcome: 'nothing' };
    const sites = await this.repository.pendingBySite(user.userId, lastId);
    const listed = await this.repository.pendingList(user.userId, lastId, MAIL_LIST_LIMIT);
    const message = notificationMail(
      this.baseUrl,
      { email: user.email!, login: user.login, firstName: user.firstName, langKey: user.langKey },
      { sites, listed, digest },
    );
    const notifications = await this.outbox.transaction(async (tx, queue) => {
      await queue(message);
      const repository = this.repository.withTransaction(tx);
      const count = await repository.markMailed(user.userId, lastId, 'sent');
      await repository.recordMail(user.userId, digest ? 'digest' : 'immediate', this.now(), count);
      return count;
    });
    return { outcome: 'sent', notifications };
  }

  /** Pending mail that cannot go (mail off, no address, deactivated) is not to be mailed any more. */
  private async forget(user: Recipient): Promise<MailRun> {
    const lastId = await this.repository.lastPendingId(user.userId);
    if (lastId !== null) await this.repository.markMailed(user.userId, lastId, 'none');
    return { outcome: 'nothing' };
  }
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
