import { createHash, randomBytes } from 'node:crypto';

/** Activation and reset keys: 160 random bits for the link; only their SHA-256 is stored. */
export function newSecureKey(): { key: string; hash: string } {
  const key = randomBytes(20).toString('base64url');
  return { key, hash: hashKey(key) };
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');
