/** Tuya's test channel; production is `event` (values as seen in the SDKs). */
export const DEFAULT_MQ_ENV = 'event';
/** How long the gateway waits for an acknowledgement before delivering again. */
export const DEFAULT_ACK_TIMEOUT_MS = 30_000;

export interface MqUrlSettings {
  /** The OpenAPI data centre, e.g. https://openapi.tuyaeu.com. */
  baseUrl: string;
  accessId: string;
  /** TUYA_MQ_URL: the gateway (origin only, the path is added) or a whole consumer URL. */
  mqUrl?: string;
  /** TUYA_MQ_ENV: `event` or `event-test`. */
  mqEnv?: string;
  ackTimeoutMs?: number;
}

/** Tuya's consumer path, with a Failover subscription named `{accessId}-sub`. */
export function mqConsumerPath(accessId: string, env: string, ackTimeoutMs: number): string {
  const id = encodeURIComponent(accessId);
  return (
    `/ws/v2/consumer/persistent/${id}/out/${encodeURIComponent(env)}/${id}-sub` +
    `?ackTimeoutMillis=${ackTimeoutMs}&subscriptionType=Failover`
  );
}

/**
 * The gateway's consumer URL. Derived from the data centre: `openapi.tuyaXX.com` → `wss://mqe.tuyaXX.com:8285`
 * (tuyaeu, tuyaus, tuyacn, tuyain, ...); a plain-http base (the fake cloud) → ws:// on the same host and
 * port. A TUYA_MQ_URL with a path beyond `/` is taken whole.
 */
export function mqGatewayUrl(settings: MqUrlSettings): string {
  const path = mqConsumerPath(
    settings.accessId,
    settings.mqEnv ?? DEFAULT_MQ_ENV,
    settings.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS,
  );
  if (settings.mqUrl) {
    const url = new URL(settings.mqUrl);
    if (url.pathname !== '/' && url.pathname !== '') return url.toString();
    return `${url.origin}${path}`;
  }
  const base = new URL(settings.baseUrl);
  // Plain http is a local fake cloud (tests, the demo), which serves the gateway on its own port.
  if (base.protocol === 'http:') return `ws://${base.host}${path}`;
  const host = base.hostname;
  const gateway = host.startsWith('openapi') ? host.replace(/^openapi[^.]*/, 'mqe') : `mqe.${host}`;
  return `wss://${gateway}:8285${path}`;
}
