import type { FastifyBaseLogger } from 'fastify';
import { MAIL_GROUP_WINDOW_SECONDS, notificationDelivery, type NotificationPush } from '@app/contracts';
import { AlarmEventCursor } from '../../db/alarm-event-cursor';
import type { AppDatabase } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import type { NewNotification, NotificationRepository } from './notification.repository';

/** The reader's queue, woken by every transaction that writes alarm events (AlarmEventBus). */
export const ALARM_NOTIFY_QUEUE = 'alarm-notify';
/** One mail job per recipient, waiting MAIL_GROUP_WINDOW_SECONDS for what else comes. */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
/** How many events one transaction turns into notifications. */
export const EVENT_BATCH = 1_000;

/**
 * Where the new unread counts go: the bell's live feed (modules/live-status, a layer above this
 * module: it is given here, never imported), which shares them with every instance.
 */
export interface NotificationPublisher {
  publish(changes: ReadonlyArray<{ userId: number; push: NotificationPush }>): void;
}

/** Who may see each alarm (modules/alerts' AlarmAudienceRepository, given through the module context). */
export interface AlarmAudience {
  usersWhoMaySee(alarmIds: number[]): Promise<Map<number, number[]>>;
}

export interface NotificationMailJob {
  userId: number;
}

/**
 * Turns alarm events into notifications (docs/decisions/040): reads the events after its cursor in
 * batches, finds who may see each alarm and what each of them wants (`notificationDelivery`),
 * writes the notifications and moves the cursor in one transaction — a crash re-reads the batch,
 * and a notification already written is skipped — then pushes the new unread counts to the users'
 * open pages and queues one mail job per recipient with mail to send (`stately` per recipient: a
 * storm queues one job, which mails everything pending a minute later).
 */
export class NotificationReader {
  private readonly cursor: AlarmEventCursor;

  constructor(
    private readonly db: AppDatabase,
    private readonly repository: NotificationRepository,
    private readonly audience: AlarmAudience,
    private readonly feed: NotificationPublisher,
    private readonly jobs: Pick<JobEngine, 'send' | 'ready'>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.cursor = new AlarmEventCursor(db, 'notifications');
  }

  /** Reads every event after the cursor; resolves with how many events and notifications it handled. */
  async run(stopping?: AbortSignal): Promise<{ events: number; notifications: number }> {
    const total = { events: 0, notifications: 0 };
    for (;;) {
      const batch = await this.batch();
      total.events += batch.events;
      total.notifications += batch.notifications;
      if (batch.events < EVENT_BATCH || stopping?.aborted) break;
    }
    return total;
  }

  private async batch(): Promise<{ events: number; notifications: number }> {
    const events = await this.repository.eventsAfter(await this.cursor.position(), EVENT_BATCH);
    if (events.length === 0) return { events: 0, notifications: 0 };
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const audience = await this.audience.usersWhoMaySee([...new Set(events.map((e) => e.alarmId))]);
    const recipients = await this.repository.recipients([...new Set([...audience.values()].flat())]);
    const now = this.now();
    const rows: NewNotification[] = [];
    for (const event of events) {
      for (const userId of audience.get(event.alarmId) ?? []) {
        const user = recipients.get(userId);
        // Nobody is told of what he did himself.
        if (!user?.activated || (event.actor !== null && event.actor === user.login)) continue;
        const delivery = notificationDelivery(
          event.type,
          event.severity,
          event.notifyOnClear,
          user.preferences,
        );
        if (!delivery) continue;
        rows.push({
          userId,
          alarmId: event.alarmId,
          eventId: event.eventId,
          createdAt: now,
          // Not wanted in the centre: written (the mail's source) as already read.
          readAt: delivery.inApp ? null : now,
          mail: delivery.mail ? 'pending' : 'none',
        });
      }
    }
    const last = events.at(-1)!.eventId;
    const mailed = new Set(
      rows
        .filter((r) => r.mail === 'pending' && recipients.get(r.userId)?.preferences.mail === 'immediate')
        .map((r) => r.userId),
    );
    await this.jobs.ready();
    await this.db.transaction(async (tx) => {
      const repository = this.repository.withTransaction(tx);
      await repository.insert(rows);
      await this.cursor.move(tx, last);
      // The mail jobs commit with the notifications they mail.
      for (const userId of mailed) {
        const job: NotificationMailJob = { userId };
        // A no-op when this recipient's mail job is waiting already: a storm is one mail.
        await this.jobs.send(NOTIFICATION_MAIL_QUEUE, job, {
          tx,
          key: String(userId),
          startAfter: MAIL_GROUP_WINDOW_SECONDS,
        });
      }
    });
    await this.pushCounts(rows);
    return { events: events.length, notifications: rows.length };
  }

  /** The new unread counts, to the bells of the users told something in-app. */
  private async pushCounts(rows: readonly NewNotification[]): Promise<void> {
    const shown = [...new Set(rows.filter((r) => r.readAt === null).map((r) => r.userId))];
    try {
      const counts = await this.repository.unreadCounts(shown);
      const latest = await this.repository.latestUnreadOf(shown);
      this.feed.publish(
        shown.map((userId) => ({
          userId,
          push: { unread: counts.get(userId) ?? 0, latest: latest.get(userId) ?? null },
        })),
      );
    } catch (error) {
      // The bell is a convenience: the centre has the notifications, the page reads them again.
      this.log.warn({ err: error }, 'notification push failed');
    }
  }
}
