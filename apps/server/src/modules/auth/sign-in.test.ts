import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('POST api/authenticate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      deps: {
        signInLimits: { perIp: { limit: 40, windowMs: 60_000 }, perLogin: { limit: 3, windowMs: 60_000 } },
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

  it('limits failed attempts per login with a 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await authenticate({ username: 'dealer', password: 'bad' }, `10.1.0.${i}`)).statusCode).toBe(
        401,
      );
    }
    const limited = await authenticate({ username: 'dealer', password: 'Demo-dealer1' }, '10.1.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'error.ratelimit', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP address', async () => {
    let last = 0;
    for (let i = 0; i < 41; i++)
      last = (await authenticate({ username: `someone${i}`, password: 'x' }, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await authenticate({ username: 'admin', password: 'admin' }, '10.9.9.10')).statusCode).toBe(200);
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
