import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { monthlyReportSends } from '../../db/schema';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { seedDemoHistory } from '../../db/seed/demo-history';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { createMonthlyReportService } from './index';
import { previousRomeMonth } from './monthly-report.service';

const NOW = new Date('2026-11-01T07:00:00Z'); // 08:00 in Rome on the 1st

/** The monthly report mail: opted-in accounts get last month's PDF once, even from two instances. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 100));
}

describe('monthly report mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // October's history for the dealer's and the customer's purifiers.
    const uids = DEMO_DEVICES.filter((d) => ['dealer', 'customer'].includes(d.ownerLogin)).map((d) => d.uid);
    await seedDemoHistory(t.database.db, () => undefined, {
      now: NOW.getTime(),
      days: 32,
      uids,
      stepMs: 6 * 3600_000,
    });
  });
  afterAll(() => t.close());

  const optIn = async (login: string, enabled: boolean) => {
    const token = await signIn(t.app, login, `Demo-${login}1`);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/fleet/monthly-report',
      headers: { authorization: token },
      payload: { enabled },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled });
    return token;
  };

  it('takes the previous month in Rome', () => {
    expect(previousRomeMonth(NOW.getTime())).toEqual({
      label: '2026-10',
      start: Date.parse('2026-09-30T22:00:00Z'),
      end: Date.parse('2026-10-31T23:00:00Z'),
    });
    expect(previousRomeMonth(Date.parse('2026-01-15T12:00:00Z')).label).toBe('2025-12');
  });

  it('sends one mail with the PDF per opted-in account, however many instances run the job', async () => {
    const dealer = await optIn('dealer', true);
    await optIn('customer', true);
    await optIn('gdo', false);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/fleet/monthly-report',
      headers: { authorization: dealer },
    });
    expect(read.json()).toEqual({ enabled: true });

    const instances = [1, 2].map(() =>
      createMonthlyReportService(
        t.database.db,
        t.app.platform.mailOutbox,
        t.app.jobs,
        t.app.log,
        t.app.reportPool,
      ),
    );
    // Both find the two accounts due; one job per account is queued between them.
    const queued = await Promise.all(instances.map((job) => job.queueDue(NOW)));
    expect(queued[0]! + queued[1]!).toBe(2);
    expect(await instances[0]!.queueDue(NOW)).toBe(0);
    await t.app.jobs.start();

    const mails = await Promise.all(
      ['luca.ferrari@example.com', 'sara.galli@example.com'].map((to) =>
        t.smtp.waitFor(
          (m) => JSON.stringify(m.to).includes(to) && m.subject?.includes('2026') === true,
          120_000,
        ),
      ),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe('Report energia e costi di ottobre 2026');
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf!.filename).toBe('report-2026-10.pdf');
      expect(pdf!.contentType).toBe('application/pdf');
      expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // A later run of the month sends nothing more; the record says what went out.
    await until(async () => (await t.database.db.select().from(monthlyReportSends)).length === 2);
    expect(await instances[0]!.queueDue(new Date('2026-11-01T07:15:00Z'))).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    const reports = t.smtp.messages.filter((m) => m.subject?.startsWith('Report energia'));
    expect(reports).toHaveLength(2);
    const records = await t.database.db
      .select()
      .from(monthlyReportSends)
      .where(eq(monthlyReportSends.month, '2026-10'));
    expect(records).toHaveLength(2);
    // Two reports one after the other on the report pool's worker: a minute on a busy 2-core machine.
  }, 180_000);

  it('only business-account users have the opt-in', async () => {
    const user = await signIn(t.app, 'user', 'user');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/fleet/monthly-report',
      headers: { authorization: user },
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/fleet/monthly-report',
      headers: { authorization: await signIn(t.app, 'dealer', 'Demo-dealer1') },
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
