import type { WebhookDeliveryDto, WebhookDto, WebhookEvent } from '@app/contracts';
import type { DeliveryRow, WebhookRow } from './webhook.repository';

/** An endpoint as the API shows it: never its secret. */
export function presentWebhook(row: WebhookRow): WebhookDto {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    event: row.event as WebhookEvent | 'test',
    attempt: row.attempt,
    statusCode: row.statusCode,
    error: row.error,
    durationMs: row.durationMs,
    at: row.at.toISOString(),
  };
}
