import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ConsumerAccount, ConsumerModel } from '@app/contracts';
import {
  consumerConsents,
  deviceFactorySerials,
  deviceModels,
  devices,
  mailOutbox,
  userAccounts,
  users,
} from '../../db/schema';
import { DEMO_DEVICES, DEMO_FREE_SERIALS, DEMO_STOCK } from '../../db/seed/demo';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { linkIn } from '../../../test/smtp-peer';
import { AfterAnswerQueue } from './after-answer';

const STOCK = DEMO_STOCK;

/**
 * The registrations' after-answer work, counted as it starts; `hold` keeps it from starting until
 * the test lets it go.
 */
function gatedQueue() {
  const gate = { entered: 0, hold: Promise.resolve() };
  const queue = new AfterAnswerQueue(
    { error: (...args: unknown[]) => console.error(...args) },
    {
      gate: async () => {
        gate.entered += 1;
        await gate.hold;
      },
    },
  );
  /** Waits until `count` tasks have started in all, then until every one has finished. */
  const handled = async (count: number) => {
    await vi.waitFor(() => expect(gate.entered).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
    await queue.settled();
  };
  return { gate, queue, handled };
}

describe('consumer registration and device claim (api/consumer/*)', () => {
  let t: TestApp;
  let models: ConsumerModel[];
  const work = gatedQueue();
  beforeAll(async () => {
    t = await buildTestApp({
      deps: {
        consumerAfterAnswer: work.queue,
        consumerRegisterLimits: {
          perEmail: { limit: 3, windowMs: 3600_000 },
          perIp: { limit: 1000, windowMs: 3600_000 },
          claimPerIp: { limit: 1000, windowMs: 3600_000 },
        },
      },
    });
    models = (await t.app.inject({ method: 'GET', url: '/api/consumer/models' })).json();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const register = (email: string, langKey = 'it') =>
    get(`/api/consumer/register?email=${encodeURIComponent(email)}&langKey=${langKey}`);
  const mailedKey = async (email: string, after = 0) => {
    const mail = await t.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(email) && (m.date?.getTime() ?? 0) >= after,
    );
    return { mail, key: linkIn(mail, '/consumer/').split('/consumer/')[1]! };
  };
  /** Registers, follows the mailed link, returns the consumer's bearer header. */
  const consumer = async (email: string) => {
    expect((await register(email)).statusCode).toBe(204);
    const { key } = await mailedKey(email);
    const res = await get(`/api/consumer/activate?key=${key}`);
    expect(res.statusCode).toBe(200);
    return res.headers.authorization as string;
  };
  const modelOf = (code: string) => models.find((m) => m.code === code)!;
  const cityId = async () =>
    (await get('/api/tab-cities/provinces/MO/cities')).json<{ id: number }[]>()[0]!.id;
  const claim = async (token: string, serialNumber: string, code: string, extra: object = {}) => {
    const account = (await get('/api/consumer/user-accounts', token)).json<ConsumerAccount>();
    return send('POST', '/api/consumer/devices', token, {
      cityId: await cityId(),
      modelId: modelOf(code).id,
      ownerId: account.id,
      purchase_date: '2026-11-20',
      seller_description: 'Clima Service Emilia - Modena',
      serialNumber,
      uid: null,
      ...extra,
    });
  };

  it('offers the three consumer models', () => {
    expect(models.map((m) => m.code).sort()).toEqual(['554', '555', '556']);
  });

  it('mails a single-use link that opens a ROLE_CONSUMER session only', async () => {
    const res = await register('Anna.Rossi@Example.com', 'en');
    expect(res.statusCode).toBe(204);
    const { mail, key } = await mailedKey('anna.rossi@example.com');
    expect(linkIn(mail, '/consumer/')).toMatch(/^http:\/\/backoffice\.test\/consumer\/[\w-]+$/);
    expect(mail.subject).toBe('Register your purifier');

    // A back-office activation does not accept a consumer's key.
    expect((await get(`/api/activate?key=${key}`)).statusCode).toBe(400);
    const activated = await get(`/api/consumer/activate?key=${key}`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ login: 'anna.rossi@example.com' });
    const token = activated.headers.authorization as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { auth: string };
    expect(claims.auth).toBe('ROLE_CONSUMER');

    const replay = await get(`/api/consumer/activate?key=${key}`);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: 'error.consumerkey' });

    const account = (await get('/api/consumer/user-accounts', token)).json<ConsumerAccount>();
    expect(account).toMatchObject({
      user: { login: 'anna.rossi@example.com', email: 'anna.rossi@example.com', langKey: 'en' },
      comPartner: { email: 'anna.rossi@example.com' },
      consents: { marketing: false, partners: false, privacyVersion: '2026-11-24' },
      devices: [],
    });
    expect(account.consents.privacyAcceptedAt).not.toBeNull();
  });

  it('answers 204 before any work on the address: the account and the mail come after', async () => {
    let release = () => {};
    work.gate.hold = new Promise<void>((resolve) => (release = resolve));
    const started = work.gate.entered;
    const db = t.database.db;
    try {
      const res = await register('first.answer@example.com');
      expect(res.statusCode).toBe(204);
      await vi.waitFor(() => expect(work.gate.entered).toBe(started + 1), { timeout: 10_000 });
      // The answer is out, the work is held: no account, no mail yet.
      expect(await db.select().from(users).where(eq(users.email, 'first.answer@example.com'))).toEqual([]);
      expect(
        await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'first.answer@example.com')),
      ).toEqual([]);
    } finally {
      release();
      work.gate.hold = Promise.resolve();
    }
    await work.handled(started + 1);
    expect(await db.select().from(users).where(eq(users.email, 'first.answer@example.com'))).toHaveLength(1);
    await mailedKey('first.answer@example.com');
  });

  it('refuses an expired link and a missing or invalid e-mail', async () => {
    await register('late@example.com');
    const { key } = await mailedKey('late@example.com');
    await t.database.db
      .update(users)
      .set({ activationKeyDate: sql`now() - interval '25 hours'` })
      .where(eq(users.email, 'late@example.com'));
    expect((await get(`/api/consumer/activate?key=${key}`)).statusCode).toBe(400);
    expect((await get('/api/consumer/activate')).statusCode).toBe(400);
    for (const bad of [
      '/api/consumer/register',
      '/api/consumer/register?email=not-an-email',
      '/api/consumer/register?email=a@b',
    ])
      expect((await get(bad)).statusCode).toBe(400);
  });

  it('answers the same for a back-office address and mails it nothing; a consumer never signs in with a password', async () => {
    const before = t.smtp.messages.length;
    expect((await register('luca.ferrari@example.com')).statusCode).toBe(204); // the demo dealer's e-mail
    await register('someone.else@example.com');
    await mailedKey('someone.else@example.com');
    expect(t.smtp.messages.slice(before).some((m) => JSON.stringify(m.to).includes('luca.ferrari'))).toBe(
      false,
    );
    // The dealer's account is untouched.
    expect((await signIn(t.app, 'dealer', 'Demo-dealer1')).startsWith('Bearer ')).toBe(true);

    // The demo consumer cannot reset a password nor sign in with one.
    const resetsBefore = t.smtp.messages.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      headers: { 'content-type': 'text/plain' },
      payload: 'paolo.marino@example.com',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.messages.length).toBe(resetsBefore);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'consumer', password: 'Demo-consumer1' },
    });
    expect(signed.statusCode).toBe(401);
  });

  it('over the per-address limit answers the same 204, mails nothing and keeps the last link valid', async () => {
    const email = 'eager@example.com';
    const mailsTo = () => t.smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
    let last = '';
    for (let i = 0; i < 3; i++) {
      const before = mailsTo().length;
      expect((await register(email)).statusCode).toBe(204);
      await t.smtp.waitFor(() => mailsTo().length > before);
      last = linkIn(mailsTo().at(-1)!, '/consumer/').split('/consumer/')[1]!;
    }
    const [before] = await t.database.db
      .select({ keyHash: users.activationKeyHash })
      .from(users)
      .where(eq(users.email, email));
    // Someone else registers the address again and again: the answer does not change…
    const started = work.gate.entered;
    for (let i = 0; i < 3; i++) expect((await register(email)).statusCode).toBe(204);
    // …and once every accepted registration has been handled, nothing was mailed or replaced.
    await work.handled(started + 3);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(queued).toHaveLength(3);
    expect(mailsTo()).toHaveLength(3);
    const [after] = await t.database.db
      .select({ keyHash: users.activationKeyHash })
      .from(users)
      .where(eq(users.email, email));
    expect(after!.keyHash).toBe(before!.keyHash);
    expect((await get(`/api/consumer/activate?key=${last}`)).statusCode).toBe(200);
  });

  it('updates the names, province and each consent with the time it changed', async () => {
    const token = await consumer('giulia.bianchi@example.com');
    const put = (body: object) => send('PUT', '/api/consumer/user-accounts', token, body);
    const res = await put({
      firstName: 'Giulia',
      lastName: 'Bianchi',
      province: 'mo',
      consents: { marketing: true, partners: false },
    });
    expect(res.statusCode).toBe(200);
    const account = res.json<ConsumerAccount>();
    expect(account).toMatchObject({
      user: { firstName: 'Giulia', lastName: 'Bianchi' },
      comPartner: { name: 'Giulia', surname: 'Bianchi', province: 'MO', provinceName: 'Modena' },
      consents: { marketing: true, partners: false, partnersChangedAt: null },
    });
    expect(account.consents.marketingChangedAt).not.toBeNull();
    expect((await put({ province: 'XX', consents: { marketing: false, partners: false } })).statusCode).toBe(
      400,
    );
    expect((await put({ consents: { marketing: 'yes' } })).statusCode).toBe(400);
    // The refused updates changed nothing.
    expect((await get('/api/consumer/user-accounts', token)).json()).toMatchObject({
      consents: { marketing: true },
    });
  });

  it('claims a free factory serial once, with its own model; unknown serials, wrong models, dates and uids are refused', async () => {
    const token = await consumer('marco.neri@example.com');
    const [free] = DEMO_FREE_SERIALS;
    const code = free!.slice(2, 5);
    const wrongModel = await claim(token, free!, code === '554' ? '555' : '554');
    expect(wrongModel.statusCode).toBe(400);
    expect(wrongModel.json()).toMatchObject({ message: 'error.serialinvalid' });
    const created = await claim(token, free!, code);
    expect(created.statusCode).toBe(201);
    expect(created.json<{ modelName: string }>().modelName).toContain(code);
    const again = await claim(token, free!, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'error.serialinvalid' });

    const unknown = await claim(token, 'ZZ999-00-00000', '554');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'error.serialinvalid' });
    expect(
      (await claim(token, DEMO_FREE_SERIALS[1]!, '554', { purchase_date: '2099-01-01' })).statusCode,
    ).toBe(400);
    expect(
      (await claim(token, DEMO_FREE_SERIALS[1]!, '554', { purchase_date: '2026-02-30' })).statusCode,
    ).toBe(400);
    expect((await claim(token, DEMO_FREE_SERIALS[1]!, '554', { serialNumber: '' })).statusCode).toBe(400);
    const usedUid = await claim(token, DEMO_FREE_SERIALS[1]!, '555', { uid: DEMO_DEVICES[0]!.uid });
    expect(usedUid.statusCode).toBe(400);
    expect(usedUid.json()).toMatchObject({ message: 'error.serialinvalid' });
    // A refused claim leaves the serial free.
    const [row] = await t.database.db
      .select({ by: deviceFactorySerials.claimedByAccountId })
      .from(deviceFactorySerials)
      .where(eq(deviceFactorySerials.serialNumber, DEMO_FREE_SERIALS[1]!));
    expect(row!.by).toBeNull();

    const account = (await get('/api/consumer/user-accounts', token)).json<ConsumerAccount>();
    expect(account.devices).toEqual([
      expect.objectContaining({ serialNumber: free, cityName: expect.any(String) }),
    ]);
  });

  it("takes over the dealer's unsold stock: the dealer keeps seeing it on /devices and the dashboard", async () => {
    const token = await consumer('elena.galli@example.com');
    const stock = STOCK[0]!;
    // Knowing the (sequential) serial is not enough: the IoT id on the label must come with it.
    const wrongModel = await claim(token, stock.serialNumber, stock.modelCode === '554' ? '555' : '554', {
      uid: stock.uid,
    });
    const noUid = await claim(token, stock.serialNumber, stock.modelCode);
    const wrongUid = await claim(token, stock.serialNumber, stock.modelCode, { uid: `${stock.uid}x` });
    for (const refused of [wrongModel, noUid, wrongUid]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'error.serialinvalid' });
    }
    const [inStock] = await t.database.db
      .select({ name: devices.name })
      .from(devices)
      .where(eq(devices.serialNumber, stock.serialNumber));
    const claimed = await claim(token, stock.serialNumber.toLowerCase(), stock.modelCode, { uid: stock.uid });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ serialNumber: stock.serialNumber, uid: stock.uid });
    // Named as the consumer's own purifiers are (by the model), no longer by the dealer's stock name.
    const [sold] = await t.database.db
      .select({ name: devices.name, model: deviceModels.name })
      .from(devices)
      .innerJoin(deviceModels, eq(deviceModels.id, devices.modelId))
      .where(eq(devices.serialNumber, stock.serialNumber));
    expect(inStock!.name).not.toBe(sold!.model);
    expect(sold!.name).toBe(sold!.model);

    const dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    const listed = (await get(`/api/devices?serialNumber.equals=${stock.serialNumber}`, dealer)).json<
      { id: number; ownerId: number; sellerId: number }[]
    >();
    expect(listed).toHaveLength(1);
    const dashboard = (await get('/api/dashboard/devices', dealer)).json<
      { serialNumber: string; owner: { linked: boolean } }[]
    >();
    expect(dashboard.find((d) => d.serialNumber === stock.serialNumber)).toBeTruthy();
    // The consumer now hangs under the dealer that sold it.
    const [consumerAccount] = await t.database.db
      .select({ parentId: userAccounts.parentId })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.login, 'elena.galli@example.com'));
    expect(consumerAccount!.parentId).toBe(listed[0]!.sellerId);

    // A customer's installed purifier is never taken, even with its IoT id.
    const installed = DEMO_DEVICES.find((d) => d.ownerLogin === 'customer')!;
    const taken = await claim(token, installed.serialNumber, installed.modelCode, { uid: installed.uid });
    // The demo consumer's purifiers are claimed already.
    const owned = DEMO_DEVICES.find((d) => d.ownerLogin === 'consumer')!;
    const claimedAlready = await claim(token, owned.serialNumber, owned.modelCode, { uid: owned.uid });
    const unknown = await claim(token, 'AP554-26-99999', '554');
    // One and the same answer, whatever the reason: it tells nothing about the serial.
    for (const refused of [taken, claimedAlready, unknown, noUid]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(wrongModel.json());
      expect(refused.headers['content-length']).toBe(wrongModel.headers['content-length']);
    }
  });

  it('a consumer claims for itself only and deletes itself only', async () => {
    const mine = await consumer('first.one@example.com');
    const other = await consumer('second.one@example.com');
    const otherAccount = (await get('/api/consumer/user-accounts', other)).json<ConsumerAccount>();
    const res = await claim(mine, DEMO_FREE_SERIALS[2]!, DEMO_FREE_SERIALS[2]!.slice(2, 5), {
      ownerId: otherAccount.id,
    });
    expect(res.statusCode).toBe(403);
    expect((await send('DELETE', '/api/consumer/user/second.one@example.com', mine)).statusCode).toBe(403);
    expect((await get('/api/consumer/user-accounts', other)).statusCode).toBe(200);
  });

  it('deletion erases the personal data and releases the purifiers for a new claim', async () => {
    const token = await consumer('leaving@example.com');
    const stock = STOCK[1]!;
    const free = DEMO_FREE_SERIALS[2]!;
    const db = t.database.db;
    const [inStock] = await db.select().from(devices).where(eq(devices.serialNumber, stock.serialNumber));
    expect(inStock!.sellerId).not.toBeNull();
    expect((await claim(token, stock.serialNumber, stock.modelCode, { uid: stock.uid })).statusCode).toBe(
      201,
    );
    expect((await claim(token, free, free.slice(2, 5))).statusCode).toBe(201);
    const account = (await get('/api/consumer/user-accounts', token)).json<ConsumerAccount>();

    expect((await send('DELETE', '/api/consumer/user/leaving@example.com', token)).statusCode).toBe(204);
    expect((await get('/api/consumer/user-accounts', token)).statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.email, 'leaving@example.com'))).toEqual([]);
    expect(await db.select().from(userAccounts).where(eq(userAccounts.id, account.id))).toEqual([]);
    expect(
      await db.select().from(consumerConsents).where(eq(consumerConsents.accountId, account.id)),
    ).toEqual([]);
    // The stock purifier is back in the dealer's stock as it was (its own seller, the chain's sale
    // record, and purchase date), without the consumer's purchase; the new one is gone.
    const [back] = await db.select().from(devices).where(eq(devices.serialNumber, stock.serialNumber));
    expect(back).toEqual(inStock);
    expect(await db.select().from(devices).where(eq(devices.serialNumber, free))).toEqual([]);
    // Nothing mailed to it stays in the outbox.
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'leaving@example.com'))).toEqual(
      [],
    );

    const next = await consumer('next.owner@example.com');
    expect((await claim(next, stock.serialNumber, stock.modelCode, { uid: stock.uid })).statusCode).toBe(201);
    expect((await claim(next, free, free.slice(2, 5))).statusCode).toBe(201);
  });

  it('a consumer token opens no back-office endpoint, and a back-office token no consumer call', async () => {
    const token = await consumer('curious@example.com');
    const docs = (await get('/v3/api-docs')).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const opened: string[] = [];
    for (const [path, operations] of Object.entries(docs.paths)) {
      if (path.startsWith('/api/consumer/')) continue;
      for (const method of Object.keys(operations)) {
        const call = (headers: Record<string, string>) =>
          t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: path.replace(/\{[^}]+\}/g, '1'),
            headers,
            ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
          });
        const res = await call({ authorization: token });
        // What answers anyone signed out (provinces, info, health) is no opening.
        if (res.statusCode < 300 && (await call({})).statusCode >= 300)
          opened.push(`${method} ${path} ${res.statusCode}`);
      }
    }
    expect(opened).toEqual([]);
    for (const path of [
      '/api/account',
      '/api/devices',
      '/api/dashboard/devices',
      '/management/health/readiness',
    ])
      expect((await get(path, token)).statusCode, path).toBe(
        path.startsWith('/management/health') ? 200 : 403,
      );

    const dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    expect((await get('/api/consumer/user-accounts', dealer)).statusCode).toBe(403);
    expect((await send('POST', '/api/consumer/devices', dealer, {})).statusCode).toBe(403);
    expect((await send('DELETE', '/api/consumer/user/dealer', dealer)).statusCode).toBe(403);
  });
});
