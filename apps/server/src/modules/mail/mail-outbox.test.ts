import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSmtpMailer, type Mailer } from '../../adapters/mail/mailer';
import { buildApp } from '../../app';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { freePort } from '../../../test/free-port';
import { MAX_ATTEMPTS } from './mail-delivery';
import { MailOutboxRepository } from './mail-outbox.repository';

const to = (mail: { to?: unknown }) => JSON.stringify(mail.to);

/** Waits until `check` holds (the engine's retries and polls take a second or two). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

describe('mail outbox: SMTP down, then back', () => {
  let t: TestApp;
  let port: number;
  let late: SmtpPeer | undefined;
  const rows = () => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  const recipients = [
    'late.newbie@example.com',
    'user@localhost',
    'late.operator@example.com',
    'latechain@example.com',
  ];

  beforeAll(async () => {
    port = await freePort();
    // Retries about every second, so the test sees several while SMTP is down.
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      deps: { mailRetry: { baseSeconds: 1, maxSeconds: 1 } },
    });
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

    // Each commit woke the delivery, which tried at once; the engine retries with its backoff.
    const queued = await until(
      rows,
      (r) => r.length === 4 && r.every((m) => m.attempts >= 2),
      'retried mails',
    );
    expect(queued.map((r) => r.recipient)).toEqual(recipients);
    for (const row of queued) {
      expect(row).toMatchObject({ status: 'PENDING', sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
      expect(row.text).toContain('http://backoffice.test/account/');
    }
    // Each has its one job: the sweep queues nothing more.
    expect(await t.app.platform.mailOutbox.sweep()).toBe(0);
  });

  it('gives a mail up after the last attempt', async () => {
    const repository = new MailOutboxRepository(t.database.db);
    const id = await repository.enqueue(
      { to: 'doomed@example.com', subject: 'Doomed', text: 'x' },
      new Date(),
    );
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    expect(await t.app.platform.mailDelivery.deliver(id)).toBe('failed');
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
    const delivered = (r: Awaited<ReturnType<typeof rows>>) =>
      r.filter((m) => m.recipient !== 'doomed@example.com').every((m) => m.status === 'SENT');
    await until(rows, delivered, 'mails delivered');
    // No retry comes after: each mail arrived once.
    await sleep(2_500);
    expect(late.messages).toHaveLength(4);
    for (const recipient of recipients)
      expect(late.messages.filter((m) => to(m).includes(recipient))).toHaveLength(1);
    const sent = await rows();
    for (const row of sent.filter((r) => r.recipient !== 'doomed@example.com')) {
      expect(row).toMatchObject({ status: 'SENT', text: '', html: null });
      expect(row.attempts).toBeGreaterThanOrEqual(3);
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

describe('mail outbox: a mail without its job, two instances on one database', () => {
  let t: TestApp;
  let other: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('delivers a pending mail that has no job once the sweep gives it one', async () => {
    // As a mail queued before the job engine was: a row without its job.
    const id = await new MailOutboxRepository(t.database.db).enqueue(
      { to: 'orphan@example.com', subject: 'Orphan', text: 'x' },
      new Date(),
    );
    await t.app.jobs.ready();
    await sleep(1_500);
    expect(t.smtp.messages.filter((m) => m.subject === 'Orphan')).toHaveLength(0);
    expect(await t.app.platform.mailOutbox.sweep()).toBe(1);
    await until(
      async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!,
      (row) => row.status === 'SENT',
      'orphan delivered',
    );
    expect(t.smtp.messages.filter((m) => m.subject === 'Orphan')).toHaveLength(1);
    expect(await t.app.platform.mailOutbox.sweep()).toBe(0);
  });

  it('sends each mail once when two instances deliver, sharing the work', async () => {
    // The second instance's sends are slow: the first one's worker takes some of the mails.
    let sentByOther = 0;
    const smtp = createSmtpMailer(t.smtp.url, t.config.mailFrom, t.app.log);
    const slow: Mailer = {
      ...smtp,
      send: async (message) => {
        await sleep(300);
        await smtp.send(message);
        sentByOther += 1;
      },
    };
    other = await buildApp(t.config, { database: t.database, logger: false, mailer: slow });
    await other.ready();
    await t.app.jobs.ready();
    const count = 12;
    await other.platform.mailOutbox.transaction(async (_tx, queue) => {
      for (let i = 0; i < count; i += 1)
        await queue({ to: `parallel${i}@example.com`, subject: `Parallel ${i}`, text: `mail ${i}` });
    });
    const left = await until(
      () => t.database.db.select().from(mailOutbox).where(like(mailOutbox.recipient, 'parallel%')),
      (r) => r.length === count && r.every((m) => m.status === 'SENT'),
      'parallel mails sent',
    );
    await sleep(1_500);
    expect(left.every((r) => r.attempts === 1)).toBe(true);
    const arrived = t.smtp.messages.filter((m) => m.subject?.startsWith('Parallel '));
    expect(arrived).toHaveLength(count);
    expect(new Set(arrived.map((m) => m.subject)).size).toBe(count);
    expect(sentByOther).toBeGreaterThan(0);
    expect(sentByOther).toBeLessThan(count);
  });
});
