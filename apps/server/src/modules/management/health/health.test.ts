import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIotProvider } from '../../../adapters/iot';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { tcpRelay } from '../../../../test/tcp-relay';

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
    expect(Object.keys(body.components).sort()).toEqual([
      'db',
      'diskSpace',
      'iotProvider',
      'iotPush',
      'mail',
      'ping',
    ]);
    expect(body.components.db).toMatchObject({ status: 'UP', details: { validationQuery: 'select 1' } });
    expect(body.components.diskSpace.details).toMatchObject({ path: t.config.dataDir, exists: true });
    expect(body.components.diskSpace.details.total).toBeGreaterThan(body.components.diskSpace.details.free);
    expect(body.components.mail).toMatchObject({ status: 'UP', details: { transport: 'smtp' } });
    expect(body.components.iotProvider).toMatchObject({ status: 'UP', details: { provider: 'simulator' } });
    expect(body.components.iotProvider.details.devices).toBeGreaterThan(0);
    // A process that runs no jobs (this test app) has not started the pushed events' consumer.
    expect(body.components.iotPush).toEqual({ status: 'UNKNOWN', details: { started: false } });
  });
});

describe('management/health with a component down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of the loopback: the SMTP check and the Tuya cloud both fail.
    const iot = createIotProvider({
      provider: 'tuya',
      tuya: { clientId: 'client', clientSecret: 'secret', baseUrl: 'http://127.0.0.1:9' },
      push: { enabled: false, simulatorReportSeconds: 0 },
      pace: { readsPerSecond: 0, commandsPerSecond: 0, backgroundShare: 0.75 },
    });
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, deps: { iot } });
  });
  afterAll(() => t.close());

  it('answers 503 with the component DOWN and its reason (the IoT provider counts, mail does not)', async () => {
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

describe('management/health/liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    // SMTP and the Tuya cloud are down: neither probe looks at them.
    const iot = createIotProvider({
      provider: 'tuya',
      tuya: { clientId: 'client', clientSecret: 'secret', baseUrl: 'http://127.0.0.1:9' },
      push: { enabled: false, simulatorReportSeconds: 0 },
      pace: { readsPerSecond: 0, commandsPerSecond: 0, backgroundShare: 0.75 },
    });
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, deps: { iot } });
  });
  afterAll(async () => {
    await t.app.close();
    await t.smtp.close();
  });

  it('are public; liveness checks nothing, readiness the database only', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/management/health/liveness' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'UP' });

    const ready = await t.app.inject({ method: 'GET', url: '/management/health/readiness' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'UP', components: { db: { status: 'UP' } } });

    const admin = await signIn(t.app, 'admin', 'admin');
    const detailed = await t.app.inject({
      method: 'GET',
      url: '/management/health/readiness',
      headers: { authorization: admin },
    });
    expect(detailed.json().components.db.details).toMatchObject({ validationQuery: 'select 1' });
  });

  it('readiness answers 503 DOWN without the database; liveness stays UP', async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/management/health/readiness' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'DOWN', components: { db: { status: 'DOWN' } } });
    const live = await t.app.inject({ method: 'GET', url: '/management/health/liveness' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'UP' });
  });
});

/**
 * A database outage as the callers see it: on PostgreSQL (TEST_DATABASE_URL) the app reaches its
 * database through a relay that is stopped; on PGlite the embedded database is closed.
 */
describe('management/health during a database outage, with a token', () => {
  /** Same secret in both apps, so a token signed by the first is read by the second. */
  const env = { JWT_SECRET: 'health-outage-test-secret-0123456789abcdef' };
  let base: TestApp;
  let t: TestApp;
  let relay: ReturnType<typeof tcpRelay> | undefined;
  let relayed: DatabaseHandle | undefined;
  let tokens: Record<'admin' | 'user', string>;

  beforeAll(async () => {
    base = await buildTestApp({ env });
    tokens = {
      admin: await signIn(base.app, 'admin', 'admin'),
      user: await signIn(base.app, 'user', 'user'),
    };
    t = base;
    if (base.database.kind === 'postgres') {
      const url = new URL(base.database.pool!.options.connectionString!);
      relay = tcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
      await relay.start();
      url.hostname = '127.0.0.1';
      url.port = String(relay.port);
      relayed = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
      t = await buildTestApp({ env, deps: { database: relayed } });
    }
  });
  afterAll(async () => {
    if (t !== base) await t?.close();
    await relayed?.close().catch(() => undefined);
    await relay?.stop();
    await base?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  it('answers 503 with the DOWN report, never 500, whoever asks; liveness stays 200 UP', async () => {
    const before = await get('/management/health', tokens.admin);
    expect(before.statusCode, before.body).toBe(200);
    if (relay) await relay.stop();
    else await t.database.pglite!.close();

    for (const token of [tokens.admin, tokens.user, undefined]) {
      const health = await get('/management/health', token);
      expect(health.statusCode, health.body).toBe(503);
      expect(health.json()).toMatchObject({ status: 'DOWN', components: { db: { status: 'DOWN' } } });
      const ready = await get('/management/health/readiness', token);
      expect(ready.statusCode, ready.body).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'DOWN', components: { db: { status: 'DOWN' } } });
      const live = await get('/management/health/liveness', token);
      expect(live.statusCode, live.body).toBe(200);
      expect(live.json()).toEqual({ status: 'UP' });
    }
  });
});
