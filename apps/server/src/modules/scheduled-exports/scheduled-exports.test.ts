import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextExportDueAt, type ScheduledExportView } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

describe('scheduled exports: a user’s own schedules (docs/decisions/048)', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token[who]! } });
  const list = async (who: string) =>
    (await call('GET', '/api/scheduled-exports', who)).json<ScheduledExportView[]>();
  const valid = {
    name: 'Monday devices',
    source: { kind: 'devices' },
    recurrence: { frequency: 'weekly', weekday: 1, hour: 7 },
    delivery: 'attachment',
  };

  beforeAll(async () => {
    t = await buildTestApp();
    for (const login of ['customer', 'dealer']) token[login] = await signIn(t.app, login, `Demo-${login}1`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a schedule with its next run, shown only to its owner', async () => {
    const before = Date.now();
    const res = await call('POST', '/api/scheduled-exports', 'customer', valid);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<ScheduledExportView>();
    expect(created).toMatchObject({
      name: 'Monday devices',
      paused: false,
      lastRunAt: null,
      lastResult: null,
    });
    const next = Date.parse(created.nextRunAt!);
    expect(next).toBeGreaterThan(before);
    expect(next).toBe(
      nextExportDueAt({ frequency: 'weekly', weekday: 1, hour: 7 }, Date.parse(created.createdAt)),
    );
    expect((await list('customer')).map((s) => s.id)).toContain(created.id);
    expect((await list('dealer')).map((s) => s.id)).not.toContain(created.id);
    // Another user cannot change, pause or delete it: 404 as if absent, and nothing changes.
    expect(
      (await call('PATCH', `/api/scheduled-exports/${created.id}`, 'dealer', { paused: true })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/scheduled-exports/${created.id}`, 'dealer')).statusCode).toBe(404);
    expect((await list('customer')).find((s) => s.id === created.id)).toEqual(created);
  });

  it('pauses (no next run), resumes (a next run again), changes and deletes', async () => {
    const created = (
      await call('POST', '/api/scheduled-exports', 'customer', valid)
    ).json<ScheduledExportView>();
    const paused = await call('PATCH', `/api/scheduled-exports/${created.id}`, 'customer', { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, nextRunAt: null });
    const resumed = await call('PATCH', `/api/scheduled-exports/${created.id}`, 'customer', {
      paused: false,
      recurrence: { frequency: 'monthly', dayOfMonth: 3, hour: 6 },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const view = resumed.json<ScheduledExportView>();
    expect(view.paused).toBe(false);
    expect(view.recurrence).toEqual({ frequency: 'monthly', dayOfMonth: 3, hour: 6 });
    expect(view.nextRunAt).not.toBeNull();
    expect((await call('DELETE', `/api/scheduled-exports/${created.id}`, 'customer')).statusCode).toBe(204);
    expect((await list('customer')).map((s) => s.id)).not.toContain(created.id);
    expect((await call('DELETE', `/api/scheduled-exports/${created.id}`, 'customer')).statusCode).toBe(404);
  });

  it.each([
    [{ ...valid, source: { kind: 'users' } }, 'kind must be one of'],
    [{ ...valid, recurrence: { frequency: 'monthly', dayOfMonth: 31, hour: 7 } }, 'dayOfMonth is 1 to 28'],
    [{ ...valid, source: { kind: 'device-history', deviceIds: [] } }, 'at least one device'],
    [{ ...valid, delivery: 'fax' }, 'delivery must be one of'],
  ])('refuses a bad body with a 400 naming the problem, making nothing: %j', async (body, message) => {
    const count = (await list('customer')).length;
    const res = await call('POST', '/api/scheduled-exports', 'customer', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect((await list('customer')).length).toBe(count);
  });

  it('refuses an empty change and a signed-out caller', async () => {
    const created = (
      await call('POST', '/api/scheduled-exports', 'customer', valid)
    ).json<ScheduledExportView>();
    const empty = await call('PATCH', `/api/scheduled-exports/${created.id}`, 'customer', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('nothing to change');
    expect((await t.app.inject({ method: 'GET', url: '/api/scheduled-exports' })).statusCode).toBe(401);
  });
});
