import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_TIME_ZONE,
  MAIL_CAP_PER_HOUR,
  NOTIFICATIONS_DESTINATION,
  notificationPushSchema,
  wallClock,
  type AlarmEventType,
  type AlarmSeverity,
  type NotificationDto,
  type NotificationPush,
} from '@app/contracts';
import {
  alarmEvents,
  alarms,
  comPartnerAddrs,
  comPartners,
  devices,
  notifications,
  userAccounts,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf, userIdOf } from '../../../test/lookups';
import { connectTracker, type TrackerClient } from '../../../test/stomp-client';
// The test builds the centre's parts as app.ts does: with the audience the app's context gives it.
// eslint-disable-next-line boundaries/dependencies
import { AlarmAudienceRepository } from '../alerts';
import { ALARM_NOTIFY_QUEUE, createNotifications, NOTIFICATION_MAIL_QUEUE } from './index';

/** The minute of the day on the mailer's wall clock (Europe/Rome). */
const romeMinuteNow = () => wallClock(Date.now(), DEFAULT_TIME_ZONE).minute;

const PASSWORDS: Record<string, string> = {
  customer: 'Demo-customer1',
  dealer: 'Demo-dealer1',
  admindealer: 'Demo-admindealer1',
  gdo: 'Demo-gdo1',
};
const EMAIL: Record<string, string> = {
  customer: 'sara.galli@example.com',
  dealer: 'luca.ferrari@example.com',
  admindealer: 'marco.bianchi@example.com',
  gdo: 'chiara.esposito@example.com',
};
const SITES = ['Via Roma 1, Torino', 'Corso Italia 9, Milano', 'Piazza Duomo 3, Firenze'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * The notification centre (docs/decisions/040) on the real app and database: alarm events become
 * notifications for who may see them, as each one wants; a storm is one mail per recipient over
 * real SMTP; quiet hours, the digest and the hourly cap hold mails; the API and the bell are the
 * caller's own.
 */
describe('the notification centre', () => {
  let t: TestApp;
  let parts: ReturnType<typeof createNotifications>;
  const token: Record<string, string> = {};
  const userId: Record<string, number> = {};
  let customerAccount: number;
  const addressIds: number[] = [];
  let stormDevices: number[] = [];
  let sequence = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token[who]! } });
  const mailsTo = (who: string) =>
    t.smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(EMAIL[who]!));
  const unread = async (who: string) =>
    (await call('GET', '/api/notifications/unread-count', who)).json<{ unread: number }>().unread;
  const setPreferences = async (who: string, settings: object) => {
    const res = await call('PUT', '/api/notification-preferences', who, settings);
    expect(res.statusCode, res.body).toBe(200);
  };
  const pendingOf = async (who: string) =>
    t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId[who]!), eq(notifications.mail, 'pending')));

  /** Alarms opened on the given devices (one 'opened' event each), as the engine writes them. */
  async function openAlarms(
    deviceIds: number[],
    options: { severity?: AlarmSeverity; notifyOnClear?: boolean } = {},
  ): Promise<number[]> {
    const ruleName = `Purifier offline ${++sequence}`;
    const result = await t.database.db.execute(sql`
      insert into ${alarms} (rule_name, kind, severity, subject, subject_key, device_id, address_id,
        account_id, state, notify_on_clear, opened_at, updated_at)
      select ${ruleName}, 'offline', ${options.severity ?? 'major'}, 'device', 'd:' || ${devices.id},
        ${devices.id}, ${devices.addressId}, ${devices.ownerId}, 'active', ${options.notifyOnClear ?? false},
        now(), now()
      from ${devices} where ${inArray(devices.id, deviceIds)}
      returning id`);
    const rows = rowsOf<{ id: number }>(result).map((r) => ({ id: Number(r.id) }));
    const ids = rows.map((r) => r.id);
    await addEvents(ids, 'opened');
    return ids;
  }
  async function addEvents(alarmIds: number[], type: AlarmEventType, actor: string | null = null) {
    await t.database.db
      .insert(alarmEvents)
      .values(alarmIds.map((alarmId) => ({ alarmId, type, actor, at: new Date() })));
  }
  /** One device of the customer on the first site, for the small cases. */
  async function oneDevice(): Promise<number> {
    const [row] = await t.database.db
      .insert(devices)
      .values({
        uid: `single-${++sequence}`,
        name: `Single ${sequence}`,
        ownerId: customerAccount,
        addressId: addressIds[0]!,
      })
      .returning({ id: devices.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    for (const login of Object.keys(PASSWORDS)) {
      token[login] = await signIn(t.app, login, PASSWORDS[login]!);
      userId[login] = await userIdOf(t.database.db, login);
    }
    parts = createNotifications({
      db: t.database.db,
      feed: t.app.live.notifications,
      audience: new AlarmAudienceRepository(t.database.db),
      jobs: t.app.jobs,
      outbox: t.app.platform.mailOutbox,
      baseUrl: t.config.baseUrl,
      log: t.app.log,
    });
    customerAccount = await accountIdOf(t.database.db, 'customer');
    const [business] = await t.database.db
      .select({ id: userAccounts.comPartnerAccountId })
      .from(userAccounts)
      .where(eq(userAccounts.id, customerAccount));
    for (const site of SITES) {
      const [address, city] = site.split(', ');
      const [partner] = await t.database.db
        .insert(comPartners)
        .values({ address, city })
        .returning({ id: comPartners.id });
      const [row] = await t.database.db
        .insert(comPartnerAddrs)
        .values({ accountId: business!.id, partnerId: partner!.id })
        .returning({ id: comPartnerAddrs.id });
      addressIds.push(row!.id);
    }
    const inserted = await t.database.db
      .insert(devices)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          uid: `storm-${i}`,
          name: `Storm ${i}`,
          ownerId: customerAccount,
          addressId: addressIds[i % 3]!,
        })),
      )
      .returning({ id: devices.id });
    stormDevices = inserted.map((d) => d.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('turns 1,000 devices going offline together into one mail per recipient, naming the sites and counts', async () => {
    await openAlarms(stormDevices);
    const read = await parts.reader.run();
    expect(read.events).toBe(1000);
    for (const who of ['customer', 'dealer', 'admindealer'] as const) {
      expect(await unread(who)).toBe(1000);
      expect(await parts.mailer.mailPending(userId[who]!)).toEqual({ outcome: 'sent', notifications: 1000 });
    }
    for (const who of ['customer', 'dealer', 'admindealer'] as const) {
      const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(EMAIL[who]!));
      expect(mailsTo(who)).toHaveLength(1);
      expect(mail.subject).toContain('1000');
      for (const site of SITES) expect(mail.text).toContain(site);
      expect(mail.text).toMatch(/Via Roma 1, Torino: 334/);
      expect(mail.text).toMatch(/Corso Italia 9, Milano: 333/);
      // At most 20 alarms are listed, each with its link; the rest are counted per site.
      expect((mail.text ?? '').match(/\/alarms\/\d+/g)).toHaveLength(20);
      expect(mail.text).toContain(`${t.config.baseUrl}/notifications/preferences`);
    }
    // The customer's language is Italian: the mail too.
    expect(mailsTo('customer')[0]!.subject).toMatch(/^Allarmi: 1000 notifiche, siti: 3/);
    // Another tenant hears nothing of it.
    expect(await unread('gdo')).toBe(0);
    expect(await parts.mailer.mailPending(userId.gdo!)).toEqual({ outcome: 'nothing' });
    // Nothing is left to mail: a second run sends nothing.
    expect(await parts.mailer.mailPending(userId.customer!)).toEqual({ outcome: 'nothing' });
    // A run over the same events again adds nothing (the cursor moved).
    expect(await parts.reader.run()).toEqual({ events: 0, notifications: 0 });
  });

  it('lists the caller’s own notifications newest first, counts and marks them read, never another user’s', async () => {
    const page = await call('GET', '/api/notifications?page=0&size=5', 'customer');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('1000');
    const list = page.json<NotificationDto[]>();
    expect(list).toHaveLength(5);
    expect(list.map((n) => n.id)).toEqual([...list.map((n) => n.id)].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ event: 'opened', severity: 'major', readAt: null });
    expect(SITES).toContain(list[0]!.siteName);
    expect(list[0]!.subjectName).toMatch(/^Storm \d+$/);

    // Another user's notification is not found for gdo: nothing changes for the customer.
    const other = await call('POST', '/api/notifications/read', 'gdo', { ids: [list[0]!.id] });
    expect(other.statusCode).toBe(200);
    expect(await unread('customer')).toBe(1000);

    const mine = await call('POST', '/api/notifications/read', 'customer', {
      ids: [list[0]!.id, list[1]!.id],
    });
    expect(mine.json<NotificationPush>().unread).toBe(998);
    expect(await unread('customer')).toBe(998);
    const unreadPage = await call('GET', '/api/notifications?unread=true&size=1', 'customer');
    expect(unreadPage.headers['x-total-count']).toBe('998');

    expect((await call('POST', '/api/notifications/read', 'customer', { all: true })).json()).toEqual({
      unread: 0,
      latest: null,
    });
    expect(await unread('customer')).toBe(0);
    // The dealer's stay unread.
    expect(await unread('dealer')).toBe(1000);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await call('GET', '/api/notification-preferences', 'dealer');
    expect(before.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    for (const [body, field] of [
      [{ digestAt: '25:00' }, 'digestAt'],
      [{ mail: 'sometimes' }, 'mail'],
      [{ severities: ['fatal'] }, 'severities'],
    ] as const) {
      const res = await call('PUT', '/api/notification-preferences', 'dealer', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await call('POST', '/api/notifications/read', 'dealer', {})).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/read', 'dealer', { ids: ['x'] })).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?size=0', 'dealer')).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?unread=maybe', 'dealer')).statusCode).toBe(400);
    expect((await call('GET', '/api/notification-preferences', 'dealer')).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    expect(await unread('dealer')).toBe(1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('respects each user’s severities, mail off, in-app off and the clearing rules', async () => {
    await setPreferences('dealer', { severities: ['critical'] });
    await setPreferences('admindealer', { mail: 'off' });
    await setPreferences('customer', { inApp: false, mailOnClear: true });
    const [minor] = await openAlarms([await oneDevice()], { severity: 'minor', notifyOnClear: true });
    await parts.reader.run();
    const of = async (who: string) =>
      t.database.db
        .select({ mail: notifications.mail, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.userId, userId[who]!), eq(notifications.alarmId, minor!)));
    // Only critical for the dealer: nothing.
    expect(await of('dealer')).toEqual([]);
    // Mail off: shown, not mailed.
    expect(await of('admindealer')).toEqual([{ mail: 'none', readAt: null }]);
    // In-app off: mailed, and already read (the bell does not count it).
    const [customer] = await of('customer');
    expect(customer!.mail).toBe('pending');
    expect(customer!.readAt).not.toBeNull();
    expect(await unread('customer')).toBe(0);

    // Acknowledged by the customer: the others are told in the centre, she is not; no mail.
    await addEvents([minor!], 'acknowledged', 'customer');
    // Cleared on a rule that notifies on clear: mailed to who asked for it (the customer).
    await addEvents([minor!], 'cleared');
    // A flap is never heard of.
    await addEvents([minor!], 'flapped');
    await parts.reader.run();
    const events = async (who: string) =>
      t.database.db
        .select({ type: alarmEvents.type, mail: notifications.mail })
        .from(notifications)
        .innerJoin(alarmEvents, eq(alarmEvents.id, notifications.eventId))
        .where(and(eq(notifications.userId, userId[who]!), eq(notifications.alarmId, minor!)))
        .orderBy(notifications.id);
    expect(await events('customer')).toEqual([
      { type: 'opened', mail: 'pending' },
      { type: 'cleared', mail: 'pending' },
    ]);
    expect(await events('admindealer')).toEqual([
      { type: 'opened', mail: 'none' },
      { type: 'acknowledged', mail: 'none' },
      { type: 'cleared', mail: 'none' },
    ]);
    // The customer's two pending notifications are one mail.
    expect(await parts.mailer.mailPending(userId.customer!)).toEqual({ outcome: 'sent', notifications: 2 });
    await setPreferences('dealer', {});
    await setPreferences('admindealer', {});
    await setPreferences('customer', {});
  });

  it('holds mails during quiet hours until they end', async () => {
    const now = romeMinuteNow();
    await setPreferences('admindealer', { quietHours: { from: clock(now - 60), to: clock(now + 90) } });
    await openAlarms([await oneDevice()]);
    await parts.reader.run();
    const before = mailsTo('admindealer').length;
    const run = await parts.mailer.mailPending(userId.admindealer!);
    expect(run).toMatchObject({ outcome: 'later', reason: 'quiet' });
    const waitMinutes = ((run as { retryAt: Date }).retryAt.getTime() - Date.now()) / 60_000;
    expect(waitMinutes).toBeGreaterThan(88);
    expect(waitMinutes).toBeLessThanOrEqual(90);
    expect(await pendingOf('admindealer')).toHaveLength(1);
    // Quiet hours over (here: removed), the held notification goes.
    await setPreferences('admindealer', {});
    expect(await parts.mailer.mailPending(userId.admindealer!)).toEqual({
      outcome: 'sent',
      notifications: 1,
    });
    await t.smtp.waitFor(() => mailsTo('admindealer').length === before + 1);
  });

  it('mails a digest user once a day at its time, not as things happen', async () => {
    await setPreferences('dealer', { mail: 'digest', digestAt: '23:59' });
    await openAlarms([await oneDevice()]);
    await parts.reader.run();
    expect(await parts.mailer.mailPending(userId.dealer!)).toEqual({ outcome: 'nothing' });
    // Not its time yet (unless the test runs in the day's last minute in Rome).
    if (romeMinuteNow() < 23 * 60 + 59) expect((await parts.mailer.digest()).mailed).toEqual([]);
    await setPreferences('dealer', { mail: 'digest', digestAt: '00:00' });
    const before = mailsTo('dealer').length;
    expect((await parts.mailer.digest()).mailed).toEqual([userId.dealer]);
    const digest = await t.smtp.waitFor(() => mailsTo('dealer').length === before + 1);
    expect(mailsTo('dealer').at(-1)!.subject).toMatch(/^Riepilogo allarmi: \d+ notifiche/);
    expect(digest).toBeDefined();
    // Once a day: another alarm waits for tomorrow's digest.
    await openAlarms([await oneDevice()]);
    await parts.reader.run();
    expect((await parts.mailer.digest()).mailed).toEqual([]);
    expect(await pendingOf('dealer')).toHaveLength(1);
    await setPreferences('dealer', { mail: 'off' });
  });

  it('sends at most MAIL_CAP_PER_HOUR mails an hour to a recipient, then waits for the hour to free up', async () => {
    // The customer has had the storm's mail and the clearing's this hour.
    const sent = mailsTo('customer').length;
    expect(sent).toBe(2);
    for (let i = sent; i < MAIL_CAP_PER_HOUR; i++) {
      await openAlarms([await oneDevice()]);
      await parts.reader.run();
      expect(await parts.mailer.mailPending(userId.customer!)).toMatchObject({ outcome: 'sent' });
    }
    await t.smtp.waitFor(() => mailsTo('customer').length === MAIL_CAP_PER_HOUR);
    await openAlarms([await oneDevice()]);
    await parts.reader.run();
    const run = await parts.mailer.mailPending(userId.customer!);
    expect(run).toMatchObject({ outcome: 'later', reason: 'cap' });
    // The storm's mail was the first of the hour: one more may go an hour after it.
    const waitMinutes = ((run as { retryAt: Date }).retryAt.getTime() - Date.now()) / 60_000;
    expect(waitMinutes).toBeGreaterThan(50);
    expect(waitMinutes).toBeLessThanOrEqual(61);
    expect(await pendingOf('customer')).toHaveLength(1);
    await sleep(300);
    expect(mailsTo('customer')).toHaveLength(MAIL_CAP_PER_HOUR);
  });

  it('pushes the new unread count over STOMP to the user’s own page only', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const received: Record<string, NotificationPush[]> = { dealer: [], gdo: [] };
    const trackers: TrackerClient[] = [];
    try {
      for (const who of ['dealer', 'gdo'] as const) {
        const tracker = await connectTracker(baseUrl, token[who]!);
        trackers.push(tracker);
        tracker.client.subscribe(NOTIFICATIONS_DESTINATION, (message: IMessage) =>
          received[who]!.push(notificationPushSchema.parse(JSON.parse(message.body))),
        );
      }
      await sleep(200);
      const count = await unread('dealer');
      const [alarmId] = await openAlarms([await oneDevice()], { severity: 'critical' });
      await parts.reader.run();
      for (let waited = 0; received.dealer!.length === 0 && waited < 5000; waited += 20) await sleep(20);
      expect(received.dealer).toHaveLength(1);
      expect(received.dealer![0]).toMatchObject({
        unread: count + 1,
        latest: { alarmId, event: 'opened', severity: 'critical' },
      });
      // Marking read in another tab: this page hears the new count too.
      await call('POST', '/api/notifications/read', 'dealer', { all: true });
      for (let waited = 0; received.dealer!.length < 2 && waited < 5000; waited += 20) await sleep(20);
      expect(received.dealer![1]).toEqual({ unread: 0, latest: null });
      await sleep(200);
      expect(received.gdo).toEqual([]);
    } finally {
      await Promise.all(trackers.map((tracker) => tracker.disconnect()));
    }
  });

  it('registers its queues one-waiting-per-key, so a burst of events wakes the reader once', async () => {
    for (const name of [ALARM_NOTIFY_QUEUE, NOTIFICATION_MAIL_QUEUE])
      expect((await t.app.jobs.findQueue(name))?.policy).toBe('stately');
  });
});
