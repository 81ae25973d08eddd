import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, signIn, type TestApp } from '../../test/build-test-app';
import { nations } from '../db/schema';
import { loggedUrl, serializeError } from './logging';

/** What reaches the log: no secrets, no user-supplied values of failed queries. */
describe('logging', () => {
  let t: TestApp;
  let admin: string;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    t = await buildTestApp({
      deps: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    });
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('logs a failed query with its SQLSTATE and routine but without the values the request sent', async () => {
    // A column gone from under the app: the insert fails in the database with the body's values as parameters.
    await t.database.db.execute(sql`alter table nation rename column name to name_gone`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/nations',
        headers: { authorization: admin },
        payload: { code: 'QX', name: 'Secret-Value-4711' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Secret-Value-4711');
    } finally {
      await t.database.db.execute(sql`alter table nation rename column name_gone to name`);
    }
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query', code: '42703' });
    expect(entry.err.query).toContain('insert into "nation"');
    // The request's own logger (made only when the request logs more than its line) binds its id.
    const line = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'request completed' && l.reqId === entry.reqId);
    expect(line).toMatchObject({ method: 'POST', url: '/api/nations', statusCode: 500 });
    expect(log()).not.toContain('Secret-Value-4711');
    expect(log()).not.toContain('params');
  });

  it('never logs passwords, bearer tokens or secret query values', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: 'Wrong-Password-9876' },
    });
    await t.app.inject({ method: 'GET', url: '/api/activate?key=Activation-Key-5555' });
    await t.app.inject({ method: 'GET', url: '/api/nations', headers: { authorization: admin } });
    // The one request line (lib/request-log.ts) names query parameters without their values.
    expect(log()).toContain('"url":"/api/activate?key"');
    for (const secret of ['Wrong-Password-9876', 'Activation-Key-5555', admin.slice(7)])
      expect(log()).not.toContain(secret);
  });

  it('masks the values PostgreSQL quotes in the message of a data exception', async () => {
    const error = await t.database.db
      .select()
      .from(nations)
      .where(eq(nations.id, 2147483648))
      .then(
        () => undefined,
        (e: unknown) => e as Error,
      );
    const logged = JSON.stringify(serializeError(error!));
    expect(logged).toContain('22003');
    expect(logged).not.toContain('2147483648');
    // Other errors keep pino's usual shape.
    expect(serializeError(new Error('plain'))).toMatchObject({ type: 'Error', message: 'plain' });
  });

  it('cuts very long URLs', () => {
    const url = `/api/nations?ids=${'1,'.repeat(5000)}`;
    expect(loggedUrl(url).length).toBeLessThan(2100);
    expect(loggedUrl('/websocket/tracker?access_token=abc.def')).toBe(
      '/websocket/tracker?access_token=%5Bredacted%5D',
    );
  });
});
