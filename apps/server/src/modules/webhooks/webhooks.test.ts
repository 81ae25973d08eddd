import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookBody, WebhookDeliveryDto, WebhookDto, WebhookWithSecretDto } from '@app/contracts';
import { DEMO_DEVICES } from '../../db/seed/demo';
import {
  alarmEventCursors,
  alarmEvents,
  alarms,
  auditEvents,
  devices,
  tabServiceUserPermissions,
  users,
  webhookEndpoints,
} from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf, serviceIdOf, userIdOf } from '../../../test/lookups';
import { ALARM_WEBHOOKS_QUEUE } from './webhook-reader';
import { verifyWebhookSignature } from './webhook-signature';
import { startHttpsReceiver, type HttpsReceiver, type Received } from './testing/https-receiver';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits (up to 30 s) for `found` to answer something. */
async function until<T>(what: string, found: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await found();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await sleep(100);
  }
}
const header = (r: Received, name: string) => r.headers[name.toLowerCase()] as string | undefined;
const to = (mail: ParsedMail) => JSON.stringify(mail.to);

/** Few failures disable an endpoint here; retries come a second apart. */
const DISABLE_AFTER = 3;

describe('signed webhooks (docs/decisions/040)', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  const token: Record<string, string> = {};
  const account: Record<string, number> = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token[who]! } });
  const create = async (who: string, body: object) => {
    const res = await call('POST', '/api/webhooks', who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<WebhookWithSecretDto>();
  };
  const deliveries = async (id: number, who = 'admin') =>
    (await call('GET', `/api/webhooks/${id}/deliveries`, who)).json<WebhookDeliveryDto[]>();
  const endpoint = async (id: number) =>
    (await call('GET', '/api/webhooks', 'admin')).json<WebhookDto[]>().find((w) => w.id === id)!;

  /** An alarm of a customer's device opened (or another event of it), then the reader woken as the bus does. */
  async function alarmEvent(accountId: number, type: 'opened' | 'cleared' = 'opened', alarmId?: number) {
    const uid = DEMO_DEVICES.find((d) => d.ownerLogin === 'customer')!.uid;
    const [device] = await t.database.db.select({ id: devices.id }).from(devices).where(eq(devices.uid, uid));
    const now = new Date();
    if (alarmId === undefined) {
      const [alarm] = await t.database.db
        .insert(alarms)
        .values({
          ruleName: 'PM2.5 danger',
          kind: 'parameter',
          severity: 'major',
          subject: 'device',
          subjectKey: `d:${device!.id}:${now.getTime()}`,
          parameter: 'pm25',
          deviceId: device!.id,
          accountId,
          state: 'active',
          value: 80,
          openedAt: now,
          updatedAt: now,
        })
        .returning({ id: alarms.id });
      alarmId = alarm!.id;
    }
    const [event] = await t.database.db
      .insert(alarmEvents)
      .values({ alarmId, type, at: now, value: 80 })
      .returning({ id: alarmEvents.id });
    await t.app.jobs.send(ALARM_WEBHOOKS_QUEUE, {}, { key: 'events' });
    return { alarmId, eventId: event!.id, uid };
  }

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    t = await buildTestApp({
      deps: {
        webhooks: {
          ca: receiver.ca,
          retry: { retryLimit: 6, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
          disableAfter: DISABLE_AFTER,
        },
      },
    });
    for (const login of ['customer', 'dealer', 'gdo']) {
      token[login] = await signIn(t.app, login, `Demo-${login}1`);
      account[login] = await accountIdOf(t.database.db, login);
    }
    token.admin = await signIn(t.app, 'admin', 'admin');
    await t.app.jobs.start();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('creates an endpoint showing its secret once, never in the list, and audits the change', async () => {
    const created = await create('customer', {
      accountId: account.customer,
      name: 'Ticketing',
      url: `${receiver.url}/ticketing`,
      events: ['alarm.opened'],
    });
    expect(created).toMatchObject({ accountId: account.customer, enabled: true, consecutiveFailures: 0 });
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
    for (const who of ['customer', 'dealer', 'admin']) {
      const list = await call('GET', `/api/webhooks?accountId=${account.customer}`, who);
      expect(list.statusCode).toBe(200);
      expect(list.json<WebhookDto[]>().map((w) => w.id)).toContain(created.id);
      expect(list.body).not.toContain(created.secret);
      expect(list.body).not.toContain('"secret"');
    }
    const rotated = (
      await call('POST', `/api/webhooks/${created.id}/rotate-secret`, 'customer')
    ).json<WebhookWithSecretDto>();
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(created.secret);
    expect((await call('GET', '/api/webhooks', 'customer')).body).not.toContain(rotated.secret);
    const audits = await t.database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.eventType, 'WEBHOOK_CHANGED'), eq(auditEvents.principal, 'customer')));
    expect(audits.map((a) => a.data.change)).toEqual(expect.arrayContaining(['created', 'secretRotated']));
    expect(JSON.stringify(audits)).not.toContain(created.secret);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await call('GET', '/api/webhooks', 'admin')).json<WebhookDto[]>().length;
    for (const [body, field] of [
      [{ accountId: account.customer, name: 'x', url: 'not a url', events: ['alarm.opened'] }, 'url'],
      [{ accountId: account.customer, name: 'x', url: `${receiver.url}/x`, events: [] }, 'events'],
      [
        { accountId: account.customer, name: 'x', url: `${receiver.url}/x`, events: ['alarm.flapped'] },
        'events',
      ],
      [{ name: 'x', url: `${receiver.url}/x`, events: ['alarm.opened'] }, 'accountId'],
      [{ accountId: account.customer, name: '', url: `${receiver.url}/x`, events: ['alarm.opened'] }, 'name'],
    ] as const) {
      const res = await call('POST', '/api/webhooks', 'customer', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await call('GET', '/api/webhooks', 'admin')).json<WebhookDto[]>()).toHaveLength(before);
  });

  it("keeps another tenant's endpoints out of reach (404) and needs DEVICE_MANAGEMENT update (403)", async () => {
    const own = await create('customer', {
      accountId: account.customer,
      name: 'Private',
      url: `${receiver.url}/private`,
      events: ['alarm.cleared'],
    });
    const input = { name: 'Taken', url: `${receiver.url}/stolen`, events: ['alarm.opened'], enabled: true };
    expect((await call('GET', `/api/webhooks?accountId=${account.customer}`, 'gdo')).statusCode).toBe(404);
    expect((await call('GET', '/api/webhooks', 'gdo')).json<WebhookDto[]>().map((w) => w.id)).not.toContain(
      own.id,
    );
    expect((await call('PUT', `/api/webhooks/${own.id}`, 'gdo', input)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/webhooks/${own.id}`, 'gdo')).statusCode).toBe(404);
    expect((await call('POST', `/api/webhooks/${own.id}/test`, 'gdo')).statusCode).toBe(404);
    expect((await call('POST', `/api/webhooks/${own.id}/rotate-secret`, 'gdo')).statusCode).toBe(404);
    expect((await call('GET', `/api/webhooks/${own.id}/deliveries`, 'gdo')).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/webhooks', 'gdo', { ...input, accountId: account.customer })).statusCode,
    ).toBe(404);
    // A customer does not reach his dealer's account either (up the tree is not his subtree).
    expect(
      (await call('POST', '/api/webhooks', 'customer', { ...input, accountId: account.dealer })).statusCode,
    ).toBe(404);
    expect(await endpoint(own.id)).toMatchObject({ name: 'Private', url: `${receiver.url}/private` });
    expect(receiver.received.filter((r) => r.path === '/private' || r.path === '/stolen')).toEqual([]);

    // A record without the update flag: DEVICE_MANAGEMENT update is taken away.
    const customerId = await userIdOf(t.database.db, 'customer');
    const serviceId = await serviceIdOf(t.database.db, 'DEVICE_MANAGEMENT');
    await t.database.db.insert(tabServiceUserPermissions).values({
      userId: customerId,
      createdById: await userIdOf(t.database.db, 'admin'),
      tabServiceId: serviceId,
    });
    try {
      expect((await call('GET', '/api/webhooks', 'customer')).statusCode).toBe(403);
      expect((await call('DELETE', `/api/webhooks/${own.id}`, 'customer')).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/webhooks', 'customer', { ...input, accountId: account.customer }))
          .statusCode,
      ).toBe(403);
    } finally {
      await t.database.db
        .delete(tabServiceUserPermissions)
        .where(
          and(
            eq(tabServiceUserPermissions.userId, customerId),
            eq(tabServiceUserPermissions.tabServiceId, serviceId),
          ),
        );
    }
    expect(await endpoint(own.id)).toBeDefined();
    expect((await call('DELETE', `/api/webhooks/${own.id}`, 'customer')).statusCode).toBe(204);
    expect(await endpoint(own.id)).toBeUndefined();
  });

  it('sends a signed test event now; the receiver verifies it, and an old or altered one fails', async () => {
    const hook = await create('customer', {
      accountId: account.customer,
      name: 'Test button',
      url: `${receiver.url}/test-button`,
      events: ['alarm.opened'],
    });
    const res = await call('POST', `/api/webhooks/${hook.id}/test`, 'customer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WebhookDeliveryDto>()).toMatchObject({ event: 'test', statusCode: 200, error: null });
    const got = receiver.received.find((r) => r.path === '/test-button')!;
    const body = JSON.parse(got.body) as WebhookBody;
    expect(body).toMatchObject({ event: 'test', alarm: null });
    expect(header(got, 'X-Purifier-Event')).toBe('test');
    expect(header(got, 'X-Purifier-Delivery')).toBe(body.id);
    const signature = header(got, 'X-Purifier-Signature');
    const now = Date.now() / 1000;
    expect(verifyWebhookSignature(hook.secret, signature, got.body, now)).toBe(true);
    // Replayed six minutes later: refused.
    expect(verifyWebhookSignature(hook.secret, signature, got.body, now + 360)).toBe(false);
    expect(verifyWebhookSignature(hook.secret, signature, got.body.replace('test', 'tset'), now)).toBe(false);
    expect(verifyWebhookSignature('0'.repeat(64), signature, got.body, now)).toBe(false);
    // The test changes no counter, and is in the log.
    expect(await endpoint(hook.id)).toMatchObject({ consecutiveFailures: 0, enabled: true });
    expect((await deliveries(hook.id, 'customer')).map((d) => d.event)).toEqual(['test']);
  });

  it("delivers an alarm to the endpoints that subscribed, a dealer's getting his customer's, retrying after a 500", async () => {
    receiver.answer('/dealer', 500, 200);
    const dealerHook = await create('dealer', {
      accountId: account.dealer,
      name: 'Dealer desk',
      url: `${receiver.url}/dealer`,
      events: ['alarm.opened', 'alarm.cleared'],
    });
    const onlyCleared = await create('customer', {
      accountId: account.customer,
      name: 'Only cleared',
      url: `${receiver.url}/only-cleared`,
      events: ['alarm.cleared'],
    });
    const gdoHook = await create('gdo', {
      accountId: account.gdo,
      name: 'Other tenant',
      url: `${receiver.url}/gdo`,
      events: ['alarm.opened', 'alarm.cleared'],
    });
    const { alarmId, eventId, uid } = await alarmEvent(account.customer!);
    const log = await until('the retried delivery', async () => {
      const rows = await deliveries(dealerHook.id, 'dealer');
      return rows.some((d) => d.statusCode === 200) ? rows : undefined;
    });
    expect(log.map((d) => [d.event, d.attempt, d.statusCode]).reverse()).toEqual([
      ['alarm.opened', 1, 500],
      ['alarm.opened', 2, 200],
    ]);
    expect(await endpoint(dealerHook.id)).toMatchObject({ consecutiveFailures: 0, enabled: true });
    const attempts = receiver.received.filter((r) => r.path === '/dealer');
    expect(attempts).toHaveLength(2);
    // Each attempt is signed at its own time; both carry the same delivery id.
    for (const attempt of attempts)
      expect(
        verifyWebhookSignature(
          dealerHook.secret,
          header(attempt, 'X-Purifier-Signature'),
          attempt.body,
          Date.now() / 1000,
        ),
      ).toBe(true);
    expect(new Set(attempts.map((a) => header(a, 'X-Purifier-Delivery'))).size).toBe(1);
    const body = JSON.parse(attempts[1]!.body) as WebhookBody;
    expect(body).toMatchObject({
      event: 'alarm.opened',
      alarm: {
        id: alarmId,
        rule: 'PM2.5 danger',
        kind: 'parameter',
        severity: 'major',
        state: 'active',
        value: 80,
      },
    });
    expect(body.alarm!.device!.uid).toBe(uid);
    expect(header(attempts[1]!, 'X-Purifier-Event')).toBe('alarm.opened');
    // Not subscribed to openings, or another tenant: nothing.
    expect(receiver.received.filter((r) => r.path === '/only-cleared' || r.path === '/gdo')).toEqual([]);

    // The clearing goes to both of the customer's subscribers, once each.
    await alarmEvent(account.customer!, 'cleared', alarmId);
    await until('the clearing', () => receiver.received.some((r) => r.path === '/only-cleared'));
    await until('the dealer told of the clearing', () =>
      receiver.received.some((r) => r.path === '/dealer' && r.body.includes('alarm.cleared')),
    );
    // The receiver has the request before the sender records its answer: wait for the record.
    const recorded = await until('the clearing recorded', async () => {
      const rows = await deliveries(onlyCleared.id, 'customer');
      return rows.length ? rows : undefined;
    });
    expect(recorded).toHaveLength(1);
    expect(receiver.received.filter((r) => r.path === '/gdo')).toEqual([]);
    expect(await deliveries(gdoHook.id, 'gdo')).toEqual([]);
    expect(eventId).toBeGreaterThan(0);
  });

  it('disables an endpoint after failures in a row and mails the account in its language', async () => {
    receiver.answer('/down', 503);
    const [customer] = await t.database.db
      .select({ email: users.email, langKey: users.langKey })
      .from(users)
      .where(eq(users.login, 'customer'));
    const hook = await create('customer', {
      accountId: account.customer,
      name: 'Broken receiver',
      url: `${receiver.url}/down`,
      events: ['alarm.opened'],
    });
    await alarmEvent(account.customer!);
    const disabled = await until('the endpoint disabled', async () => {
      const found = await endpoint(hook.id);
      return found.enabled ? undefined : found;
    });
    expect(disabled).toMatchObject({
      disabledReason: 'consecutiveFailures',
      consecutiveFailures: DISABLE_AFTER,
    });
    const mail = await t.smtp.waitFor(
      (m) => to(m).includes(customer!.email!) && (m.text ?? '').includes('Broken receiver'),
    );
    expect(mail.text).toContain('HTTP 503');
    expect(mail.text).toContain(`/webhooks/${hook.id}`);
    expect(mail.subject).toContain(customer!.langKey === 'en' ? 'disabled' : 'disattivato');
    // Disabled: a later alarm is not delivered; enabling it again starts a new run.
    const attempts = receiver.received.filter((r) => r.path === '/down').length;
    expect(attempts).toBe(DISABLE_AFTER);
    const later = await alarmEvent(account.customer!);
    await until('the reader past the new event', async () => {
      const [cursor] = await t.database.db
        .select({ eventId: alarmEventCursors.eventId })
        .from(alarmEventCursors)
        .where(eq(alarmEventCursors.name, 'webhooks'));
      return (cursor?.eventId ?? 0) >= later.eventId;
    });
    // A job queued by mistake would run within a second or two.
    await sleep(1500);
    expect(receiver.received.filter((r) => r.path === '/down')).toHaveLength(attempts);
    const res = await call('PUT', `/api/webhooks/${hook.id}`, 'customer', {
      name: 'Broken receiver',
      url: `${receiver.url}/down`,
      events: ['alarm.opened'],
      enabled: true,
    });
    expect(res.json<WebhookDto>()).toMatchObject({
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
  });
});

describe('webhooks under the prod profile: no private targets (SSRF)', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  let admin: string;
  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    t = await buildTestApp({
      env: { PROFILE: 'prod', JWT_SECRET: 'a-test-secret-of-at-least-32-characters!' },
      deps: { webhooks: { ca: receiver.ca } },
    });
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('refuses http and private, loopback, link-local or unique-local hosts when saved, and when sending', async () => {
    const accountId = await accountIdOf(t.database.db, 'customer');
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { authorization: admin },
        payload: { accountId, name: 'x', url, events: ['alarm.opened'] },
      });
    for (const url of [
      `${receiver.url}/hook`,
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'http://example.com/hook',
    ]) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors, url).toEqual([expect.objectContaining({ field: 'url' })]);
    }
    expect((await t.database.db.select().from(webhookEndpoints)).length).toBe(0);
    // Saved before (or its name resolved elsewhere then): the delivery refuses it when connecting.
    const [row] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        accountId,
        name: 'Slipped through',
        url: `${receiver.url}/hook`,
        secret: 'f'.repeat(64),
        events: ['alarm.opened'],
        createdAt: new Date(),
      })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${row!.id}/test`,
      headers: { authorization: admin },
    });
    expect(res.json<WebhookDeliveryDto>()).toMatchObject({
      statusCode: null,
      error: expect.stringContaining('refused'),
    });
    expect(receiver.received).toEqual([]);
  });
});
