import { createHash, createHmac } from 'node:crypto';

/**
 * Tuya's signature v2 (its documented signing algorithm), used by our client to sign and by the
 * fake cloud to verify. Proven by the official test vectors in tuya-signing.test.ts.
 *
 *   stringToSign = METHOD \n sha256hex(body) \n (key:value\n for each Signature-Headers key) \n url
 *   token calls:    HMAC(secret, client_id + t + nonce + stringToSign)
 *   business calls: HMAC(secret, client_id + access_token + t + nonce + stringToSign)
 */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface SignatureInput {
  clientId: string;
  secret: string;
  /** 13-digit milliseconds, as sent in the `t` header. */
  t: string;
  method: string;
  /** The path exactly as on the request line, without the query. */
  path: string;
  query?: Readonly<Record<string, string>>;
  /** The exact body bytes sent; none (or '') for GET and DELETE. */
  body?: string | Uint8Array;
  accessToken?: string;
  nonce?: string;
  /** Headers named in Signature-Headers, in that order. */
  signedHeaders?: readonly (readonly [string, string])[];
}

/** The path, then '?' and the query sorted by key as k=v&..., not URL-encoded. */
export function canonicalUrl(path: string, query: Readonly<Record<string, string>> = {}): string {
  const keys = Object.keys(query).sort();
  return keys.length === 0 ? path : `${path}?${keys.map((k) => `${k}=${query[k]}`).join('&')}`;
}

export function stringToSign(
  input: Pick<SignatureInput, 'method' | 'path' | 'query' | 'body' | 'signedHeaders'>,
): string {
  const body = input.body === undefined || input.body.length === 0 ? undefined : input.body;
  const bodyHash = body === undefined ? EMPTY_BODY_SHA256 : createHash('sha256').update(body).digest('hex');
  const headers = (input.signedHeaders ?? []).map(([key, value]) => `${key}:${value}\n`).join('');
  return `${input.method.toUpperCase()}\n${bodyHash}\n${headers}\n${canonicalUrl(input.path, input.query)}`;
}

/** The `sign` header: upper-case hex HMAC-SHA256. */
export function signRequest(input: SignatureInput): string {
  const message =
    input.clientId + (input.accessToken ?? '') + input.t + (input.nonce ?? '') + stringToSign(input);
  return createHmac('sha256', input.secret).update(message, 'utf8').digest('hex').toUpperCase();
}
