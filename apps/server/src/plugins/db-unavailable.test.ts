import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildTestApp, signIn, type TestApp } from '../../test/build-test-app';
import { freePort } from '../../test/free-port';
import { tcpRelay } from '../../test/tcp-relay';
import { openDatabase, type DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';

/** Same secret in every app of this file, so a token signed by one is read by the others. */
const env = { JWT_SECRET: 'db-unavailable-test-secret-0123456789abcdef' };

/** A node-postgres handle that does not ping at start (openDatabase would refuse a dead server). */
function unpingedPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 2_000 });
  pool.on('error', () => undefined);
  return {
    db: drizzle(pool, { schema }),
    kind: 'postgres',
    pool,
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
}

const expectUnavailable = (res: {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}) => {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 503, message: 'error.dbunavailable' });
  expect(res.headers['retry-after']).toBe('5');
};

describe('database unavailable', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ env });
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('answers 503 error.dbunavailable, not 500, when PostgreSQL refuses connections', async () => {
    const dead = unpingedPostgres(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`);
    const app = await buildTestApp({ env, deps: { database: dead } });
    try {
      expectUnavailable(
        await app.app.inject({
          method: 'POST',
          url: '/api/authenticate',
          payload: { username: 'admin', password: 'admin' },
        }),
      );
      expectUnavailable(
        await app.app.inject({ method: 'GET', url: '/api/nations', headers: { authorization: admin } }),
      );
    } finally {
      await app.close();
      await dead.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 while PostgreSQL is unreachable and recovers by itself when it is back',
    async () => {
      const url = new URL(t.database.pool!.options.connectionString!);
      const proxy = tcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
      await proxy.start();
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
      const app = await buildTestApp({ env, deps: { database } });
      const nations = () =>
        app.app.inject({ method: 'GET', url: '/api/nations', headers: { authorization: admin } });
      try {
        expect((await nations()).statusCode).toBe(200);
        await proxy.stop();
        expectUnavailable(await nations());
        expectUnavailable(await nations());
        await proxy.start();
        expect((await nations()).statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
        await proxy.stop();
      }
    },
  );

  // Last: it closes this file's database. PGlite only (on PostgreSQL the relay test covers it).
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'answers 503 once the PGlite instance is closed, for signed-in and anonymous calls',
    async () => {
      await t.database.pglite!.close();
      expectUnavailable(
        await t.app.inject({ method: 'GET', url: '/api/nations', headers: { authorization: admin } }),
      );
      expectUnavailable(
        await t.app.inject({
          method: 'POST',
          url: '/api/authenticate',
          payload: { username: 'admin', password: 'admin' },
        }),
      );
    },
  );
});
