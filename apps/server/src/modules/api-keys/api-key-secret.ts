import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SECRET_PATTERN } from '@app/contracts';

/** A new secret for key `id`: `pk_<id>_` and 32 random bytes (256 bits) in base64url. */
export function newSecret(id: number): string {
  return `${API_KEY_PREFIX}${id}_${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored: SHA-256 of the secret, hex. A slow hash (argon2) guards guessable passwords; a
 * 256-bit random secret cannot be guessed, and a hash per request must cost microseconds (decision 046).
 */
export function hashOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** What the list shows to recognise a key: its id and the secret's first four random characters. */
export function prefixOf(secret: string): string {
  // The random part may hold underscores too: the id's underscore is the second one.
  return secret.slice(0, secret.indexOf('_', API_KEY_PREFIX.length) + 5);
}

/** Whether a presented secret's hash is the stored one, in constant time. */
export function sameHash(presentedHash: string, storedHash: string): boolean {
  const a = Buffer.from(presentedHash, 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key id a well-formed secret names, else undefined. */
export function idOfSecret(secret: string): number | undefined {
  const match = API_KEY_SECRET_PATTERN.exec(secret);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : undefined;
}
