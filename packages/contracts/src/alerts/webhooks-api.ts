import { z } from 'zod';

/**
 * Signed webhooks (docs/decisions/040): an account's HTTPS endpoints receive alarm events as JSON,
 * signed with HMAC-SHA256 over `${timestamp}.${body}` with the endpoint's secret:
 * `X-Purifier-Signature: t=<unix seconds>,v1=<hex>`. A receiver refuses a timestamp older than
 * WEBHOOK_REPLAY_WINDOW_SECONDS. Deliveries retry with backoff; an endpoint that fails
 * WEBHOOK_DISABLE_AFTER times in a row is disabled and its account's administrators are told.
 */

export const WEBHOOK_EVENTS = ['alarm.opened', 'alarm.acknowledged', 'alarm.cleared'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_SIGNATURE_HEADER = 'X-Purifier-Signature';
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;
export const WEBHOOK_DISABLE_AFTER = 10;

export const webhookInputSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    url: z
      .string()
      .trim()
      .max(2000)
      .url({ error: 'url must be an absolute URL' })
      .refine((u) => u.startsWith('https://') || u.startsWith('http://'), { error: 'url must be http(s)' }),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1, { error: 'choose at least one event' })
      .max(WEBHOOK_EVENTS.length),
    enabled: z.boolean().default(true),
  })
  .strict();
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export interface WebhookDto {
  id: number;
  accountId: number;
  name: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why the endpoint was disabled automatically, else null. */
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: string;
  lastDeliveryAt: string | null;
}

export interface WebhookDeliveryDto {
  id: number;
  event: WebhookEvent | 'test';
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number | null;
  at: string;
}

/** The JSON body of every delivery. */
export interface WebhookBody {
  id: string;
  event: WebhookEvent | 'test';
  occurredAt: string;
  alarm: {
    id: number;
    rule: string;
    kind: string;
    severity: string;
    state: string;
    device: { uid: string; name: string | null } | null;
    site: { id: number; name: string | null } | null;
    value: number | null;
    openedAt: string;
    clearedAt: string | null;
  } | null;
}
