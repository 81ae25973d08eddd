import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import type { MailOutbox } from '../mail';
import type { ModuleContext } from '../module-context';
import { NotificationMailer } from './notification-mailer';
import {
  ALARM_NOTIFY_QUEUE,
  NOTIFICATION_MAIL_QUEUE,
  NotificationReader,
  type NotificationMailJob,
  type AlarmAudience,
  type NotificationPublisher,
} from './notification-reader';
import { NotificationRepository } from './notification.repository';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';

export { ALARM_NOTIFY_QUEUE, NOTIFICATION_MAIL_QUEUE } from './notification-reader';
export { NotificationMailer, type MailRun } from './notification-mailer';
export { NotificationReader } from './notification-reader';

/** The digest's recurring job: every 15 minutes it mails the digests whose time has come. */
export const NOTIFICATION_DIGEST_JOB = 'notification-digest';
export const NOTIFICATION_DIGEST_EVERY_MS = 15 * 60_000;

/** The notification centre's parts, built from the app's shared services (the module and tests). */
export function createNotifications(deps: {
  db: AppDatabase;
  feed: NotificationPublisher;
  audience: AlarmAudience;
  jobs: Pick<JobEngine, 'send' | 'ready'>;
  outbox: Pick<MailOutbox, 'transaction'>;
  baseUrl: string;
  log: FastifyBaseLogger;
}) {
  const repository = new NotificationRepository(deps.db);
  return {
    reader: new NotificationReader(deps.db, repository, deps.audience, deps.feed, deps.jobs, deps.log),
    mailer: new NotificationMailer(repository, deps.outbox, deps.baseUrl, deps.log),
    service: new NotificationsService(repository, deps.feed),
  };
}

/**
 * The notification centre (docs/decisions/040): each alarm event becomes a notification for the
 * users who may see its alarm and want it — in-app (the bell, live over STOMP), mailed in groups
 * or in a daily digest.
 */
export async function notificationsModule(app: FastifyInstance, context: ModuleContext) {
  const { reader, mailer, service } = createNotifications({
    db: context.database.db,
    feed: context.live.notifications,
    audience: context.alarmAudience,
    jobs: context.jobs,
    outbox: context.platform.mailOutbox,
    baseUrl: context.config.baseUrl,
    log: app.log,
  });
  await app.register(notificationsRoutes, { notifications: service });

  // Woken by every transaction that writes alarm events; `stately`: a burst wakes it once. Run by
  // the instances that run jobs (not `everywhere`): a notification waits at most a poll for them.
  context.alarmEvents.subscribe(ALARM_NOTIFY_QUEUE);
  context.jobs.queue({
    name: ALARM_NOTIFY_QUEUE,
    perKey: 'stately',
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 300,
    expireSeconds: 600,
    run: (_data, stopping) => reader.run(stopping),
  });
  context.jobs.queue<NotificationMailJob>({
    name: NOTIFICATION_MAIL_QUEUE,
    perKey: 'stately',
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 1800,
    expireSeconds: 300,
    run: async ({ userId }) => {
      const run = await mailer.mailPending(userId);
      // Quiet hours or the hourly cap: the same recipient's job again when they end (stately:
      // this one is running, so the next one may wait).
      if (run.outcome === 'later')
        await context.jobs.send(
          NOTIFICATION_MAIL_QUEUE,
          { userId },
          { key: String(userId), startAfter: run.retryAt },
        );
      return run;
    },
  });
  context.jobs.recurring({
    id: NOTIFICATION_DIGEST_JOB,
    everyMs: NOTIFICATION_DIGEST_EVERY_MS,
    run: async () => {
      const { mailed, immediate } = await mailer.digest();
      // A no-op for a recipient whose mail job waits already.
      for (const userId of immediate)
        await context.jobs.send(NOTIFICATION_MAIL_QUEUE, { userId }, { key: String(userId), startAfter: 1 });
      return { digests: mailed.length, requeued: immediate.length };
    },
  });
}
