import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup, RefusedAddressError, targetHost } from './webhook-target';

/** How long one delivery may take, connection and answer included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookClientOptions {
  /** Certificates to trust besides the system's (tests: their receiver's self-signed one). */
  ca?: string | Buffer;
  timeoutMs?: number;
  /** Refuse non-public addresses at connection time (the prod profile). */
  publicOnly: boolean;
}

export interface WebhookAttempt {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs one signed body and reports what happened; it never throws. Redirects are not followed
 * (a 3xx is a failure: a redirect could lead to a refused address). The answer's body is read and
 * dropped.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: WebhookClientOptions,
): Promise<WebhookAttempt> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): WebhookAttempt => ({
    statusCode,
    error: error === null ? null : error.slice(0, 500),
    durationMs: Math.round(performance.now() - started),
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return done(null, 'invalid URL');
  }
  const host = targetHost(target);
  if (options.publicOnly) {
    if (target.protocol !== 'https:') return done(null, 'refused: only https in production');
    if (isIP(host) && !isPublicAddress(host)) return done(null, new RefusedAddressError(host, host).message);
  }
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<WebhookAttempt>((resolve) => {
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Purifier-Webhooks/1',
          ...headers,
        },
        timeout: timeoutMs,
        ...(options.publicOnly ? { lookup: publicOnlyLookup } : {}),
        ...(options.ca && target.protocol === 'https:' ? { ca: options.ca } : {}),
        // No pooled connection: each delivery resolves and checks its host again.
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(done(response.statusCode ?? null, null)));
        response.on('error', (error) => resolve(done(response.statusCode ?? null, error.message)));
        // Cut off by the deadline while the answer was read: the status stands, the cut is said.
        response.on('close', () =>
          resolve(done(response.statusCode ?? null, response.complete ? null : 'answer cut off')),
        );
      },
    );
    // The whole attempt, not only the socket's idle time, is bounded.
    const deadline = setTimeout(
      () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    request.on('error', (error) => resolve(done(null, error.message)));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}
