import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_REPLAY_WINDOW_SECONDS } from '@app/contracts';

/** HMAC-SHA256 of `${t}.${body}` with the endpoint's secret, hex. */
const mac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/**
 * The X-Purifier-Signature header of a body sent at `nowSeconds` (docs/decisions/040):
 * `t=<unix seconds>,v1=<hex>`. The timestamp is signed with the body, so a receiver that refuses old
 * timestamps refuses a replayed delivery.
 */
export function signWebhook(secret: string, body: string, nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

/**
 * What a receiver does: true only when the header's timestamp is within the replay window of
 * `nowSeconds` (either side: clocks drift) and one of its v1 signatures is the body's. Compared in
 * constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
  windowSeconds = WEBHOOK_REPLAY_WINDOW_SECONDS,
): boolean {
  if (!header) return false;
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) t = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (t === undefined || Math.abs(nowSeconds - t) > windowSeconds) return false;
  const expected = Buffer.from(mac(secret, t, body), 'hex');
  return signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
