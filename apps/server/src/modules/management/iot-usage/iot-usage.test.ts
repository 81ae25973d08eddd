import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { iotLogs, userAccounts } from '../../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { accountIdOf } from '../../../../test/lookups';

describe('api/admin/iot-usage (the report page)', () => {
  let t: TestApp;
  let admin: string;
  let dealerAccount: number;
  let customerAccount: number;
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/iot-usage${query}`, headers: { authorization: admin } });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    dealerAccount = await accountIdOf(t.database.db, 'dealer');
    customerAccount = await accountIdOf(t.database.db, 'customer');
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: 4 })
      .where(eq(userAccounts.id, customerAccount));
    const at = (iso: string) => new Date(iso);
    const log = (userAccountId: number, state: 'SUCCESS' | 'ERROR' | 'DEPLETED_REQUESTS', when: string) => ({
      userAccountId,
      state,
      operation: 'STATUS' as const,
      logTime: at(when),
    });
    await t.database.db.insert(iotLogs).values([
      log(dealerAccount, 'SUCCESS', '2025-03-01T00:00:00Z'),
      log(dealerAccount, 'SUCCESS', '2025-03-10T10:00:00Z'),
      log(dealerAccount, 'ERROR', '2025-03-31T23:59:59Z'),
      log(customerAccount, 'SUCCESS', '2025-03-02T08:00:00Z'),
      log(customerAccount, 'SUCCESS', '2025-03-02T09:00:00Z'),
      log(customerAccount, 'SUCCESS', '2025-03-03T09:00:00Z'),
      log(customerAccount, 'SUCCESS', '2025-03-04T09:00:00Z'),
      log(customerAccount, 'DEPLETED_REQUESTS', '2025-03-05T09:00:00Z'),
      log(customerAccount, 'DEPLETED_REQUESTS', '2025-03-06T09:00:00Z'),
      log(customerAccount, 'SUCCESS', '2025-04-01T00:00:00Z'), // next month
      log(dealerAccount, 'SUCCESS', '2025-02-28T23:59:59Z'), // previous month
    ]);
  });
  afterAll(() => t.close());

  it('counts requests made against the quota, errors and depleted calls per account for the month', async () => {
    const res = await get('?month=2025-03');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      month: '2025-03',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
    });
    expect(report.totals).toEqual({ accounts: 2, requests: 7, errors: 1, depleted: 2, depletedAccounts: 1 });
    expect(res.headers['x-total-count']).toBe('2');
    const [first, second] = report.rows;
    expect(first).toMatchObject({
      userAccountId: customerAccount,
      login: 'customer',
      accountType: 'CUSTOMER',
      requests: 4,
      errors: 0,
      depleted: 2,
      maxIotRequestPerMonth: 4,
      usage: 1,
      lastCall: '2025-03-06T09:00:00.000Z',
    });
    expect(second).toMatchObject({ login: 'dealer', requests: 3, errors: 1, depleted: 0 });
  });

  it('sorts and pages', async () => {
    const byErrors = (await get('?month=2025-03&sort=errors,desc')).json();
    expect(byErrors.rows[0].login).toBe('dealer');
    const page = await get('?month=2025-03&size=1&page=1&sort=login,asc');
    expect(page.json().rows.map((r: { login: string }) => r.login)).toEqual(['dealer']);
    expect(page.json().totals.accounts).toBe(2);
  });

  it('gives an empty report for a month without calls, and the current month by default', async () => {
    const empty = (await get('?month=2024-01')).json();
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toEqual({ accounts: 0, requests: 0, errors: 0, depleted: 0, depletedAccounts: 0 });
    expect((await get('')).json().month).toBe(new Date().toISOString().slice(0, 7));
  });

  it.each(['2025-13', '2025-3', 'march', '1999-12'])(
    'refuses month=%s with a 400 naming month',
    async (month) => {
      const res = await get(`?month=${month}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0]).toMatchObject({ objectName: 'report', field: 'month' });
    },
  );
});
