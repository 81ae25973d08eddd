import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './token.service';

const SECRET = 'a-test-secret-long-enough-for-hs512-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const subject = { login: 'dealer', authorities: ['ROLE_USER'], userId: 7, tokenVersion: 2, sessionId: 's-1' };

describe('TokenService.verify', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims of a well-signed token, again from what it verified', async () => {
    const tokens = new TokenService(SECRET, 3600, 86_400);
    const now = Math.floor(Date.now() / 1000);
    const token = await tokens.issue(subject, now, now + 60);
    const first = await tokens.verify(token);
    expect(first).toEqual({ ...subject, expiresAt: now + 60 });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a token once it expires, though its signature was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-29T10:00:00Z');
    vi.setSystemTime(start);
    const tokens = new TokenService(SECRET, 3600, 86_400);
    const now = Math.floor(start.getTime() / 1000);
    const token = await tokens.issue(subject, now, now + 60);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date(start.getTime() + 59_999));
    expect(await tokens.verify(token)).not.toBeNull();
    // jose's rule: expired from the second of `exp` on.
    vi.setSystemTime(new Date(start.getTime() + 60_000));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed after a good one was verified', async () => {
    const tokens = new TokenService(SECRET, 3600, 86_400);
    const now = Math.floor(Date.now() / 1000);
    const token = await tokens.issue(subject, now, now + 60);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, auth: 'ROLE_ADMIN' })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await new TokenService(`${SECRET}-other`, 3600, 86_400).verify(token)).toBeNull();
  });

  it('shares claims no request can change', async () => {
    const tokens = new TokenService(SECRET, 3600, 86_400);
    const now = Math.floor(Date.now() / 1000);
    const token = await tokens.issue(subject, now, now + 60);
    await tokens.verify(token);
    const cached = (await tokens.verify(token))!;
    expect(() => cached.authorities.push('ROLE_ADMIN')).toThrow();
    expect((await tokens.verify(token))!.authorities).toEqual(['ROLE_USER']);
  });
});
