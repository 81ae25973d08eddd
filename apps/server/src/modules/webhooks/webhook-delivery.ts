import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_SIGNATURE_HEADER, deliverySucceeded, type WebhookBody } from '@app/contracts';
import type { MailOutbox } from '../mail';
import type { QueueWork } from '../../jobs/job-engine';
import { alarmEventBody, deliveryId, testBody } from './webhook-body';
import { postWebhook, type WebhookAttempt, type WebhookClientOptions } from './webhook-client';
import { webhookDisabledMail } from './webhook-mails';
import {
  DELIVERED_TYPES,
  type DeliveryRow,
  type WebhookRepository,
  type WebhookRow,
} from './webhook.repository';
import { signWebhook } from './webhook-signature';

/** The deliveries' queue: one job per event and endpoint. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** Why an endpoint was disabled automatically (the web app words it). */
export const DISABLED_BY_FAILURES = 'consecutiveFailures';

export interface WebhookDeliveryJob {
  endpointId: number;
  alarmEventId: number;
}

/** The deliveries' retries: about 30 s, doubling, at most an hour apart, 8 times. */
export interface WebhookRetry {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}
export const WEBHOOK_RETRY: WebhookRetry = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3_600,
};

/** Thrown by a failed delivery so that the job engine retries it. */
export class DeliveryFailed extends Error {
  constructor(readonly attempt: WebhookAttempt) {
    super(`webhook delivery failed: ${describe(attempt)}`);
    this.name = 'DeliveryFailed';
  }
}

const describe = (attempt: WebhookAttempt) =>
  attempt.statusCode === null ? (attempt.error ?? 'no answer') : `HTTP ${attempt.statusCode}`;

/**
 * Delivers one alarm event to one endpoint (docs/decisions/040): builds the body, signs it with the
 * endpoint's secret at this attempt's time, POSTs it and logs the attempt. A 2xx ends the endpoint's
 * run of failures; anything else adds to it and throws (the engine retries with backoff), until
 * `disableAfter` failures in a row disable the endpoint — then the account's user is mailed, in the
 * transaction that disables it, and the delivery stops. An endpoint disabled, deleted or no longer
 * subscribed meanwhile gets nothing.
 */
export class WebhookDelivery {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly mailOutbox: MailOutbox,
    private readonly client: WebhookClientOptions,
    private readonly settings: { disableAfter: number; retry: WebhookRetry; baseUrl: string },
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  queue(): QueueWork<WebhookDeliveryJob> {
    return {
      name: WEBHOOK_DELIVERY_QUEUE,
      perKey: 'exclusive',
      retryLimit: this.settings.retry.retryLimit,
      retryDelaySeconds: this.settings.retry.retryDelaySeconds,
      retryDelayMaxSeconds: this.settings.retry.retryDelayMaxSeconds,
      // Above the 10 s request: a run still active after this died with its instance.
      expireSeconds: 120,
      run: (job) => this.deliver(job),
    };
  }

  async deliver({ endpointId, alarmEventId }: WebhookDeliveryJob): Promise<void> {
    const endpoint = await this.repository.get(endpointId);
    if (!endpoint?.enabled) return;
    const facts = await this.repository.eventFacts(alarmEventId);
    const event = facts ? DELIVERED_TYPES[facts.type] : undefined;
    if (!facts || !event || !endpoint.events.includes(event)) return;
    const id = deliveryId(endpointId, alarmEventId);
    const attemptNumber = (await this.repository.attempts(endpointId, alarmEventId)) + 1;
    const at = this.now();
    const attempt = await this.post(endpoint, alarmEventBody(id, event, facts), at);
    const received = deliverySucceeded(attempt.statusCode);
    // Read before the transaction (PGlite's one connection): who is told if this failure disables it.
    const recipient =
      !received && endpoint.consecutiveFailures + 1 >= this.settings.disableAfter
        ? await this.repository.recipient(endpoint.accountId)
        : undefined;
    const outcome = await this.mailOutbox.transaction(async (tx, queueMail) => {
      const repository = this.repository.withTransaction(tx);
      await repository.logDelivery({
        endpointId,
        event,
        alarmEventId,
        attempt: attemptNumber,
        statusCode: attempt.statusCode,
        error: attempt.error,
        durationMs: attempt.durationMs,
        at,
      });
      if (received) {
        await repository.recordSuccess(endpointId, at);
        return 'received';
      }
      const state = await repository.recordFailure(
        endpointId,
        at,
        this.settings.disableAfter,
        DISABLED_BY_FAILURES,
      );
      if (state === 'disabled' && recipient?.email && recipient.activated)
        await queueMail(
          webhookDisabledMail(
            this.settings.baseUrl,
            { ...recipient, email: recipient.email },
            {
              id: endpoint.id,
              name: endpoint.name,
              url: endpoint.url,
              failures: this.settings.disableAfter,
              lastError: describe(attempt),
            },
          ),
        );
      return state;
    });
    if (outcome === 'disabled')
      this.log.warn(
        { endpointId, accountId: endpoint.accountId },
        'webhook endpoint disabled after failures',
      );
    if (outcome === 'counted') throw new DeliveryFailed(attempt);
  }

  /** The "Send test" button: one `test` delivery now, logged, that changes no counter. */
  async sendTest(endpoint: WebhookRow): Promise<DeliveryRow> {
    const at = this.now();
    const id = `whd_${endpoint.id}_test_${at.getTime()}`;
    const attempt = await this.post(endpoint, testBody(id, at), at);
    return this.repository.logDelivery({
      endpointId: endpoint.id,
      event: 'test',
      alarmEventId: null,
      attempt: 1,
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
      at,
    });
  }

  private async post(endpoint: WebhookRow, body: WebhookBody, at: Date): Promise<WebhookAttempt> {
    const json = JSON.stringify(body);
    return postWebhook(
      endpoint.url,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, json, at.getTime() / 1000),
        'X-Purifier-Event': body.event,
        'X-Purifier-Delivery': body.id,
      },
      json,
      this.client,
    );
  }
}
