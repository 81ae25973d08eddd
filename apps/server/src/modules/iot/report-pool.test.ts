import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { seedDemoHistory } from '../../db/seed/demo-history';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf } from '../../../test/lookups';
import { ReportPool } from './report.pool';

/** February 2026 in Rome; the history runs 35 days up to 5 March 2026. */
const START = '2026-01-31T23:00:00.000Z';
const END = '2026-02-28T23:00:00.000Z';
const DAY = 86_400_000;

/** Resolves once `ready()` holds, checking on every turn of the event loop. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The PDF reports on the worker pool (docs/decisions/034-report-worker-pool.md): one worker, one
 * queue place, one report per account at a time, and a pool whose worker breaks a budget on
 * purpose for two prices (report.test-worker.ts).
 */
describe('PDF energy report on the worker pool', () => {
  let t: TestApp;
  let pool: ReportPool;
  const token: Record<string, string> = {};
  const sold = DEMO_DEVICES.filter((d) => d.ownerLogin === 'customer' && d.sellerLogin === 'dealer').slice(
    0,
    3,
  );
  const report = async (who: string, params: Record<string, string | string[]>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
    // Every report is of the customer's account: the dealer reaches it as its seller.
    return t.app.inject({
      method: 'GET',
      url: `/api/devicesIot/${await accountIdOf(t.database.db, 'customer')}/pdf?${query}`,
      headers: { authorization: token[who]! },
    });
  };
  const month = (extra: Record<string, string> = {}) => ({
    start: START,
    end: END,
    deviceUidList: sold.map((d) => d.uid),
    ...extra,
  });
  const expectPdf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  };
  const expectRefused = (res: LightMyRequestResponse, status: number, errorKey: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['retry-after']).toBe('20');
    expect(res.json()).toMatchObject({ status, message: `error.${errorKey}` });
  };

  beforeAll(async () => {
    pool = new ReportPool(
      { workers: 1, queue: 1, perAccount: 1, timeoutMs: 25_000, memoryMb: 192 },
      new URL('./report.test-worker.ts', import.meta.url),
    );
    t = await buildTestApp({ deps: { reportPool: pool } });
    for (const [login, password] of [
      ['admin', 'admin'],
      ['dealer', 'Demo-dealer1'],
      ['customer', 'Demo-customer1'],
    ] as const)
      token[login] = await signIn(t.app, login, password);
    await seedDemoHistory(t.database.db, () => undefined, {
      now: Date.parse('2026-03-05T00:00:00Z'),
      days: 35,
      uids: sold.map((d) => d.uid),
    });
  });
  afterAll(() => t.close());

  it('answers other requests while a report renders, and caps reports per account and per instance', async () => {
    let reportDone = false;
    const big = report('dealer', month()).finally(() => {
      reportDone = true;
    });
    // The report has left the event loop: a worker took it up.
    await until(() => pool.load.rendering === 1 || reportDone);
    expect(reportDone).toBe(false);

    // Ten other calls all answer while the report is still rendering.
    const quick: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account',
        headers: { authorization: token.customer! },
      });
      expect(res.statusCode).toBe(200);
      if (!reportDone) quick.push(i);
    }
    expect(quick).toHaveLength(10);

    // A second report of the dealer's account: over its cap of one.
    const rendered = pool.load.rendered;
    expectRefused(await report('dealer', month()), 429, 'reportlimit');
    // The customer's report takes the one queue place; the admin's finds the instance full.
    const queued = report('customer', month());
    await until(() => pool.load.admitted === 2);
    expectRefused(await report('admin', month()), 503, 'reportbusy');

    expectPdf(await big);
    expectPdf(await queued);
    // The refused ones reached no worker: two reports rendered.
    expect(pool.load.rendered).toBe(rendered + 1);
    expect(pool.load.admitted).toBe(0);
    // The caps are free again.
    expectPdf(await report('dealer', month({ end: '2026-02-01T23:00:00.000Z' })));
  }, 240_000);

  it('refuses a period in the future or outside the stored history with 400, and renders nothing', async () => {
    const rendered = pool.load.rendered;
    const now = Date.now();
    const cases: [Record<string, string>, string, string][] = [
      [
        { start: new Date(now - DAY).toISOString(), end: new Date(now + 2 * DAY).toISOString() },
        'reportperiodfuture',
        'must not end after today',
      ],
      [{ start: '2999-01-01T00:00:00Z', end: '2999-01-31T00:00:00Z' }, 'reportperiodfuture', 'after today'],
      [
        { start: '1970-01-01T00:00:00Z', end: '1970-01-31T00:00:00Z' },
        'reportperiodnohistory',
        'must overlap the stored history',
      ],
      // After the last stored status (5 March) has run out.
      [
        { start: '2026-03-10T00:00:00Z', end: '2026-04-01T00:00:00Z' },
        'reportperiodnohistory',
        'stored history',
      ],
    ];
    for (const [period, errorKey, text] of cases) {
      const res = await report('dealer', month(period));
      expect(res.statusCode, JSON.stringify(period)).toBe(400);
      expect(res.json()).toMatchObject({ message: `error.${errorKey}` });
      expect(res.json().detail).toContain(text);
    }
    expect(pool.load.rendered).toBe(rendered);
  });

  it('ends a report over its time budget with 503, and the pool serves the next report', async () => {
    const res = await report('dealer', month({ costPerKwh: '99' }));
    expectRefused(res, 503, 'reportoverbudget');
    expect(res.json().detail).toContain('took longer than 25 seconds');
    expectPdf(await report('dealer', month({ end: '2026-02-01T23:00:00.000Z' })));
  }, 180_000);

  it('ends a worker over its memory budget with 503, and the pool serves the next report', async () => {
    const res = await report('dealer', month({ costPerKwh: '98' }));
    expectRefused(res, 503, 'reportoverbudget');
    expect(res.json().detail).toContain('needed more than 192 MB');
    expectPdf(await report('customer', month({ end: '2026-02-01T23:00:00.000Z' })));
  }, 180_000);
});
