import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

/** The client address that sign-in limits and audit see: X-Forwarded-For only from trusted proxies. */
const limits = {
  perIp: { limit: 3, windowMs: 60_000 },
  perLogin: { limit: 100, windowMs: 60_000 },
  perIpLogins: { limit: 100, windowMs: 60_000 },
};

function attempts(t: () => TestApp) {
  const attempt = (login: string, peer: string, forwardedFor?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: login, password: 'wrong' },
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const auditedAddresses = async (login: string) =>
    (
      await t()
        .database.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.principal, login), eq(auditEvents.eventType, 'AUTHENTICATION_FAILURE')))
    ).map((e) => e.data.remoteAddress);
  return { attempt, auditedAddresses };
}

describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  const { attempt, auditedAddresses } = attempts(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ deps: { signInLimits: limits } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a rotating header neither escapes the limit nor shows in the audit', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt('rotator', '10.60.0.1', `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt('rotator', '10.60.0.1', '203.0.113.99')).statusCode).toBe(429);
    expect(await auditedAddresses('rotator')).toEqual(['10.60.0.1', '10.60.0.1', '10.60.0.1']);
  });

  it('ignores it from a loopback peer too', async () => {
    for (let i = 0; i < 3; i++) await attempt('local', '127.0.0.1', `198.51.100.${i}`);
    expect((await attempt('local', '127.0.0.1', '198.51.100.99')).statusCode).toBe(429);
    expect(new Set(await auditedAddresses('local'))).toEqual(new Set(['127.0.0.1']));
  });
});

describe('TRUST_PROXY=127.0.0.1', () => {
  let t: TestApp;
  const { attempt, auditedAddresses } = attempts(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, deps: { signInLimits: limits } });
  });
  afterAll(() => t.close());

  it('reads the client from X-Forwarded-For when the trusted proxy sends it', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('proxied', '127.0.0.1', `203.0.113.${i}`)).statusCode).toBe(401);
    expect(await auditedAddresses('proxied')).toEqual([0, 1, 2, 3, 4].map((i) => `203.0.113.${i}`));
    // The same client through the proxy is limited as itself.
    for (let i = 0; i < 3; i++) await attempt('proxied2', '127.0.0.1', '203.0.113.50');
    expect((await attempt('proxied2', '127.0.0.1', '203.0.113.50')).statusCode).toBe(429);
  });

  it('takes the address the trusted proxy saw, not what the client wrote in front of it', async () => {
    await attempt('chain', '127.0.0.1', '6.6.6.6, 203.0.113.77');
    expect(await auditedAddresses('chain')).toEqual(['203.0.113.77']);
  });

  it('ignores the header from any other peer', async () => {
    for (let i = 0; i < 3; i++) await attempt('direct', '10.61.0.1', `203.0.113.${100 + i}`);
    expect((await attempt('direct', '10.61.0.1', '203.0.113.200')).statusCode).toBe(429);
    expect(new Set(await auditedAddresses('direct'))).toEqual(new Set(['10.61.0.1']));
  });
});

describe('TRUST_PROXY=1 (one proxy hop)', () => {
  let t: TestApp;
  const { attempt, auditedAddresses } = attempts(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '1' }, deps: { signInLimits: limits } });
  });
  afterAll(() => t.close());

  it('takes the last X-Forwarded-For entry, the one the proxy added', async () => {
    await attempt('hop', '10.62.0.1', '6.6.6.6, 198.51.100.7');
    expect(await auditedAddresses('hop')).toEqual(['198.51.100.7']);
  });
});
