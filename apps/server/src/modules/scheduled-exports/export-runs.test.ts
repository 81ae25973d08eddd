import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { EXPORT_LINK_TTL_MS, type ScheduledExportView } from '@app/contracts';
import { alarms, scheduledExports, users } from '../../db/schema';
import { seedDemoHistory } from '../../db/seed/demo-history';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { linkIn } from '../../../test/smtp-peer';
import { createExportRuns } from './index';

/**
 * Scheduled exports' runs (docs/decisions/048): the owner's list, read with the owner's rights at run
 * time, arrives at the SMTP peer as a CSV attachment or a signed link; due runs are claimed once.
 */
describe('scheduled exports: the runs', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const email: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token[who]! } });
  const runsAt = (now: Date) =>
    createExportRuns({
      db: t.database.db,
      outbox: t.app.platform.mailOutbox,
      jobs: t.app.jobs,
      baseUrl: t.config.baseUrl,
      secret: t.config.jwtSecret,
      log: t.app.log,
      readers: t.app.exportReaders,
      now: () => now,
    });
  const runs = () => runsAt(new Date());
  const schedule = async (who: string, body: Record<string, unknown>) => {
    const res = await call('POST', '/api/scheduled-exports', who, {
      recurrence: { frequency: 'daily', hour: 6 },
      delivery: 'attachment',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ScheduledExportView>();
  };
  /** The uids the user's own device list shows (the scope the export must match). */
  const listedUids = async (who: string) =>
    (await call('GET', '/api/devices?size=1000', who))
      .json<{ uid: string | null }[]>()
      .flatMap((d) => (d.uid ? [d.uid] : []))
      .sort();
  /** The CSV's rows (BOM dropped), split on the owner's separator; cells are not quoted in these lists. */
  const rowsOf = (csv: string, separator: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.split(separator));
  const mailTo = (who: string, subject: string) =>
    t.smtp.waitFor(
      (m: ParsedMail) => JSON.stringify(m.to).includes(email[who]!) && m.subject === subject,
      20_000,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    for (const login of ['customer', 'dealer', 'gdo']) {
      token[login] = await signIn(t.app, login, `Demo-${login}1`);
      const [user] = await t.database.db.select().from(users).where(eq(users.login, login));
      email[login] = user!.email!;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mails the device list the owner may see, as an attachment in their language', async () => {
    const created = await schedule('dealer', { name: 'Elenco del mattino', source: { kind: 'devices' } });
    expect(await runs().run({ scheduleId: created.id, due: 'now' })).toBe('sent');

    const mail = await mailTo('dealer', 'Esportazione: Elenco del mattino');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file!.contentType).toBe('text/csv');
    const csv = file!.content.toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = rowsOf(csv, ';');
    expect(header).toEqual([
      'Nome',
      'Id dispositivo',
      'Posizione',
      'Online',
      'Acceso',
      'PM2.5 (µg/m³)',
      'Velocità ventola',
      'Vita filtro (%)',
      "Qualità dell'aria",
    ]);
    const uids = rows.map((r) => r[1]!).sort();
    expect(uids).toEqual(await listedUids('dealer'));
    expect(uids.length).toBeGreaterThan(0);
    // Another tenant's devices never appear.
    for (const uid of await listedUids('gdo')) if (!uids.includes(uid)) expect(csv).not.toContain(uid);
    expect(mail.text).toContain(`${rows.length} righe`);

    const [stored] = (await call('GET', '/api/scheduled-exports', 'dealer'))
      .json<ScheduledExportView[]>()
      .filter((s) => s.id === created.id);
    expect(stored).toMatchObject({ lastResult: 'sent', lastRows: rows.length });
  });

  it('sends a signed link that downloads the file; a tampered link is 404, an expired one 410', async () => {
    const created = await schedule('customer', {
      name: 'Customer link',
      source: { kind: 'devices' },
      delivery: 'link',
    });
    expect(await runs().run({ scheduleId: created.id, due: 'now' })).toBe('sent-link');
    const mail = await mailTo('customer', 'Esportazione: Customer link');
    expect(mail.attachments).toHaveLength(0);
    const url = new URL(linkIn(mail, '/api/public/exports/'));

    const download = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="devices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [, ...rows] = rowsOf(download.body, ';');
    expect(rows.map((r) => r[1]!).sort()).toEqual(await listedUids('customer'));

    const signature = url.pathname.slice(-43);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tampered = await t.app.inject({ method: 'GET', url: url.pathname.slice(0, -43) + flipped });
    expect(tampered.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/exports/nonsense' })).statusCode).toBe(404);

    const later = runsAt(new Date(Date.now() + EXPORT_LINK_TTL_MS + 60_000));
    await expect(later.download(url.pathname.split('/').pop()!)).rejects.toMatchObject({ status: 410 });
    // The recurring job deletes the file once its link has expired: the link is then simply unknown.
    expect(await later.deleteExpiredFiles()).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });

  it('exports the history of the chosen devices the owner may still read, and nothing of others', async () => {
    const own = await listedUids('customer');
    const ownDevices = (await call('GET', '/api/devices?size=1000', 'customer')).json<
      { id: number; uid: string }[]
    >();
    const foreign = (await call('GET', '/api/devices?size=1000', 'gdo'))
      .json<{ id: number; uid: string | null }[]>()
      .find((d) => d.uid && !own.includes(d.uid))!;
    // Two days of hourly history for both devices: the foreign one's rows exist, and must not leak.
    await seedDemoHistory(t.database.db, () => undefined, {
      now: Date.now(),
      days: 2,
      uids: [ownDevices[0]!.uid, foreign.uid!],
      stepMs: 3600_000,
    });
    const created = await schedule('customer', {
      name: 'Storico',
      source: { kind: 'device-history', deviceIds: [ownDevices[0]!.id, foreign.id], days: 2 },
    });
    await runs().run({ scheduleId: created.id, due: 'now' });
    const mail = await mailTo('customer', 'Esportazione: Storico');
    const body = mail.attachments[0]?.content.toString('utf8') ?? '';
    expect(body).not.toContain(foreign.uid!);
    const [header, ...rows] = rowsOf(body, ';');
    expect(header!.slice(0, 3)).toEqual(['Nome', 'Id dispositivo', 'Ora (UTC)']);
    const data = rows.filter((r) => r.length > 1);
    expect(data.length).toBeGreaterThanOrEqual(24);
    for (const row of data) expect(row[1]).toBe(ownDevices[0]!.uid);
  });

  it('records refused and mails nothing when the owner can no longer be loaded', async () => {
    const created = await schedule('gdo', { name: 'GDO list', source: { kind: 'devices' } });
    await t.database.db.update(users).set({ activated: false }).where(eq(users.login, 'gdo'));
    try {
      expect(await runs().run({ scheduleId: created.id, due: 'now' })).toBe('refused');
    } finally {
      await t.database.db.update(users).set({ activated: true }).where(eq(users.login, 'gdo'));
    }
    const [row] = await t.database.db
      .select()
      .from(scheduledExports)
      .where(eq(scheduledExports.id, created.id));
    expect(row).toMatchObject({ lastResult: 'refused', lastRows: null });
    expect(t.smtp.messages.some((m) => m.subject === 'Esportazione: GDO list')).toBe(false);
  });

  it('claims a due schedule once across instances and moves its next run on', async () => {
    const created = await schedule('dealer', { name: 'Due one', source: { kind: 'devices' } });
    const due = new Date(Date.now() - 60_000);
    await t.database.db
      .update(scheduledExports)
      .set({ nextRunAt: due })
      .where(eq(scheduledExports.id, created.id));
    const queued = await Promise.all([runs().queueDue(), runs().queueDue()]);
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(scheduledExports)
      .where(eq(scheduledExports.id, created.id));
    expect(row!.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await runs().queueDue()).toBe(0);
  });

  it('queues "send now" for the owner only (202), once while one waits', async () => {
    const created = await schedule('dealer', { name: 'Now', source: { kind: 'devices' } });
    const first = await call('POST', `/api/scheduled-exports/${created.id}/send`, 'dealer');
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ queued: true });
    expect((await call('POST', `/api/scheduled-exports/${created.id}/send`, 'dealer')).json()).toEqual({
      queued: false,
    });
    expect((await call('POST', `/api/scheduled-exports/${created.id}/send`, 'customer')).statusCode).toBe(
      404,
    );
  });

  it("mails the alarm list through the alerts module's reader: the active alarms the owner's list page shows", async () => {
    // One active alarm on a dealer's device and one on another tenant's (gdo).
    const firstDevice = async (who: string) =>
      (await call('GET', '/api/devices?size=1&sort=id,asc', who)).json<
        { id: number; ownerId: number }[]
      >()[0]!;
    const mine = await firstDevice('dealer');
    const theirs = await firstDevice('gdo');
    for (const [device, name] of [
      [mine, 'Dealer PM2.5'],
      [theirs, 'GDO PM2.5'],
    ] as const)
      await t.database.db.insert(alarms).values({
        ruleName: name,
        kind: 'parameter',
        severity: 'major',
        subject: 'device',
        subjectKey: `d:${device.id}`,
        parameter: 'pm25',
        deviceId: device.id,
        accountId: device.ownerId,
        state: 'active',
        value: 80,
        openedAt: new Date(),
        updatedAt: new Date(),
      });
    const created = await schedule('dealer', { name: 'Allarmi', source: { kind: 'alarms' } });
    expect(await runs().run({ scheduleId: created.id, due: 'now' })).toBe('sent');
    const mail = await mailTo('dealer', 'Esportazione: Allarmi');
    const page = await call('GET', '/api/alarms.csv?state=active', 'dealer');
    const expected = page.body.trim().split('\r\n');
    expect(expected[0]).toMatch(/^id;openedAt;clearedAt;state;/);
    expect(expected.length).toBeGreaterThan(1);
    const body = mail.attachments[0]!.content.toString('utf8').replace(/^\uFEFF/, '');
    expect(body.trim().split('\r\n')).toEqual(expected);
    expect(body).toContain('Dealer PM2.5');
    expect(body).not.toContain('GDO PM2.5');
  });

  it("mails the filter due list through fleet care's reader: the rows and words of the due list page", async () => {
    const devices = (await call('GET', '/api/devices?size=1000', 'dealer')).json<
      { id: number; uid: string | null }[]
    >();
    // A month of readings: the filters wear, so the forecasts say when each is due.
    await seedDemoHistory(t.database.db, () => undefined, {
      now: Date.now(),
      days: 30,
      uids: devices.flatMap((d) => (d.uid ? [d.uid] : [])),
      stepMs: 6 * 3600_000,
    });
    t.app.filterForecasts.note(devices.map((d) => d.id));
    await t.app.filterForecasts.flush();
    const page = await call('GET', '/api/fleet/filters?within=30&size=10000', 'dealer');
    expect(page.statusCode, page.body).toBe(200);
    const listed = page.json<{ device: { uid: string | null } }[]>();

    const created = await schedule('dealer', { name: 'Filtri', source: { kind: 'filters-due' } });
    expect(listed.length).toBeGreaterThan(0);
    expect(await runs().run({ scheduleId: created.id, due: 'now' })).toBe('sent');
    const mail = await mailTo('dealer', 'Esportazione: Filtri');
    const body = mail.attachments[0]!.content.toString('utf8');
    const [header, ...rows] = body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(';').slice(0, 3)).toEqual(['Dispositivo', 'Numero di serie', 'UID']);
    expect(rows).toHaveLength(listed.length);
    for (const row of listed) if (row.device.uid) expect(body).toContain(row.device.uid);
  });

  it("mails the sites' air quality through its module's reader, with the statistics right it needs", async () => {
    // The filter test above seeded a month of the dealer's readings.
    const page = await call('GET', '/api/fleet/air-quality/sites', 'dealer');
    expect(page.statusCode, page.body).toBe(200);
    const sites = page.json<{ sites: { label: string | null; mean: number }[] }>().sites;
    expect(sites.length).toBeGreaterThan(0);

    const created = await schedule('dealer', { name: 'Aria', source: { kind: 'air-quality' } });
    expect(await runs().run({ scheduleId: created.id, due: 'now' })).toBe('sent');
    const mail = await mailTo('dealer', 'Esportazione: Aria');
    const [header, ...rows] = mail.attachments[0]!.content.toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const fields = header!.split(';');
    expect(fields.slice(0, 5)).toEqual(['Sito', 'Account', 'PM2.5 medio (µg/m³)', 'Fascia', 'Letture']);
    expect(fields).toHaveLength(5 + 24);
    expect(rows).toHaveLength(sites.length);
    // Worst site first, as the page orders them.
    expect(rows[0]!.startsWith(sites[0]!.label ?? 'Sito #')).toBe(true);
  });
});
