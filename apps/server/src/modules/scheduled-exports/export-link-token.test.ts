import { describe, expect, it } from 'vitest';
import { checkExportLink, signExportLink } from './export-link-token';

const secret = 'x'.repeat(40);
const expiresAt = new Date('2026-12-01T10:00:00Z');

describe('export link token', () => {
  it('accepts its own token until it expires, then says expired', () => {
    const token = signExportLink(7, expiresAt, secret);
    expect(checkExportLink(token, secret, new Date('2026-12-01T09:59:59Z'))).toEqual({ ok: true, fileId: 7 });
    expect(checkExportLink(token, secret, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered id, expiry or signature, another secret and garbage as invalid', () => {
    const token = signExportLink(7, expiresAt, secret);
    const [, expiry, signature] = token.split('.');
    const now = new Date('2026-11-30T00:00:00Z');
    for (const bad of [
      `8.${expiry}.${signature}`,
      `7.${Number(expiry) + 1000}.${signature}`,
      `7.${expiry}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`,
      'nonsense',
      '',
    ])
      expect(checkExportLink(bad, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkExportLink(token, 'y'.repeat(40), now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
