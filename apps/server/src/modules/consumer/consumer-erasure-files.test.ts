import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { createOutboxMailer } from '../../adapters/mail/mailer';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('erasure with the development mailer (mails written as files)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'consumer-outbox-'));
    const mailer = createOutboxMailer(
      dir,
      'noreply@backoffice.test',
      pino({ level: 'silent' }) as FastifyBaseLogger,
    );
    t = await buildTestApp({ deps: { mailer } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const filesTo = async (email: string) =>
    (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(`-${email}.eml`));

  it("deletes the consumer's mail files and nobody else's", async () => {
    const register = (email: string) =>
      t.app.inject({ method: 'GET', url: `/api/consumer/register?email=${email}&langKey=it` });
    expect((await register('gone@example.com')).statusCode).toBe(204);
    expect((await register('stays@example.com')).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await filesTo('gone@example.com')).toHaveLength(1), {
      timeout: 10_000,
    });
    await vi.waitFor(async () => expect(await filesTo('stays@example.com')).toHaveLength(1), {
      timeout: 10_000,
    });

    const [file] = await filesTo('gone@example.com');
    const mail = await simpleParser(await readFile(path.join(dir, file!)));
    const key = /\/consumer\/([\w-]+)/.exec(mail.text ?? '')![1]!;
    const activated = await t.app.inject({ method: 'GET', url: `/api/consumer/activate?key=${key}` });
    expect(activated.statusCode).toBe(200);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/consumer/user/gone@example.com',
      headers: { authorization: activated.headers.authorization as string },
    });
    expect(erased.statusCode).toBe(204);
    expect(await filesTo('gone@example.com')).toEqual([]);
    expect(await filesTo('stays@example.com')).toHaveLength(1);
  });
});
