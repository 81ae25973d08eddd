import type { WebhookEvent } from '@app/contracts';

/** The i18n key of an event's name (`alarm.opened` → webhooks.event.opened). */
export const eventLabelKey = (event: WebhookEvent | 'test') =>
  `webhooks.event.${event.replace(/^alarm\./, '')}`;

/** The i18n key that explains why an endpoint was disabled, when the reason is a known one. */
export const disabledReasonKey = (reason: string) => `webhooks.disabledReason.${reason}`;
