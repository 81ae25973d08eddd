import type { WebhookBody, WebhookEvent } from '@app/contracts';
import type { AlarmEventFacts } from './webhook.repository';

/** The delivery's id, the same on every attempt: receivers deduplicate with it. */
export const deliveryId = (endpointId: number, alarmEventId: number) => `whd_${endpointId}_${alarmEventId}`;

/** The JSON body of an alarm event's delivery. */
export function alarmEventBody(id: string, event: WebhookEvent, facts: AlarmEventFacts): WebhookBody {
  return {
    id,
    event,
    occurredAt: facts.at.toISOString(),
    alarm: {
      id: facts.alarmId,
      rule: facts.rule,
      kind: facts.kind,
      severity: facts.severity,
      state: facts.state,
      device: facts.deviceUid === null ? null : { uid: facts.deviceUid, name: facts.deviceName },
      site: facts.siteId === null ? null : { id: facts.siteId, name: facts.siteName },
      value: facts.value,
      openedAt: facts.openedAt.toISOString(),
      clearedAt: facts.clearedAt?.toISOString() ?? null,
    },
  };
}

/** The body of a test delivery: no alarm. */
export const testBody = (id: string, at: Date): WebhookBody => ({
  id,
  event: 'test',
  occurredAt: at.toISOString(),
  alarm: null,
});
