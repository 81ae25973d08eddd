import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboxMailer, type Mailer } from './mailer';
import { toAddresses } from './outbox-files';

describe('the file mailer forgets a recipient', () => {
  let dir: string;
  let mailer: Mailer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-files-'));
    mailer = createOutboxMailer(
      dir,
      'Purifier <noreply@example.com>',
      pino({ level: 'silent' }) as FastifyBaseLogger,
    );
  });
  afterAll(async () => {
    mailer.close();
    await rm(dir, { recursive: true, force: true });
  });

  const send = (to: string, subject = 'Link') => mailer.send({ to, subject, text: `for ${to}` });

  it('deletes the files addressed to it, and only those', async () => {
    await send('anna@example.com');
    await send('Anna@Example.com', 'Again');
    // Same name once '+' becomes '_', a longer address ending the same way, another recipient.
    await send('anna+x@example.com');
    await send('anna_x@example.com');
    await send('x-anna@example.com');
    await send('bruno@example.com');
    expect(await readdir(dir)).toHaveLength(6);

    expect(await mailer.forget!('ANNA@example.com')).toBe(2);
    expect(await mailer.forget!('anna+x@example.com')).toBe(1);
    const left = await readdir(dir);
    expect(left).toHaveLength(3);
    expect(left.some((name) => name.endsWith('-anna_x@example.com.eml'))).toBe(true);
    expect(left.some((name) => name.endsWith('-x-anna@example.com.eml'))).toBe(true);
    expect(await mailer.forget!('nobody@example.com')).toBe(0);
  });

  it('shows a reader only whole mails, under their .eml names', async () => {
    const isCarlas = (name: string) => name.endsWith('-carla@example.com.eml');
    const seen: number[] = [];
    let sending = true;
    const watch = (async () => {
      while (sending) {
        for (const name of (await readdir(dir)).filter(isCarlas))
          seen.push((await readFile(path.join(dir, name))).length);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // Large enough to be written in several chunks (Node writes a file 512 KiB at a time).
    await mailer.send({ to: 'carla@example.com', subject: 'Big', text: 'x'.repeat(3_000_000) });
    sending = false;
    await watch;
    const names = (await readdir(dir)).filter((name) => name.includes('carla'));
    expect(names).toHaveLength(1);
    expect(names.filter(isCarlas)).toHaveLength(1);
    const size = (await readFile(path.join(dir, names[0]!))).length;
    expect(size).toBeGreaterThan(3_000_000);
    expect(seen.filter((length) => length !== size)).toEqual([]);
  });

  it('reads the To header, folded or with a display name', () => {
    expect(
      toAddresses('Subject: x\nTo: "Anna R." <Anna@Example.com>,\n bruno@example.com\nFrom: a@b.c'),
    ).toEqual(['anna@example.com', 'bruno@example.com']);
    expect(toAddresses('Subject: x')).toEqual([]);
  });
});
