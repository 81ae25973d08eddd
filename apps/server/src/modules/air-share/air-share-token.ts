import { createHash, randomBytes } from 'node:crypto';

/**
 * A share link's token (docs/decisions/050): 32 random bytes in base64url, handed out once. Only its
 * SHA-256 is stored, so the table alone opens no screen; a plain hash is enough for a random secret
 * of 256 bits (nothing to guess, nothing to stretch).
 */
export function newAirShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: airShareTokenHash(token) };
}

export function airShareTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The web page of a token (no origin: the web app puts its own in front). */
export const airSharePath = (token: string) => `/air/${token}`;
