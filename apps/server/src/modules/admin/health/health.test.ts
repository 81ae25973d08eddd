import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIotProvider } from '../../../adapters/iot';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';

describe('management/health', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('reports every component with its details to an admin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/management/health',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('UP');
    expect(Object.keys(body.components).sort()).toEqual(['db', 'diskSpace', 'iotProvider', 'mail', 'ping']);
    expect(body.components.db).toMatchObject({ status: 'UP', details: { validationQuery: 'select 1' } });
    expect(body.components.diskSpace.details).toMatchObject({ path: t.config.dataDir, exists: true });
    expect(body.components.diskSpace.details.total).toBeGreaterThan(body.components.diskSpace.details.free);
    expect(body.components.mail).toMatchObject({ status: 'UP', details: { transport: 'smtp' } });
    expect(body.components.iotProvider).toMatchObject({ status: 'UP', details: { provider: 'simulator' } });
    expect(body.components.iotProvider.details.devices).toBeGreaterThan(0);
  });
});

describe('management/health with a component down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of the loopback: the SMTP check and the Tuya cloud both fail.
    const iot = createIotProvider({
      provider: 'tuya',
      tuya: { clientId: 'client', clientSecret: 'secret', baseUrl: 'http://127.0.0.1:9' },
    });
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, deps: { iot } });
  });
  afterAll(() => t.close());

  it('answers 503 with the component DOWN and its reason', async () => {
    const admin = await signIn(t.app, 'admin', 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/management/health',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('DOWN');
    expect(res.json().components.mail.status).toBe('DOWN');
    expect(res.json().components.mail.details.error).toBeTruthy();
    expect(res.json().components.iotProvider).toMatchObject({
      status: 'DOWN',
      details: { provider: 'tuya' },
    });
    expect(res.json().components.db.status).toBe('UP');
    const anonymous = await t.app.inject({ method: 'GET', url: '/management/health' });
    expect(anonymous.statusCode).toBe(503);
    expect(anonymous.json().components.mail).toEqual({ status: 'DOWN' });
  });
});
