import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed download link of a stored export file (docs/decisions/048): `fileId.expiry.signature`,
 * HMAC-SHA256 over `fileId.expiry` with the server secret (`config.jwtSecret`), under its own label
 * so a link signature can never stand for a session token or the reverse.
 */
export type ExportLinkCheck = { ok: true; fileId: number } | { ok: false; reason: 'invalid' | 'expired' };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`export-link:${payload}`).digest('base64url');

export function signExportLink(fileId: number, expiresAt: Date, secret: string): string {
  const payload = `${fileId}.${expiresAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** A tampered or malformed token is `invalid` (the route answers 404); a good one past its time is `expired` (410). */
export function checkExportLink(token: string, secret: string, now: Date): ExportLinkCheck {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (Number(expiry) <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, fileId: Number(id) };
}
