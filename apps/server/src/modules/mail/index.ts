import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

export { MailOutbox, type QueueMail } from './mail-outbox.service';
export { MailOutboxRepository } from './mail-outbox.repository';
export { MailDelivery } from './mail-delivery';

/** Every 10 s the outbox is swept for retries that came due and mails queued by other instances. */
export const MAIL_DELIVERY_EVERY_MS = 10_000;

/**
 * The mail outbox's delivery job (docs/decisions/014). The outbox and the delivery are built in the
 * composition root (platform.ts), because the services that queue mails need them; this module
 * schedules the job (main.ts starts the job engine) and lets a pass under way finish on close.
 */
export async function mailModule(app: FastifyInstance, context: ModuleContext) {
  const delivery = context.platform.mailDelivery;
  context.jobs.recurring({
    id: 'mail-delivery',
    everyMs: MAIL_DELIVERY_EVERY_MS,
    run: async () => {
      delivery.kick();
      await delivery.idle();
    },
  });
  app.addHook('onClose', async () => delivery.close());
}
