import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('management/audits', () => {
  let t: TestApp;
  let admin: string;
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/management/audits${query}`, headers: { authorization: admin } });

  beforeAll(async () => {
    t = await buildTestApp();
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600_000);
    await t.database.db.insert(auditEvents).values([
      {
        principal: 'zeta',
        eventType: 'AUTHENTICATION_FAILURE',
        eventDate: tenDaysAgo,
        data: { remoteAddress: '10.0.0.9' },
      },
      {
        principal: 'alpha',
        eventType: 'ACCOUNT_UPDATED',
        eventDate: new Date(Date.now() - 60_000),
        data: {},
      },
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: 'wrong' },
    });
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('lists sign-in successes and failures in the JHipster shape, newest first, with the total', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(Number(res.headers['x-total-count'])).toBe(4);
    expect(res.headers.link).toContain('rel="first"');
    expect(rows[0]).toMatchObject({ principal: 'admin', type: 'AUTHENTICATION_SUCCESS' });
    expect(rows[0].data.remoteAddress).toBeTruthy();
    expect(rows[1]).toMatchObject({ principal: 'admin', type: 'AUTHENTICATION_FAILURE' });
    expect(rows[1].data).toMatchObject({ message: 'Bad credentials' });
    expect(new Date(rows[0].timestamp).getTime()).toBeGreaterThanOrEqual(
      new Date(rows[1].timestamp).getTime(),
    );
  });

  it('filters by day range, inclusive of toDate', async () => {
    const lastWeek = await get(`?fromDate=${day(-7)}&toDate=${day(0)}`);
    expect(Number(lastWeek.headers['x-total-count'])).toBe(3);
    expect(lastWeek.json().map((r: { principal: string }) => r.principal)).not.toContain('zeta');
    const older = await get(`?fromDate=${day(-11)}&toDate=${day(-9)}`);
    expect(older.json()).toEqual([
      expect.objectContaining({ principal: 'zeta', type: 'AUTHENTICATION_FAILURE' }),
    ]);
  });

  it('pages and sorts by principal and type', async () => {
    const page = await get('?page=1&size=2&sort=principal,asc');
    expect(Number(page.headers['x-total-count'])).toBe(4);
    expect(page.json().map((r: { principal: string }) => r.principal)).toEqual(['alpha', 'zeta']);
    const byType = await get('?sort=auditEventType,asc&size=1');
    expect(byType.json()[0].type).toBe('ACCOUNT_UPDATED');
  });

  it.each([
    ['?fromDate=yesterday', 'fromDate'],
    ['?toDate=2024-13-45', 'toDate'],
    [`?fromDate=${day(0)}&toDate=${day(-3)}`, 'toDate'],
    ['?sort=password,asc', 'sort'],
    ['?page=-1', 'page'],
    ['?size=0', 'size'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
  });
});
