import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import { createSmtpMailer, type Mailer } from '../../adapters/mail/mailer';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { freePort } from '../../../test/free-port';
import { MAX_ATTEMPTS, MailDelivery, RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs } from './mail-delivery';
import { MailOutboxRepository } from './mail-outbox.repository';

const to = (mail: { to?: unknown }) => JSON.stringify(mail.to);

describe('mail outbox: SMTP down, then back', () => {
  let t: TestApp;
  let port: number;
  let late: SmtpPeer | undefined;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const rows = () => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  const recipients = [
    'late.newbie@example.com',
    'user@localhost',
    'late.operator@example.com',
    'latechain@example.com',
  ];

  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, deps: { now } });
    const [user] = await t.database.db.select().from(users).where(eq(users.login, 'user'));
    recipients[1] = user!.email!;
  });
  afterAll(async () => {
    await t.close();
    await late?.close();
  });

  it('registers, resets and creates users and accounts while the mails wait with their error', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { login: 'latenewbie', email: recipients[0], password: 'Secret-pass1', langKey: 'en' },
    });
    expect(register.statusCode).toBe(201);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      headers: { 'content-type': 'text/plain' },
      payload: recipients[1],
    });
    expect(reset.statusCode).toBe(200);

    const admin = await signIn(t.app, 'admin', 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: admin },
      payload: {
        login: 'lateoperator',
        firstName: 'Ada',
        lastName: 'Rossi',
        email: recipients[2],
        langKey: 'en',
        activated: true,
        authorities: ['ROLE_USER'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const backoffice = await signIn(t.app, 'backoffice', 'Demo-backoffice1');
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { authorization: backoffice },
      payload: {
        type: 'ADMIN_DEALER',
        login: 'latechain',
        data: {
          businessName: 'Late Chain S.r.l.',
          vatId: '01234567890',
          email: recipients[3],
          phone: '+39 02 555 1234',
          address: 'Via Dante 5',
          city: 'Milano',
          province: 'MI',
        },
      },
    });
    expect(account.statusCode, account.body).toBe(201);

    // Each commit kicked the delivery, which tried once and scheduled the retry.
    await t.app.platform.mailDelivery.idle();
    const queued = await rows();
    expect(queued.map((r) => r.recipient)).toEqual(recipients);
    for (const row of queued) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null, lockedUntil: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now().getTime() + RETRY_BASE_MS - 5_000);
      expect(row.text).toContain('http://backoffice.test/account/');
    }
  });

  it('gives a mail up after the last attempt', async () => {
    const repository = new MailOutboxRepository(t.database.db);
    const id = await repository.enqueue({ to: 'doomed@example.com', subject: 'Doomed', text: 'x' }, now());
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    const result = await t.app.platform.mailDelivery.runOnce();
    expect(result).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1 });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
  });

  it('reports mail DOWN with the outbox state, and the service still UP', async () => {
    const admin = await signIn(t.app, 'admin', 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/management/health',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('UP');
    const mail = res.json().components.mail;
    expect(mail).toMatchObject({
      status: 'DOWN',
      details: { transport: 'smtp', pending: 4, failed: 1 },
    });
    expect(mail.details.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
    expect(mail.details.lastError).toBeTruthy();
    const anonymous = await t.app.inject({ method: 'GET', url: '/management/health' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().components.mail).toEqual({ status: 'DOWN' });
  });

  it('delivers every waiting mail exactly once when SMTP is back and the retry is due', async () => {
    late = await startSmtpPeer({ port });
    const delivery = t.app.platform.mailDelivery;
    expect((await delivery.runOnce()).claimed).toBe(0); // not due yet
    offsetMs += 2 * 60_000;
    expect(await delivery.runOnce()).toEqual({ claimed: 4, sent: 4, retried: 0, failed: 0 });
    expect((await delivery.runOnce()).claimed).toBe(0);

    expect(late.messages).toHaveLength(4);
    for (const recipient of recipients)
      expect(late.messages.filter((m) => to(m).includes(recipient))).toHaveLength(1);
    const sent = await rows();
    for (const row of sent.filter((r) => r.recipient !== 'doomed@example.com')) {
      expect(row).toMatchObject({ status: 'SENT', attempts: 2, lockedUntil: null, text: '', html: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }

    // The link mailed late still works.
    const mail = late.messages.find((m) => to(m).includes(recipients[0]!))!;
    const key = linkIn(mail, '/account/activate/').split('/account/activate/')[1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` })).statusCode).toBe(200);
  });

  it('commits no mail when the change fails', async () => {
    await expect(
      t.app.platform.mailOutbox.transaction(async (_tx, queue) => {
        await queue({ to: 'rolledback@example.com', subject: 'Never', text: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const left = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'rolledback@example.com'));
    expect(left).toHaveLength(0);
  });
});

describe('mail outbox: two deliveries on one database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('send each mail once, sharing the work', async () => {
    const repository = new MailOutboxRepository(t.database.db);
    const count = 12;
    for (let i = 0; i < count; i += 1)
      await repository.enqueue(
        { to: `parallel${i}@example.com`, subject: `Parallel ${i}`, text: `mail ${i}` },
        new Date(),
      );
    // A slow peer, so that the two claimers overlap.
    const slow = (mailer: Mailer): Mailer => ({
      ...mailer,
      send: async (message) => {
        await sleep(20);
        await mailer.send(message);
      },
    });
    const mailers = [0, 1].map(() => createSmtpMailer(t.smtp.url, t.config.mailFrom, t.app.log));
    const [a, b] = mailers.map(
      (mailer) =>
        new MailDelivery(new MailOutboxRepository(t.database.db), slow(mailer), t.app.log, undefined, {
          batchSize: 4,
        }),
    );
    let sentByA = 0;
    let sentByB = 0;
    for (;;) {
      const [ra, rb] = await Promise.all([a!.runOnce(), b!.runOnce()]);
      sentByA += ra.sent;
      sentByB += rb.sent;
      if (ra.claimed + rb.claimed === 0) break;
    }
    mailers.forEach((m) => m.close());

    expect(sentByA + sentByB).toBe(count);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    const arrived = t.smtp.messages.filter((m) => m.subject?.startsWith('Parallel '));
    expect(arrived).toHaveLength(count);
    expect(new Set(arrived.map((m) => m.subject)).size).toBe(count);
    const left = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.recipient, 'parallel%'));
    expect(left.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });
});

describe('retry delays', () => {
  it('start at 30 s, double, stop growing at an hour, and add at most 10 % jitter', () => {
    expect(retryDelayMs(1, 0)).toBe(30_000);
    expect(retryDelayMs(2, 0)).toBe(60_000);
    expect(retryDelayMs(7, 0)).toBe(1_920_000);
    expect(retryDelayMs(8, 0)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(29, 0)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(1, 0.999)).toBeLessThan(33_000);
    expect(retryDelayMs(1, 0.999)).toBeGreaterThan(30_000);
  });

  it('span about a day before a mail is given up', () => {
    let total = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) total += retryDelayMs(attempts, 0);
    expect(total / 3600_000).toBeGreaterThan(20);
    expect(total / 3600_000).toBeLessThan(26);
  });
});
