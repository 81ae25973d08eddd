import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';

describe('POST api/authenticate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      deps: {
        signInLimits: {
          perIp: { limit: 12, windowMs: 60_000 },
          perSource: { limit: 5, windowMs: 60_000 },
          perLogin: { limit: 5, windowMs: 60_000 },
          perIpLogins: { limit: 4, windowMs: 60_000 },
          loginSlowdown: { stepMs: 20, maxMs: 100 },
        },
      },
    });
  });
  afterAll(() => t.close());

  const authenticate = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/authenticate', payload: payload as object, remoteAddress: ip });

  it('returns the bearer token in the authorization header and opens the session', async () => {
    const res = await authenticate({ username: 'admin', password: 'admin', rememberMe: false });
    expect(res.statusCode).toBe(200);
    const header = res.headers.authorization as string;
    expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.json().id_token).toBe(header.slice(7));

    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: header },
    });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ login: 'admin', activated: true });
    expect(account.json().authorities).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_USER']));
    expect(account.json()).not.toHaveProperty('passwordHash');
  });

  it('gives a longer validity with rememberMe', async () => {
    const short = decodeJwt(
      (await authenticate({ username: 'user', password: 'user', rememberMe: false })).json().id_token,
    );
    const long = decodeJwt(
      (await authenticate({ username: 'user', password: 'user', rememberMe: true })).json().id_token,
    );
    expect(long.exp! - long.iat!).toBe(t.config.tokenValidityRememberMeSeconds);
    expect(short.exp! - short.iat!).toBe(t.config.tokenValiditySeconds);
    expect(long.exp! - long.iat!).toBeGreaterThan(short.exp! - short.iat!);
  });

  it('answers 401 for a wrong password or an unknown login, and audits both outcomes', async () => {
    const wrong = await authenticate({ username: 'user', password: 'nope' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 401, message: 'error.http.401' });
    expect(wrong.headers.authorization).toBeUndefined();
    expect((await authenticate({ username: 'ghost', password: 'x' }, '10.0.0.2')).statusCode).toBe(401);

    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, 'user'));
    expect(events.map((e) => e.eventType)).toEqual(
      expect.arrayContaining(['AUTHENTICATION_SUCCESS', 'AUTHENTICATION_FAILURE']),
    );
    expect(events.find((e) => e.eventType === 'AUTHENTICATION_FAILURE')?.data).toMatchObject({
      remoteAddress: '10.0.0.2',
    });
  });

  it('validates the body: a missing username is a 400 naming the field', async () => {
    const res = await authenticate({ password: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error.validation' });
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'loginVM', field: 'username', message: 'NotNull' },
    ]);
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  const rateLimitedRows = async () =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.eventType, 'AUTHENTICATION_RATE_LIMITED'));

  it('refuses the failing source (address + login) with a 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await authenticate({ username: 'dealer', password: 'bad' }, '10.1.0.1')).statusCode).toBe(401);
    const limited = await authenticate({ username: 'dealer', password: 'Demo-dealer1' }, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'error.ratelimit', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same address may still sign in as someone else...
    expect((await authenticate({ username: 'user', password: 'user' }, '10.1.0.1')).statusCode).toBe(200);
    // ...and the login from another address is not locked.
    expect(
      (await authenticate({ username: 'dealer', password: 'Demo-dealer1' }, '10.1.0.2')).statusCode,
    ).toBe(200);
  });

  it('never locks a login out: failures from many addresses only slow it down', async () => {
    // 4 failures from each of 3 addresses: 12 for the login, past its slowdown threshold (5).
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3'])
      for (let i = 0; i < 4; i++)
        expect((await authenticate({ username: 'gdo', password: 'bad' }, address)).statusCode).toBe(401);
    expect((await authenticate({ username: 'gdo', password: 'Demo-gdo1' }, '10.3.0.4')).statusCode).toBe(200);
  });

  it('counts an attempt before its password is checked, so parallel attempts cannot pass a limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authenticate({ username: 'racer', password: 'bad' }, '10.2.0.1')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it('limits failed attempts per address', async () => {
    // 3 logins x 4 failures: under the per-login (5) and distinct-login (4) limits, at the address limit (12).
    for (let i = 0; i < 12; i++) {
      const res = await authenticate({ username: `someone${i % 3}`, password: 'x' }, '10.9.9.9');
      expect(res.statusCode).toBe(401);
    }
    const limited = await authenticate({ username: 'admin', password: 'admin' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await authenticate({ username: 'admin', password: 'admin' }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('limits password spraying: failures for too many different logins from one address', async () => {
    for (const login of ['spray-a', 'spray-b', 'spray-c', 'spray-d'])
      expect((await authenticate({ username: login, password: 'Summer2024!' }, '10.8.8.8')).statusCode).toBe(
        401,
      );
    const fifth = await authenticate({ username: 'spray-e', password: 'Summer2024!' }, '10.8.8.8');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBeDefined();
    // Even a correct password waits: the address is limited, not the login.
    expect((await authenticate({ username: 'user', password: 'user' }, '10.8.8.8')).statusCode).toBe(429);
    expect((await authenticate({ username: 'user', password: 'user' }, '10.8.8.9')).statusCode).toBe(200);
  });

  it('never counts successful sign-ins: 120 correct ones from one address within a minute all succeed', async () => {
    for (let i = 0; i < 120; i++) {
      const res = await authenticate(
        { username: i % 2 ? 'user' : 'admin', password: i % 2 ? 'user' : 'admin' },
        '10.6.6.6',
      );
      expect(res.statusCode).toBe(200);
    }
    // ...and a few failures from that address after them are still only failures.
    expect((await authenticate({ username: 'user', password: 'wrong' }, '10.6.6.6')).statusCode).toBe(401);
    expect((await authenticate({ username: 'user', password: 'user' }, '10.6.6.6')).statusCode).toBe(200);
  });

  it('writes no audit row per refused attempt: a flood of 1,000 leaves one summary per limit', async () => {
    for (let i = 0; i < 5; i++) await authenticate({ username: 'flooded', password: 'bad' }, '10.7.7.7');
    for (let i = 0; i < 1000; i++) {
      const res = await authenticate({ username: 'flooded', password: 'bad' }, '10.7.7.7');
      expect(res.statusCode).toBe(429);
    }
    const failures = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, 'flooded'), eq(auditEvents.eventType, 'AUTHENTICATION_FAILURE')));
    expect(failures).toHaveLength(5);
    const summaries = (await rateLimitedRows()).filter((e) => e.data.remoteAddress === '10.7.7.7');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      principal: 'flooded',
      data: { limit: 'source', login: 'flooded', count: '5', remoteAddress: '10.7.7.7', window: '60 s' },
    });

    // Rotating logins from a limited address: one summary for the address, none per login.
    for (let i = 0; i < 4; i++) await authenticate({ username: `rot${i}`, password: 'x' }, '10.5.5.5');
    const before = (await rateLimitedRows()).length;
    for (let i = 4; i < 1004; i++)
      expect((await authenticate({ username: `rot${i}`, password: 'x' }, '10.5.5.5')).statusCode).toBe(429);
    const after = await rateLimitedRows();
    expect(after.length - before).toBe(1);
    expect(after.filter((e) => e.data.remoteAddress === '10.5.5.5')).toEqual([
      expect.objectContaining({
        principal: 'anonymousUser',
        data: expect.objectContaining({ limit: 'address-logins', count: '4' }),
      }),
    ]);
  });

  it('rejects requests without a token, with a foreign token, or with a bad one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    const forged =
      'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJhZG1pbiIsImF1dGgiOiJST0xFX0FETUlOIiwiZXhwIjo0MTAyNDQ0ODAwfQ.' +
      'a'.repeat(86);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('error.http.401');
  });
});

describe('POST api/authenticate with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const authenticate = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username, password, rememberMe: false },
      remoteAddress: ip,
    });

  it('refuses address A after 10 wrong admin passwords, while admin signs in from address B', async () => {
    for (let i = 0; i < 10; i++)
      expect((await authenticate('admin', `wrong-${i}`, '10.4.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const refused = await authenticate('admin', i === 2 ? 'admin' : 'wrong', '10.4.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // 10 failures of admin in the window: B's attempt waits (at most DEFAULT_SIGN_IN_LIMITS'
    // loginSlowdown.maxMs) and succeeds.
    expect((await authenticate('admin', 'admin', '10.4.0.2')).statusCode).toBe(200);
    // A success clears the login's failures; A stays refused for admin until its window ends.
    expect((await authenticate('admin', 'admin', '10.4.0.1')).statusCode).toBe(429);
  });
});

const redisUp = await redisAvailable();

describe.skipIf(!redisUp)('with REDIS_URL, the sign-in limits are shared by the instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  // One prefix per run: parallel test runs never share counts.
  const redisKeyPrefix = `test:${randomUUID()}`;
  const signInLimits = {
    perIp: { limit: 30, windowMs: 60_000 },
    perSource: { limit: 3, windowMs: 60_000 },
    perLogin: { limit: 3, windowMs: 60_000 },
    loginSlowdown: { stepMs: 20, maxMs: 100 },
  };

  beforeAll(async () => {
    a = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL }, deps: { redisKeyPrefix, signInLimits } });
    // Two instances are two apps over the same database (PGlite clones cannot be shared).
    b = await buildApp(a.config, { database: a.database, logger: false, redisKeyPrefix, signInLimits });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const authenticate = (app: FastifyInstance, username: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username, password, rememberMe: false },
      remoteAddress: ip,
    });

  it('refuses on B the source that failed on A, and lets the login in from another address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await authenticate(a.app, 'user', 'bad', '10.4.1.1')).statusCode).toBe(401);
    expect((await authenticate(b, 'user', 'user', '10.4.1.1')).statusCode).toBe(429);
    expect((await authenticate(b, 'user', 'user', '10.4.1.2')).statusCode).toBe(200);
  });
});
