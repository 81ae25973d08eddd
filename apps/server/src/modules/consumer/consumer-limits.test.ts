import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ConsumerAccount, ConsumerModel } from '@app/contracts';
import { buildApp } from '../../app';
import { devices, users } from '../../db/schema';
import { DEMO_STOCK } from '../../db/seed/demo';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';
import { linkIn } from '../../../test/smtp-peer';
import { AfterAnswerQueue } from './after-answer';

const LIMITS = {
  perEmail: { limit: 5, windowMs: 3600_000 },
  perIp: { limit: 3, windowMs: 3600_000 },
  claimPerConsumer: { limit: 2, windowMs: 3600_000 },
  claimPerIp: { limit: 3, windowMs: 3600_000 },
};

/** Signs a consumer up through the mailed link, registering from its own client address. */
async function consumerSession(t: TestApp, app: FastifyInstance, email: string, ip: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/consumer/register?email=${encodeURIComponent(email)}&langKey=it`,
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(204);
  const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
  const key = linkIn(mail, '/consumer/').split('/consumer/')[1]!;
  const activated = await app.inject({ method: 'GET', url: `/api/consumer/activate?key=${key}` });
  expect(activated.statusCode).toBe(200);
  const token = activated.headers.authorization as string;
  const account = (
    await app.inject({ method: 'GET', url: '/api/consumer/user-accounts', headers: { authorization: token } })
  ).json<ConsumerAccount>();
  return { token, accountId: account.id };
}

describe('consumer limits: registrations per client address, claims per consumer and per client address', () => {
  let t: TestApp;
  let models: ConsumerModel[];
  let cityId: number;
  let started = 0;
  const queue = new AfterAnswerQueue({ error: () => undefined }, { gate: async () => void (started += 1) });
  beforeAll(async () => {
    t = await buildTestApp({ deps: { consumerRegisterLimits: LIMITS, consumerAfterAnswer: queue } });
    models = (await t.app.inject({ method: 'GET', url: '/api/consumer/models' })).json();
    cityId = (await t.app.inject({ method: 'GET', url: '/api/tab-cities/provinces/MO/cities' })).json<
      { id: number }[]
    >()[0]!.id;
  });
  afterAll(() => t.close());

  const claim = (
    session: { token: string; accountId: number },
    ip: string,
    serialNumber: string,
    code: string,
    uid: string | null = null,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consumer/devices',
      headers: { authorization: session.token },
      remoteAddress: ip,
      payload: {
        cityId,
        modelId: models.find((m) => m.code === code)!.id,
        ownerId: session.accountId,
        purchase_date: '2026-11-20',
        seller_description: 'Negozio',
        serialNumber,
        uid,
      },
    });

  it('answers 429 past the per-client-address registration limit, and does nothing for it', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/consumer/register?email=${encodeURIComponent(email)}&langKey=it`,
        remoteAddress: '10.20.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await register(`crowd${i}@example.com`)).statusCode).toBe(204);
    const over = await register('one.too.many@example.com');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: 'error.ratelimit', status: 429 });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The three accepted registrations are handled; the refused one queued nothing.
    await vi.waitFor(() => expect(started).toBe(3), { timeout: 10_000 });
    await queue.settled();
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'crowd2@example.com')),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'one.too.many@example.com')),
    ).toEqual([]);
  });

  it('limits the claims of one consumer, from any address; a refused claim moves nothing', async () => {
    const session = await consumerSession(t, t.app, 'claims.a@example.com', '10.21.0.1');
    const stock = DEMO_STOCK[0]!;
    expect((await claim(session, '10.21.0.1', 'AP554-26-99998', '554')).statusCode).toBe(400);
    expect((await claim(session, '10.21.0.2', 'AP554-26-99997', '554')).statusCode).toBe(400);
    const limited = await claim(session, '10.21.0.3', stock.serialNumber, stock.modelCode, stock.uid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'error.ratelimit', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const [device] = await t.database.db
      .select({ ownerId: devices.ownerId })
      .from(devices)
      .where(eq(devices.serialNumber, stock.serialNumber));
    expect(device!.ownerId).not.toBe(session.accountId);
  });

  it('limits the claims from one client address, whoever the consumer', async () => {
    const b = await consumerSession(t, t.app, 'claims.b@example.com', '10.22.0.1');
    const c = await consumerSession(t, t.app, 'claims.c@example.com', '10.22.0.2');
    expect((await claim(b, '10.22.9.9', 'AP554-26-99996', '554')).statusCode).toBe(400);
    expect((await claim(b, '10.22.9.9', 'AP554-26-99995', '554')).statusCode).toBe(400);
    expect((await claim(c, '10.22.9.9', 'AP554-26-99994', '554')).statusCode).toBe(400);
    expect((await claim(c, '10.22.9.9', 'AP554-26-99993', '554')).statusCode).toBe(429);
    // Another consumer from another address still gets an answer.
    const d = await consumerSession(t, t.app, 'claims.d@example.com', '10.22.0.3');
    expect((await claim(d, '10.22.9.8', 'AP554-26-99993', '554')).statusCode).toBe(400);
  });
});

const redisUp = await redisAvailable();

describe.skipIf(!redisUp)('with REDIS_URL, the claim limits are shared by the instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  // One prefix per run: parallel test runs never share counts.
  const redisKeyPrefix = `test:${randomUUID()}`;

  beforeAll(async () => {
    a = await buildTestApp({
      env: { REDIS_URL: TEST_REDIS_URL },
      deps: { redisKeyPrefix, consumerRegisterLimits: LIMITS },
    });
    // Two instances are two apps over the same database (PGlite clones cannot be shared).
    b = await buildApp(a.config, {
      database: a.database,
      logger: false,
      redisKeyPrefix,
      consumerRegisterLimits: LIMITS,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses on B the consumer who reached its limit on A', async () => {
    const session = await consumerSession(a, a.app, 'shared.claims@example.com', '10.23.0.1');
    const models = (await a.app.inject({ method: 'GET', url: '/api/consumer/models' })).json<
      ConsumerModel[]
    >();
    const claimOn = (app: FastifyInstance, serialNumber: string) =>
      app.inject({
        method: 'POST',
        url: '/api/consumer/devices',
        headers: { authorization: session.token },
        remoteAddress: '10.23.0.1',
        payload: {
          cityId: 1,
          modelId: models.find((m) => m.code === '554')!.id,
          ownerId: session.accountId,
          purchase_date: '2026-11-20',
          seller_description: 'Negozio',
          serialNumber,
          uid: null,
        },
      });
    expect((await claimOn(a.app, 'AP554-26-99992')).statusCode).toBe(400);
    expect((await claimOn(b, 'AP554-26-99991')).statusCode).toBe(400);
    expect((await claimOn(a.app, 'AP554-26-99990')).statusCode).toBe(429);
    expect((await claimOn(b, 'AP554-26-99990')).statusCode).toBe(429);
  });
});
