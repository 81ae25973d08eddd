import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { APP_NAME } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../test/build-test-app';
import { nations } from '../db/schema';
import { dataExceptionText, isDatabaseUnavailable } from '../lib/db-error';
import { isAllowedString } from './input-policy';

/** The findings of the hostile-input report, one regression test each (docs/decisions/019-hostile-input.md). */
describe('input policy and bounds', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = admin) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: auth ? { authorization: auth } : {},
    });
  const fieldsOf = (body: { fieldErrors?: Array<{ field: string }> }) =>
    (body.fieldErrors ?? []).map((e) => e.field);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  describe('control characters', () => {
    it('refuses a NUL in the username of the unauthenticated POST /api/authenticate', async () => {
      const res = await call('POST', '/api/authenticate', { username: 'ad\u0000min', password: 'x' }, '');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: 'error.validation' });
      expect(fieldsOf(res.json())).toEqual(['username']);
      expect(res.headers[`x-${APP_NAME.toLowerCase()}-error`]).toBe('error.validation');
    });

    it('refuses a NUL in a criteria filter, naming the parameter', async () => {
      const res = await call('GET', '/api/nations?name.contains=a%00b');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('error.validation');
      expect(fieldsOf(res.json())).toEqual(['name.contains']);
    });

    it('refuses a NUL in a path parameter, with or without a session', async () => {
      for (const auth of [admin, '']) {
        const login = await call('GET', '/api/users/ad%00min', undefined, auth);
        expect(login.statusCode).toBe(400);
        expect(fieldsOf(login.json())).toEqual(['login']);
        const id = await call('GET', '/api/nations/1%00', undefined, auth);
        expect(id.statusCode).toBe(400);
        expect(fieldsOf(id.json())).toEqual(['id']);
      }
    });

    it('allows tab, newline and carriage return in body text but not in path or query parameters', async () => {
      const created = await call('POST', '/api/nations', { code: 'ZZ', name: 'line one\r\n\tline two' });
      expect(created.statusCode).toBe(201);
      expect(created.json().name).toBe('line one\r\n\tline two');
      for (const c of ['%09', '%0A', '%0D']) {
        const res = await call('GET', `/api/nations?name.contains=a${c}b`);
        expect(res.statusCode, c).toBe(400);
        expect(fieldsOf(res.json())).toEqual(['name.contains']);
      }
    });

    it('refuses other control characters, DEL and lone surrogates in bodies, also nested and in keys', async () => {
      for (const name of ['a\u0001', 'b\u001f', 'c\u007f', 'd\ud800', '\udc00e']) {
        const res = await call('POST', '/api/nations', { code: 'ZZ', name });
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(fieldsOf(res.json())).toEqual(['name']);
      }
      // A well-formed pair (an emoji) is fine.
      expect(
        (await call('POST', '/api/nations', { code: 'ZZ', name: 'flag \ud83c\uddee\ud83c\uddf9' }))
          .statusCode,
      ).toBe(201);
      const nested = await call('PUT', '/api/account', {
        login: 'admin',
        deep: { list: ['ok', 'no\u0000'] },
      });
      expect(nested.statusCode).toBe(400);
      expect(fieldsOf(nested.json())).toEqual(['deep.list.1']);
      const key = await call('POST', '/api/nations', { code: 'ZZ', ['na\u0000me']: 'x' });
      expect(key.statusCode).toBe(400);
      expect(fieldsOf(key.json())).toEqual(['na\\u0000me']);
    });

    it('refuses control characters in a header value and in a raw text body', async () => {
      const header = await t.app.inject({
        method: 'GET',
        url: '/api/nations',
        headers: { authorization: admin, 'x-note': 'a\u0001b' },
      });
      expect(header.statusCode).toBe(400);
      expect(fieldsOf(header.json())).toEqual(['x-note']);
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/account/reset-password/init',
        headers: { 'content-type': 'text/plain' },
        payload: 'admin@localhost\u0000',
      });
      expect(text.statusCode).toBe(400);
      expect(fieldsOf(text.json())).toEqual(['body']);
    });

    it('classifies strings by where they appear', () => {
      expect(isAllowedString('a\tb\nc\rd', 'text')).toBe(true);
      expect(isAllowedString('a\tb', 'header')).toBe(true);
      expect(isAllowedString('a\tb', 'parameter')).toBe(false);
      expect(isAllowedString('\u0000', 'text')).toBe(false);
      expect(isAllowedString('\u0085 é 日本 😀', 'parameter')).toBe(true);
    });
  });

  describe('ids and numbers bounded by their columns', () => {
    it('answers 400 naming id for GET /api/nations/2147483648 (integer key), 404 at the int4 maximum', async () => {
      const over = await call('GET', '/api/nations/2147483648');
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('error.validation');
      expect(fieldsOf(over.json())).toEqual(['id']);
      expect((await call('GET', '/api/nations/2147483647')).statusCode).toBe(404);
      for (const method of ['PUT', 'DELETE'] as const)
        expect((await call(method, '/api/nations/99999999999', { id: 99999999999 })).statusCode).toBe(400);
    });

    it('keeps bigint keys at the JS safe range (iot-log ids above 2^31 are valid)', async () => {
      expect((await call('GET', '/api/iot-logs/2147483648')).statusCode).toBe(404);
      expect((await call('GET', '/api/iot-logs/9007199254740992')).statusCode).toBe(400);
    });

    it('bounds criteria values and body ids by the column', async () => {
      const filter = await call('GET', '/api/nations?id.equals=2147483648');
      expect(filter.statusCode).toBe(400);
      expect(fieldsOf(filter.json())).toEqual(['id.equals']);
      expect((await call('GET', '/api/nations?id.in=1,2147483648')).statusCode).toBe(400);
      expect((await call('GET', '/api/nations?id.lessThan=2147483647')).statusCode).toBe(200);
      const relation = await call('POST', '/api/devices', { modelId: 2147483648 });
      expect(relation.statusCode).toBe(400);
      expect(fieldsOf(relation.json())).toContain('modelId');
    });

    it('refuses device-model consumption1 1e308 (numeric(10,2)) and accepts its largest value', async () => {
      const huge = await call('POST', '/api/device-models', { name: 'm', consumption1: 1e308 });
      expect(huge.statusCode).toBe(400);
      expect(fieldsOf(huge.json())).toEqual(['consumption1']);
      expect(huge.json().fieldErrors[0].message).toBe('Max');
      expect((await call('POST', '/api/device-models', { name: 'm', consumption2: -1e9 })).statusCode).toBe(
        400,
      );
      const max = await call('POST', '/api/device-models', { name: 'm', consumption1: 99999999.99 });
      expect(max.statusCode).toBe(201);
      expect(max.json().consumption1).toBe(99999999.99);
      expect((await call('GET', '/api/device-models?consumption1.greaterThan=1e308')).statusCode).toBe(400);
      expect((await call('GET', '/api/device-models?consumption1.greaterThan=1e6')).statusCode).toBe(200);
    });

    it('bounds paging and the ids of other id parameters', async () => {
      expect((await call('GET', '/api/accounts/2147483648')).statusCode).toBe(400);
      expect((await call('GET', '/api/devices/addr/id/2147483648')).statusCode).toBe(400);
      expect(
        (await call('GET', '/api/tab-service-user-permissions/new-permission-list?userId=2147483648'))
          .statusCode,
      ).toBe(400);
      expect((await call('GET', '/api/relation-options/nation?ids=1,99999999999')).statusCode).toBe(400);
      expect((await call('GET', '/api/relation-options/iot-log?ids=2147483648')).statusCode).toBe(200);
    });
  });

  describe('dates bounded to years 1900..9999', () => {
    it('answers management/audits for fromDate=1900-01-01&toDate=9999-12-31', async () => {
      const res = await call('GET', '/management/audits?fromDate=1900-01-01&toDate=9999-12-31');
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
      for (const q of [
        'fromDate=0000-01-01',
        'toDate=10000-01-01',
        'toDate=9999-12-31T23:00:00-05:00',
        'fromDate=2024-02-30',
      ])
        expect((await call('GET', `/management/audits?${q}`)).statusCode, q).toBe(400);
    });

    it('refuses impossible and out-of-range dates in bodies and filters', async () => {
      for (const purchase_date of ['2024-02-30', '0000-01-01', '1899-12-31', '2023-02-29']) {
        const res = await call('POST', '/api/devices', { purchase_date });
        expect(res.statusCode, purchase_date).toBe(400);
        expect(fieldsOf(res.json()), purchase_date).toContain('purchase_date');
      }
      expect((await call('POST', '/api/devices', { purchase_date: '2024-02-29' })).statusCode).toBe(201);
      expect((await call('GET', '/api/devices?purchase_date.equals=2024-02-30')).statusCode).toBe(400);
      expect((await call('GET', '/api/iot-logs?logTime.lessThan=10000-01-01T00:00:00Z')).statusCode).toBe(
        400,
      );
      expect((await call('GET', '/api/devices?purchase_date.lessThan=9999-12-31')).statusCode).toBe(200);
    });
  });

  describe('Link header', () => {
    it('is rebuilt from page, size and sort only: 3,000 ids in the query give a small header', async () => {
      const ids = Array.from({ length: 3000 }, (_, i) => i + 1).join(',');
      const res = await call(
        'GET',
        `/management/audits?size=1&sort=principal,asc&sort=principal,asc&ids=${ids}`,
      );
      expect(res.statusCode).toBe(200);
      const link = String(res.headers.link);
      expect(link.length).toBeLessThan(600);
      expect(link).toContain('</management/audits?page=0&size=1&sort=principal%2Casc>; rel="first"');
      expect(link).not.toContain('ids=');
      const users = await call(
        'GET',
        `/api/users?size=1&${Array.from({ length: 3000 }, () => 'x=1').join('&')}`,
      );
      expect(users.statusCode).toBe(200);
      expect(String(users.headers.link).length).toBeLessThan(600);
    });
  });

  describe('database errors user input can still cause', () => {
    it('are data exceptions (400), not unavailability, and their text carries no value', async () => {
      const error = await t.database.db
        .select()
        .from(nations)
        .where(eq(nations.id, 2147483648))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(dataExceptionText(error)).toBe('A number is out of the range its field allows.');
      const nul = await t.database.db.execute(sql`select ${'a\u0000b'}::text`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(dataExceptionText(nul)).toBeDefined();
    });

    it('answer a unique violation the service did not foresee (a race between two creates) with 400, not 500', async () => {
      const body = { login: 'race-user', email: 'race-user@example.com', authorities: ['ROLE_USER'] };
      const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/api/users', body)));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode).toBe(400);
        expect(res.body).not.toContain('race-user@example.com');
      }
    });
  });
});
