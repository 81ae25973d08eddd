import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

export { MailOutbox, type QueueMail } from './mail-outbox.service';
export { MailOutboxRepository } from './mail-outbox.repository';
export { MailDelivery, MAIL_QUEUE, type MailRetry } from './mail-delivery';

/** Every 10 minutes: each pending mail has its job, and mails older than 30 days are deleted. */
export const MAIL_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The mail outbox's upkeep (docs/decisions/014). The outbox, the delivery and the mail queue are
 * built in the composition root (platform.ts), because the services that queue mails need them and
 * every process delivers its mails; this module schedules the sweep (main.ts starts the job engine).
 */
export async function mailModule(_app: FastifyInstance, context: ModuleContext) {
  const { mailOutbox, mailDelivery } = context.platform;
  context.jobs.recurring({
    id: 'mail-sweep',
    everyMs: MAIL_SWEEP_EVERY_MS,
    run: async () => ({ queued: await mailOutbox.sweep(), removed: await mailDelivery.prune() }),
  });
}
