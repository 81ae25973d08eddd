import { randomUUID } from 'node:crypto';
import { IotProviderError } from '../iot-provider-error';
import type { IotOperation } from '../iot-provider';
import { signRequest } from './tuya-signing';
import type { TuyaEnvelope } from './tuya-wire';

export interface TuyaCredentials {
  clientId: string;
  clientSecret: string;
  /** Data-centre host, e.g. https://openapi.tuyaeu.com */
  baseUrl: string;
}

export type TuyaOperation = IotOperation | 'token';

export interface TuyaExchange {
  operation: TuyaOperation;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with its segments already URL-encoded; signed as is. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  accessToken?: string;
  /** Server time in ms (local clock plus the learnt offset). */
  t: number;
  timeoutMs: number;
}

/** Connection failures that prove the request never left (safe to retry anything). */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * One signed request and its envelope; no retries here. Errors without a Tuya answer come out as
 * IotProviderError with TIMEOUT, NETWORK, UNREACHABLE or BAD_RESPONSE. The access token travels
 * in a header only and never appears in an error message.
 */
export async function tuyaExchange(
  fetchFn: typeof fetch,
  credentials: TuyaCredentials,
  request: TuyaExchange,
): Promise<TuyaEnvelope> {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  const t = String(request.t);
  const nonce = randomUUID().replaceAll('-', '');
  const sign = signRequest({
    clientId: credentials.clientId,
    secret: credentials.clientSecret,
    t,
    nonce,
    method: request.method,
    path: request.path,
    query: request.query,
    body,
    accessToken: request.accessToken,
  });
  const headers: Record<string, string> = {
    client_id: credentials.clientId,
    sign,
    sign_method: 'HMAC-SHA256',
    t,
    nonce,
    ...(request.accessToken ? { access_token: request.accessToken } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const query = Object.entries(request.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const url = `${credentials.baseUrl.replace(/\/$/, '')}${request.path}${query ? `?${query}` : ''}`;

  let status = 0;
  let text: string;
  try {
    const response = await fetchFn(url, {
      method: request.method,
      headers,
      body: body || undefined,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw transportError(error, request);
  }
  try {
    const envelope = JSON.parse(text) as TuyaEnvelope;
    if (typeof envelope?.success !== 'boolean') throw new Error('no success flag');
    return envelope;
  } catch {
    throw new IotProviderError('BAD_RESPONSE', `not a Tuya answer (HTTP ${status})`, opOf(request));
  }
}

function transportError(error: unknown, request: TuyaExchange): IotProviderError {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new IotProviderError('TIMEOUT', `no answer within ${request.timeoutMs} ms`, opOf(request), {
      cause: error,
    });
  }
  const cause = (error as { cause?: { code?: string } })?.cause;
  const code = cause?.code ?? '';
  return new IotProviderError(
    NOT_SENT.has(code) ? 'UNREACHABLE' : 'NETWORK',
    `connection to the IoT cloud failed${code ? ` (${code})` : ''}`,
    opOf(request),
    { cause: error },
  );
}

const opOf = (request: TuyaExchange): IotOperation | undefined =>
  request.operation === 'token' ? undefined : request.operation;
