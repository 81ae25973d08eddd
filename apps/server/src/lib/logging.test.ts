import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, signIn, type TestApp } from '../../test/build-test-app';
import { nations } from '../db/schema';
import { loggedUrl, serializeError } from './logging';
import { scrubLogLine } from './logging-scrub';

/** What reaches the log: no secrets, no user-supplied values of failed queries. */
describe('logging', () => {
  let t: TestApp;
  let admin: string;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    t = await buildTestApp({
      deps: {
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
        // Every request reads its session: a broken user table fails each signed-in request at once.
        sessionCacheMs: 0,
      },
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
    // The request line (lib/request-log.ts) names query parameters without their values.
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
    expect(loggedUrl('/websocket/tracker?access_token=abc.def')).toBe('/websocket/tracker?access_token');
  });

  it('logs no e-mail address, in a path or a query, on any line: request, error or framework', async () => {
    const email = 'erased.consumer+tag@example.it';
    const encoded = encodeURIComponent(email);
    const from = lines.length;
    const logged = () => lines.slice(from).join('');
    await t.app.inject({ method: 'GET', url: `/api/consumer/register?email=${encoded}&lang=it` });
    await t.app.inject({ method: 'GET', url: `/api/consumer/register?email=${email}` });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/consumer/user/${email}?email=${email}`,
      headers: { authorization: admin },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/consumer/user/${encoded}` });
    await t.app.inject({ method: 'GET', url: `/api/nowhere/${email}?to=${email}` });
    // A URL that is not valid UTF-8: answered by Fastify's framework error path.
    await t.app.inject({ method: 'GET', url: `/api/consumer/user/${email}%E0%A4%A` });
    // An erroring request: the session check fails in the database (500, logged with its error).
    await t.database.db.execute(sql`alter table jhi_user rename column token_version to token_version_gone`);
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/consumer/user/${email}?email=${encoded}`,
        headers: { authorization: admin },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.database.db.execute(
        sql`alter table jhi_user rename column token_version_gone to token_version`,
      );
    }
    // Any line written through the app's logger, whatever its fields or message.
    t.app.log.error(
      { url: `/api/consumer/user/${email}?email=${email}`, err: new Error(`no mailbox ${email}`) },
      `failed for ${email}`,
    );

    const written = logged();
    expect(written).toContain('"msg":"unhandled error"');
    expect(written).toContain('"url":"/api/consumer/user/[email]?email"');
    expect(written).toContain('"url":"/api/consumer/register?email&lang"');
    expect(written).toContain('failed for [email]');
    for (const leak of [email, encoded, 'example.it', 'erased.consumer']) expect(written).not.toContain(leak);
    // Every line is still JSON.
    for (const line of lines.slice(from)) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('scrubs a finished line: e-mail addresses and query values, keeping the JSON intact', () => {
    const line = JSON.stringify({
      msg: 'Route GET:/api/consumer/register?email=a.b@c.it&x=1 not found',
      path: '/api/consumer/user/a.b%40c.it',
      quoted: 'say "/p?q=1"',
      question: 'why? because=1',
    });
    const scrubbed = scrubLogLine(line);
    expect(JSON.parse(scrubbed)).toEqual({
      msg: 'Route GET:/api/consumer/register?email&x not found',
      path: '/api/consumer/user/[email]',
      quoted: 'say "/p?q"',
      question: 'why? because=1',
    });
  });
});
