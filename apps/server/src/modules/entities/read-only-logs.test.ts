import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityByName } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { insertRecord, sampleBody } from './entity-fixtures';

/**
 * IoT logs and device status logs are written by the IoT layer only (decision 018): the generic
 * API reads them and refuses every write with 405, to the super user as well.
 */
describe.each(['iot-log', 'device-status-log'])('%s is read-only through the API', (name) => {
  const d = entityByName(name)!;
  const base = `/api/${d.apiPath}`;
  let t: TestApp;
  let admin: string;
  let id: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: admin } });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    const body = await sampleBody(t.app, t.database.db, admin, d);
    id = (await insertRecord(t.database.db, d, body)).id as number;
  });
  afterAll(() => t.close());

  it('lists and reads the records for the admin', async () => {
    expect((await call('GET', `${base}/${id}`)).statusCode).toBe(200);
    const list = await call('GET', `${base}?id.equals=${id}`);
    expect(list.json()).toEqual([expect.objectContaining({ id })]);
  });

  it('answers 405 to POST, PUT and DELETE even for the admin, and changes nothing', async () => {
    const body = await sampleBody(t.app, t.database.db, admin, d, 1);
    const before = (await call('GET', `${base}/${id}`)).json();
    for (const [method, url, payload] of [
      ['POST', base, body],
      ['PUT', `${base}/${id}`, { ...body, id }],
      ['DELETE', `${base}/${id}`, undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
      expect(res.json(), method).toMatchObject({ status: 405 });
    }
    expect((await call('GET', `${base}/${id}`)).json()).toEqual(before);
    expect(Number((await call('GET', `${base}?id.equals=${id}`)).headers['x-total-count'])).toBe(1);
  });

  it('refuses the writes to a signed-out caller before anything else', async () => {
    expect((await t.app.inject({ method: 'POST', url: base, payload: {} })).statusCode).toBe(401);
  });
});
