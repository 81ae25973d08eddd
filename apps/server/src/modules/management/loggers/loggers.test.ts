import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';

describe('management/loggers', () => {
  let t: TestApp;
  let admin: string;
  const lines: Array<{ level: number; msg: string; logger?: string }> = [];
  const get = () =>
    t.app.inject({ method: 'GET', url: '/management/loggers', headers: { authorization: admin } });
  const post = (name: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/management/loggers/${name}`,
      payload,
      headers: { authorization: admin },
    });

  beforeAll(async () => {
    // A real pino logger writing into memory, so the test sees what is logged at which level.
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await buildTestApp({ deps: { logger: { level: 'warn', stream } } });
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('lists the levels and the loggers with configured and effective levels', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.levels).toEqual(['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE']);
    expect(body.loggers.ROOT).toEqual({ configuredLevel: 'INFO', effectiveLevel: 'INFO' });
    expect(body.loggers['purifier.tracker']).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
  });

  it('changes the level of pino at run time, ROOT and named, and records who did it', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: admin } });
    expect(lines.some((l) => l.msg === 'request completed')).toBe(true); // INFO from LOG_LEVEL

    expect((await post('ROOT', { configuredLevel: 'WARN' })).statusCode).toBe(204);
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: admin } });
    expect(lines.some((l) => l.msg === 'request completed')).toBe(false);
    expect(t.app.log.level).toBe('warn');

    expect((await post('purifier.users', { configuredLevel: 'DEBUG' })).statusCode).toBe(204);
    expect(t.app.loggers.get('purifier.users').level).toBe('debug');
    expect(t.app.loggers.get('purifier.tracker').level).toBe('warn');
    const body = (await get()).json();
    expect(body.loggers.ROOT).toEqual({ configuredLevel: 'WARN', effectiveLevel: 'WARN' });
    expect(body.loggers['purifier.users']).toEqual({ configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' });
    expect(body.loggers['purifier.tracker']).toEqual({ configuredLevel: null, effectiveLevel: 'WARN' });

    // null hands a named logger back to ROOT, and ROOT back to LOG_LEVEL.
    await post('purifier.users', { configuredLevel: null });
    await post('ROOT', { configuredLevel: null });
    const reset = (await get()).json();
    expect(reset.loggers['purifier.users']).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
    expect(t.app.log.level).toBe('info');

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.eventType, 'LOGGER_LEVEL_CHANGED'));
    expect(events.map((e) => e.data)).toContainEqual({ logger: 'purifier.users', level: 'DEBUG' });
    expect(events.every((e) => e.principal === 'admin')).toBe(true);
  });

  it('refuses an unknown level with a 400 naming the field, and an unknown logger with 404', async () => {
    const bad = await post('ROOT', { configuredLevel: 'LOUD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toContainEqual({
      objectName: 'logger',
      field: 'configuredLevel',
      message: 'InvalidValue',
    });
    const missing = await post('ROOT', {});
    expect(missing.json().fieldErrors[0].field).toBe('configuredLevel');
    expect((await post('no.such.logger', { configuredLevel: 'INFO' })).statusCode).toBe(404);
  });
});
