import type { FastifyInstance } from 'fastify';
import { WEBHOOK_DISABLE_AFTER } from '@app/contracts';
import type { ModuleContext } from '../module-context';
import { WebhookDelivery, WEBHOOK_RETRY, type WebhookRetry } from './webhook-delivery';
import { ALARM_WEBHOOKS_QUEUE, WebhookReader } from './webhook-reader';
import { webhookRoutes } from './webhook.routes';
import { WebhookRepository } from './webhook.repository';
import { WebhookService } from './webhook.service';

/** What tests change: the retries, the certificate their receiver uses, the failures that disable. */
export interface WebhookDependencies {
  /** Certificates to trust besides the system's, for the deliveries only (tests: a self-signed one). */
  ca?: string | Buffer;
  retry?: WebhookRetry;
  /** Failures in a row that disable an endpoint (default WEBHOOK_DISABLE_AFTER). */
  disableAfter?: number;
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * Signed webhooks (docs/decisions/040): an account's endpoints receive its alarm events. The reader
 * follows the alarm events (the bus wakes it) and queues one delivery job per event and endpoint;
 * each delivery is signed, retried with backoff and logged. In the prod profile no endpoint may
 * reach a private or loopback address, checked when saved and when connecting.
 */
export async function webhooksModule(
  app: FastifyInstance,
  context: ModuleContext & { webhooks?: WebhookDependencies },
) {
  const settings = context.webhooks ?? {};
  const repository = new WebhookRepository(context.database.db);
  const delivery = new WebhookDelivery(
    repository,
    context.platform.mailOutbox,
    { ca: settings.ca, timeoutMs: settings.timeoutMs, publicOnly: context.config.profile === 'prod' },
    {
      disableAfter: settings.disableAfter ?? WEBHOOK_DISABLE_AFTER,
      retry: settings.retry ?? WEBHOOK_RETRY,
      baseUrl: context.config.baseUrl,
    },
    app.log,
    settings.now,
  );
  const reader = new WebhookReader(context.database.db, repository, context.jobs);
  context.alarmEvents.subscribe(ALARM_WEBHOOKS_QUEUE);
  context.jobs.queue(reader.queue());
  context.jobs.queue(delivery.queue());
  const webhooks = new WebhookService(
    repository,
    delivery,
    context.platform.audit,
    context.config.profile,
    settings.now,
  );
  await app.register(webhookRoutes, { webhooks });
}

export { ALARM_WEBHOOKS_QUEUE } from './webhook-reader';
export { WEBHOOK_DELIVERY_QUEUE, type WebhookRetry } from './webhook-delivery';
export { verifyWebhookSignature } from './webhook-signature';
