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

/** A new endpoint: the input and the account it belongs to (in the caller's subtree). */
export const webhookCreateSchema = webhookInputSchema
  .extend({ accountId: z.number().int().positive().max(2_147_483_647) })
  .strict();
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** GET api/webhooks: one account's endpoints, else every endpoint of the caller's subtree. */
export const webhookListQuerySchema = z.object({
  accountId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const webhookSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why the endpoint was disabled automatically, else null. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  lastDeliveryAt: z.string().nullable(),
});
export type WebhookDto = z.infer<typeof webhookSchema>;

/** The create and rotate-secret answers: the only ones that show the secret (it is never read back). */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecretDto = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.union([z.enum(WEBHOOK_EVENTS), z.literal('test')]),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  at: z.string(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliverySchema>;

/** The delivery log shows this many of an endpoint's newest attempts. */
export const WEBHOOK_DELIVERY_LOG_LIMIT = 100;

/** Whether a delivery's status code counts as received (2xx). */
export const deliverySucceeded = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

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
