import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

/** Every administration endpoint: 401 without a token, 403 for a signed-in non-admin, 2xx for an admin. */
const ENDPOINTS: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object]> = [
  ['GET', '/management/jhimetrics'],
  ['GET', '/management/threaddump'],
  ['GET', '/management/loggers'],
  ['GET', '/management/loggers/ROOT'],
  ['POST', '/management/loggers/ROOT', { configuredLevel: 'INFO' }],
  ['GET', '/management/configprops'],
  ['GET', '/management/env'],
  ['GET', '/management/audits'],
  ['GET', '/management/prometheus'],
  ['GET', '/management/jobs'],
  ['GET', '/management/jobs/mail'],
  ['POST', '/management/jobs/mail/00000000-0000-0000-0000-000000000000/retry'],
  ['GET', '/api/users'],
  ['GET', '/api/users/authorities'],
  ['GET', '/api/users/admin'],
  ['POST', '/api/users', { login: 'nobody', email: 'nobody@example.com' }],
  ['PUT', '/api/users', { id: 1, login: 'admin', email: 'admin@example.com' }],
  ['DELETE', '/api/users/user'],
  ['GET', '/api/admin/iot-usage'],
];

describe('administration access', () => {
  let t: TestApp;
  let userToken: string;
  let dealerToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    userToken = await signIn(t.app, 'user', 'user');
    dealerToken = await signIn(t.app, 'dealer', 'Demo-dealer1');
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS)(
    '%s %s answers 401 without a token and 403 to non-admins',
    async (method, url, payload) => {
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: 'error.http.401' });
      for (const token of [userToken, dealerToken]) {
        const res = await t.app.inject({ method, url, payload, headers: { authorization: token } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 403, message: 'error.http.403' });
      }
    },
  );

  it('answers an admin on every read endpoint', async () => {
    const admin = await signIn(t.app, 'admin', 'admin');
    for (const [method, url] of ENDPOINTS.filter(([m]) => m === 'GET')) {
      const res = await t.app.inject({ method, url, headers: { authorization: admin } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('keeps the health check public, without details for non-admins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/management/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('UP');
    for (const component of Object.values(body.components)) expect(component).not.toHaveProperty('details');
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/management/health',
      headers: { authorization: userToken },
    });
    expect(Object.values(asUser.json().components).some((c) => 'details' in (c as object))).toBe(false);
  });
});
