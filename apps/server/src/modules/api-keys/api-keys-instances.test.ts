import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyWithSecretDto } from '@app/contracts';
import { buildApp } from '../../app';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';

const redisUp = await redisAvailable();
const readDevices = { service: 'DEVICE_MANAGEMENT', operations: ['read'] };

/** Two instances over one database: a key revoked on A is refused by B at its next request. */
describe('API keys on two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let dealer: string;
  const keyGet = (app: FastifyInstance, secret: string) =>
    app.inject({ method: 'GET', url: '/api/devices', headers: { 'x-api-key': secret } });
  const make = async (name: string) => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { authorization: dealer },
      payload: { name, grants: [readDevices] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ApiKeyWithSecretDto;
  };

  beforeAll(async () => {
    a = await buildTestApp();
    // Two instances are two apps over the same database (PGlite clones cannot be shared).
    b = await buildApp(a.config, { database: a.database, logger: false });
    await b.ready();
    dealer = await signIn(a.app, 'dealer', 'Demo-dealer1');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a key revoked on A is refused on B at once', async () => {
    const key = await make('roaming');
    expect((await keyGet(b, key.secret)).statusCode).toBe(200);
    const revoked = await a.app.inject({
      method: 'POST',
      url: `/api/api-keys/${key.id}/revoke`,
      headers: { authorization: dealer },
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await keyGet(b, key.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toMatch(/revoked/);
  });
});

describe.skipIf(!redisUp)('with REDIS_URL, the per-key limit is shared by the instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const redisKeyPrefix = `test:${randomUUID()}`;

  beforeAll(async () => {
    a = await buildTestApp({
      env: { REDIS_URL: TEST_REDIS_URL, API_KEY_RATE_LIMIT: '6' },
      deps: { redisKeyPrefix },
    });
    b = await buildApp(a.config, { database: a.database, logger: false, redisKeyPrefix });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('three calls on each instance use up a limit of six; the seventh gets 429 with Retry-After', async () => {
    const dealer = await signIn(a.app, 'dealer', 'Demo-dealer1');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { authorization: dealer },
      payload: { name: 'shared', grants: [readDevices] },
    });
    const { secret } = res.json() as ApiKeyWithSecretDto;
    const headers = { authorization: `ApiKey ${secret}` };
    for (const app of [a.app, b, a.app, b, a.app, b])
      expect((await app.inject({ method: 'GET', url: '/api/devices', headers })).statusCode).toBe(200);
    const limited = await b.inject({ method: 'GET', url: '/api/devices', headers });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
