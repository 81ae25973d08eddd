import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectMonthEnd, utcQuotaMonth } from '@app/contracts';
import { buildApp } from '../../app';
import { auditEvents, iotLogs, iotQuotaAlerts, userAccounts, users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdsOf } from '../../../test/lookups';
import { DeviceStatusLogRepository } from '../iot';
import { QuotaGuardRepository } from './quota-guard.repository';
import { QuotaGuardService } from './quota-guard.service';

/** Mid-June 2025: 15 of 30 days gone, so the projection is twice the count. */
const NOW = new Date('2025-06-16T00:00:00Z');
const EMAIL = {
  customer: 'sara.galli@example.com',
  dealer: 'luca.ferrari@example.com',
  admindealer: 'marco.bianchi@example.com',
  gdo: 'chiara.esposito@example.com',
  admingdo: 'francesca.ricci@example.com',
};
const to = (mail: { to?: unknown }) => JSON.stringify(mail.to);

describe('the IoT quota guard', () => {
  let t: TestApp;
  let b: FastifyInstance;
  const account: Record<string, number> = {};
  const token: Record<string, string> = {};
  const guardOf = (app: FastifyInstance) =>
    new QuotaGuardService(
      new QuotaGuardRepository(t.database.db),
      app.platform.mailOutbox,
      app.platform.audit,
      t.config.baseUrl,
      app.log,
    );
  const setAccount = (login: string, values: Partial<typeof userAccounts.$inferInsert>) =>
    t.database.db.update(userAccounts).set(values).where(eq(userAccounts.id, account[login]!));
  const logCalls = async (
    login: string,
    n: number,
    at: Date,
    state: 'SUCCESS' | 'ERROR' | 'DEPLETED_REQUESTS' = 'SUCCESS',
  ) => {
    const rows = Array.from({ length: n }, (_, i) => ({
      userAccountId: account[login]!,
      state,
      operation: 'STATUS' as const,
      logTime: new Date(at.getTime() - i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db.insert(iotLogs).values(rows.slice(i, i + 500));
  };
  const alertsOf = (login: string) =>
    t.database.db.select().from(iotQuotaAlerts).where(eq(iotQuotaAlerts.accountId, account[login]!));
  const auditsOf = (login: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventType, 'IOT_QUOTA_ALERT'), eq(auditEvents.principal, login)));
  const mailsTo = (email: string) => t.smtp.messages.filter((m) => to(m).includes(email));
  const slowdownOf = async (login: string) =>
    (
      await t.database.db
        .select({ s: userAccounts.iotStatusSlowdown })
        .from(userAccounts)
        .where(eq(userAccounts.id, account[login]!))
    )[0]!.s;
  const get = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? { authorization: token[who]! } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    // A second instance on the same database, with its own outbox delivery and audit service.
    b = await buildApp(t.config, { database: t.database, logger: false });
    await b.ready();
    const ids = await accountIdsOf(t.database.db, [
      'admin',
      'customer',
      'dealer',
      'gdo',
      'gds',
      'admindealer',
    ]);
    for (const [login, id] of ids) account[login] = id;
    for (const [login, password] of [
      ['admin', 'admin'],
      ['user', 'user'],
      ['customer', 'Demo-customer1'],
      ['dealer', 'Demo-dealer1'],
    ] as const)
      token[login] = await signIn(t.app, login, password);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('alerts an account at 75 % projected once: one warning, a mail to it and to its parent, one audit event', async () => {
    await setAccount('customer', { maxIotRequestPerMonth: 1000 });
    // Each recipient reads it in its own language: the parent (dealer) in English.
    await t.database.db.update(users).set({ langKey: 'en' }).where(eq(users.login, 'dealer'));
    await logCalls('customer', 375, new Date('2025-06-15T23:00:00Z')); // 37.5 % used, 75 % projected
    await logCalls('customer', 50, new Date('2025-06-15T22:00:00Z'), 'DEPLETED_REQUESTS'); // refused: not counted
    const first = await guardOf(t.app).runOnce(NOW);
    expect(first.alerts).toBe(1);
    expect(await guardOf(t.app).runOnce(NOW)).toMatchObject({ alerts: 0 });
    expect(await guardOf(b).runOnce(new Date(NOW.getTime() + 300_000))).toMatchObject({ alerts: 0 });
    const alerts = await alertsOf('customer');
    expect(alerts).toEqual([
      expect.objectContaining({
        month: '2025-06',
        level: 'warning',
        projectedFraction: expect.closeTo(0.75, 5),
      }),
    ]);
    const own = await t.smtp.waitFor((m) => to(m).includes(EMAIL.customer));
    const parent = await t.smtp.waitFor((m) => to(m).includes(EMAIL.dealer));
    for (const mail of [own, parent]) {
      expect(mail.subject).toContain('75');
      expect(mail.text).toContain('38'); // the used share, rounded
      expect(mail.text).toContain('375');
    }
    expect(own.text).toMatch(/^Gentile Sara,/);
    expect(own.subject).toMatch(/^Quota IoT di /);
    expect(parent.text).toMatch(/^Dear Luca,/);
    expect(parent.subject).toMatch(/^IoT quota of /);
    expect(parent.text).toContain('continue as before');
    expect(await auditsOf('customer')).toHaveLength(1);
    expect((await auditsOf('customer'))[0]!.data).toMatchObject({
      level: 'warning',
      count: '375',
      limit: '1000',
    });
    // 75 % projected leaves room for the month: polling is not slowed down.
    expect(await slowdownOf('customer')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(EMAIL.customer)).toHaveLength(1);
    expect(mailsTo(EMAIL.dealer)).toHaveLength(1);
  });

  it('with two instances running at once, only the one whose insert made the row sends', async () => {
    await setAccount('gdo', { maxIotRequestPerMonth: 100 });
    await logCalls('gdo', 40, new Date('2025-06-15T20:00:00Z')); // 80 % projected
    const [x, y] = await Promise.all([guardOf(t.app).runOnce(NOW), guardOf(b).runOnce(NOW)]);
    expect(x.alerts + y.alerts).toBe(1);
    await t.smtp.waitFor((m) => to(m).includes(EMAIL.gdo));
    await t.smtp.waitFor((m) => to(m).includes(EMAIL.admingdo));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(EMAIL.gdo)).toHaveLength(1);
    expect(mailsTo(EMAIL.admingdo)).toHaveLength(1);
    expect(await auditsOf('gdo')).toHaveLength(1);
    expect(await alertsOf('gdo')).toHaveLength(1);
  });

  it('goes critical at 90 % projected (one critical mail, the warning recorded silently) and slows polling down', async () => {
    await setAccount('dealer', { maxIotRequestPerMonth: 1000 });
    await logCalls('dealer', 600, new Date('2025-06-15T21:00:00Z')); // 60 % used, 120 % projected
    expect((await guardOf(t.app).runOnce(NOW)).alerts).toBe(1);
    expect((await alertsOf('dealer')).map((a) => a.level).sort()).toEqual(['critical', 'warning']);
    const mail = await t.smtp.waitFor((m) => to(m).includes(EMAIL.admindealer));
    expect(mail.subject).toMatch(/quasi esaurita/);
    expect(mail.text).toContain('120');
    expect(mail.text).toMatch(/rallentato di 2 volte/);
    expect((await auditsOf('dealer'))[0]!.data).toMatchObject({ level: 'critical' });
    // rest of the month at this rate: 60 %; budget: 100 − 10 (reserve) − 60 = 30 % → twice as slow.
    expect(await slowdownOf('dealer')).toBe(2);
    // The customer who crosses 90 % later gets its critical alert too.
    await logCalls('customer', 100, new Date('2025-06-15T23:30:00Z')); // 47.5 % used, 95 % projected
    await guardOf(t.app).runOnce(NOW);
    expect((await alertsOf('customer')).map((a) => a.level).sort()).toEqual(['critical', 'warning']);
    await t.smtp.waitFor((m) => to(m).includes(EMAIL.customer) && /quasi esaurita/.test(m.subject ?? ''));
  });

  it('mails a used-up quota as exhausted until the next month, linking to the quota page', async () => {
    await setAccount('admindealer', { maxIotRequestPerMonth: 10 });
    await logCalls('admindealer', 12, new Date('2025-06-15T22:00:00Z')); // 12 of 10: over the quota
    expect((await guardOf(t.app).runOnce(NOW)).alerts).toBe(1);
    const mail = await t.smtp.waitFor(
      (m) => to(m).includes(EMAIL.admindealer) && /esaurita fino/.test(m.subject ?? ''),
    );
    // June's count restarts on 1 July 00:00 UTC: 02:00 in Rome (summer time).
    expect(mail.subject).toContain('esaurita fino al 1 luglio 2025 alle ore 02:00');
    expect(mail.text).toContain('la quota mensile di 10 richieste IoT');
    expect(mail.text).toContain('rifiutati fino al 1 luglio 2025 alle ore 02:00, quando la quota si rinnova');
    expect(mail.text).not.toMatch(/delle 10 richieste|%|si esaurirà/);
    expect(mail.text).toContain(`${t.config.baseUrl}/fleet/health`);
  });

  it('claims an account for polling only after frequency × slowdown', async () => {
    const statusLogs = new DeviceStatusLogRepository(t.database.db);
    const base = new Date('2025-06-16T00:00:00Z').getTime();
    const due = async (login: string, afterSeconds: number) =>
      (await statusLogs.claimDueAccounts(new Date(base + afterSeconds * 1000), 1000)).includes(
        account[login]!,
      );
    // The guard set the dealer's slowdown to 2; the gds account gets 3 by hand.
    await setAccount('dealer', { iotStatusFrequency: 3600, iotStatusTime: new Date(base) });
    await setAccount('gds', {
      iotStatusFrequency: 3600,
      iotStatusTime: new Date(base),
      iotStatusSlowdown: 3,
    });
    expect(await due('gds', 3601)).toBe(false);
    expect(await due('dealer', 3601)).toBe(false);
    // (A claim moves the poll time of every account it claims: the dealer is asked first.)
    expect(await due('dealer', 2 * 3600 + 1)).toBe(true);
    expect(await due('gds', 2 * 3600 + 1)).toBe(false);
    expect(await due('gds', 3 * 3600 + 1)).toBe(true);
    await setAccount('gds', { iotStatusSlowdown: 1 });
  });

  it('sets the slowdown back to 1 when the projection is fine again (a new month)', async () => {
    // A quota of 0 with only refused calls (nothing counted): nothing to alert about.
    await setAccount('gds', { iotStatusSlowdown: 4, maxIotRequestPerMonth: 0 });
    await logCalls('gds', 5, new Date('2025-07-01T12:00:00Z'), 'DEPLETED_REQUESTS');
    const result = await guardOf(t.app).runOnce(new Date('2025-07-02T00:00:00Z'));
    expect(result.slowdowns).toBeGreaterThanOrEqual(2);
    expect(await slowdownOf('dealer')).toBe(1);
    expect(await slowdownOf('gds')).toBe(1);
    expect(await alertsOf('gds')).toEqual([]);
    // No alert in July for June's count.
    expect((await alertsOf('dealer')).every((a) => a.month === '2025-06')).toBe(true);
  });

  describe('GET api/fleet/quota and api/admin/iot-quota (this month)', () => {
    beforeAll(async () => {
      const now = new Date();
      await setAccount('customer', { maxIotRequestPerMonth: 100, iotStatusSlowdown: 1.5 });
      await setAccount('dealer', { maxIotRequestPerMonth: 100 });
      await setAccount('gdo', { maxIotRequestPerMonth: 1000 });
      await logCalls('customer', 8, now);
      await logCalls('customer', 2, now, 'ERROR'); // errors count
      await logCalls('customer', 3, now, 'DEPLETED_REQUESTS'); // refused calls do not
      await logCalls('dealer', 3, now);
      await logCalls('gdo', 1, now);
      await logCalls('gds', 4, now, 'DEPLETED_REQUESTS'); // only refused calls: not listed
    });

    it("answers the caller's own account: used, limit, projection, level, slowdown and the UTC month", async () => {
      const res = await get('/api/fleet/quota', 'customer');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const now = Date.now();
      const month = utcQuotaMonth(now);
      const expected = projectMonthEnd({ used: 10, limit: 100, now, ...month });
      expect(body).toMatchObject({
        used: 10,
        limit: 100,
        usedFraction: 0.1,
        slowdown: 1.5,
        level: expected.level,
        monthStart: new Date(month.monthStart).toISOString(),
        monthEnd: new Date(month.monthEnd).toISOString(),
      });
      expect(body.projectedFraction).toBeCloseTo(expected.projectedFraction, 2);
      expect(Math.abs(body.projected - expected.projected)).toBeLessThanOrEqual(1);
      expect(body.depletesAt === null).toBe(expected.depletesAt === null);
    });

    it('answers the super user for its own account, refuses a user without an account and a signed-out call', async () => {
      const admin = await get('/api/fleet/quota', 'admin');
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({ used: 0, level: 'ok', depletesAt: null });
      expect((await get('/api/fleet/quota', 'user')).statusCode).toBe(403);
      expect((await get('/api/fleet/quota')).statusCode).toBe(401);
    });

    it('lists the accounts with calls this month by projected use, pages and sorts, for administrators only', async () => {
      const res = await get('/api/admin/iot-quota', 'admin');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      const rows = res.json().rows as Array<Record<string, unknown>>;
      expect(rows.map((r) => r.login)).toEqual(['customer', 'dealer', 'gdo']);
      expect(rows[0]).toMatchObject({
        userAccountId: account.customer,
        used: 10,
        limit: 100,
        usedFraction: 0.1,
        slowdown: 1.5,
        accountType: 'CUSTOMER',
      });
      expect(rows[1]!.name).toBeTruthy(); // the dealer's business name
      const byLogin = await get('/api/admin/iot-quota?sort=login,desc&size=1&page=1', 'admin');
      expect(byLogin.json().rows.map((r: { login: string }) => r.login)).toEqual(['dealer']);
      expect(byLogin.headers['x-total-count']).toBe('3');
      const asc = await get('/api/admin/iot-quota?sort=projectedFraction,asc', 'admin');
      expect(asc.json().rows.map((r: { login: string }) => r.login)).toEqual(['gdo', 'dealer', 'customer']);
      expect((await get('/api/admin/iot-quota?sort=nope,asc', 'admin')).statusCode).toBe(400);
      expect((await get('/api/admin/iot-quota?size=0', 'admin')).statusCode).toBe(400);
      expect((await get('/api/admin/iot-quota', 'dealer')).statusCode).toBe(403);
      expect((await get('/api/admin/iot-quota')).statusCode).toBe(401);
    });
  });
});
