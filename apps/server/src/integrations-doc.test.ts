import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
} from './adapters/iot/fake-tuya-cloud/fake-tuya-cloud';
import { PurifierFleet } from './adapters/iot/simulator/purifier-fleet';
import { TuyaIotProvider } from './adapters/iot/tuya/tuya-iot-provider';
import { DEMO_DEVICES } from './db/seed/demo';
import { deviceStatusLogs } from './db/schema';
import { DEVICE_EVENTS_WORKER } from './modules/iot';
import { verifyWebhookSignature } from './modules/webhooks';
import { buildTestApp, signIn, type TestApp } from '../test/build-test-app';
import { freePort } from '../test/free-port';
import { accountIdOf } from '../test/lookups';
import { runBash, startNodeListening, titledBlocks, type DocBlock } from '../test/doc-blocks';

/**
 * docs/integrations.md runs as written. Its examples are fenced blocks with a title in the info
 * string (```bash title="list-devices"); this test finds them by title, runs the bash ones with bash
 * (-e -o pipefail) against the app listening on 127.0.0.1 with the demo data and the fake Tuya cloud,
 * passing the environment variables the page explains ($BASE_URL, $API_KEY, $DEVICE_UID, …), and
 * checks that each exits 0 and prints what the page says. The webhook receiver is run with node and
 * receives a real test delivery, signed by the webhooks module as every delivery is.
 */
const DOC = path.resolve(__dirname, '../../../docs/integrations.md');
/** The dealer sold this purifier (model 554: it has a switch) to a customer: it is in the dealer's subtree. */
const device = DEMO_DEVICES.find((d) => d.ownerLogin === 'customer' && d.modelCode === '554')!;
const RATE_LIMIT = 100;
interface DataPoint {
  code: string;
  value: unknown;
}

describe('docs/integrations.md examples', () => {
  let blocks: Map<string, DocBlock>;
  let cloud: FakeTuyaCloud;
  let fleet: PurifierFleet;
  let t: TestApp;
  let workDir: string;
  /** The variables of the page, as a reader exports them step by step. */
  const env: Record<string, string> = {};
  let commandAt = new Date();

  const block = (title: string) => {
    const found = blocks.get(title);
    if (!found) throw new Error(`docs/integrations.md has no block titled "${title}"`);
    return found;
  };
  /** Runs a bash block; it must exit 0. */
  const run = async (title: string, extra: Record<string, string> = {}) => {
    const { language, code } = block(title);
    expect(language).toBe('bash');
    const result = await runBash(code, { ...env, ...extra }, workDir);
    expect(result.status, `${title} failed:\n${result.stderr}\n${result.stdout}`).toBe(0);
    return result.stdout;
  };
  const switchValue = () => fleet.statuses([device.uid])[0]!.status.find((p) => p.code === 'switch')?.value;

  beforeAll(async () => {
    blocks = titledBlocks(await readFile(DOC, 'utf8'));
    fleet = new PurifierFleet({ demoTimers: false });
    fleet.device(device.uid).forceOnline(true, fleet.clock.now());
    cloud = await FakeTuyaCloud.start({ fleet });
    const iot = new TuyaIotProvider({
      clientId: FAKE_TUYA_CLIENT_ID,
      clientSecret: FAKE_TUYA_CLIENT_SECRET,
      baseUrl: cloud.baseUrl,
    });
    t = await buildTestApp({ env: { API_KEY_RATE_LIMIT: String(RATE_LIMIT) }, deps: { iot } });
    env.BASE_URL = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Pushed reports become history through this worker (docs/decisions/032), as in production.
    t.app.jobs.startWorker(DEVICE_EVENTS_WORKER);
    await vi.waitFor(() => expect(t.app.live.health().status).toBe('UP'), { timeout: 10_000, interval: 50 });
    workDir = await mkdtemp(path.join(tmpdir(), 'integrations-doc-'));
  });
  afterAll(async () => {
    await t?.close();
    await cloud?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('signs in and creates a key with the grants the examples need', async () => {
    const token = (await run('sign-in', { USERNAME: 'dealer', PASSWORD: 'Demo-dealer1' })).trim();
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(account.json<{ login: string }>().login).toBe('dealer');
    const key = JSON.parse(await run('create-api-key', { TOKEN: token })) as Record<string, unknown>;
    expect(Object.keys(key).sort()).toEqual(['accountId', 'id', 'secret']);
    expect(key.secret).toMatch(/^pk_\d+_[A-Za-z0-9_-]{43}$/);
    expect(key.accountId).toBe(await accountIdOf(t.database.db, 'dealer'));
    env.API_KEY = String(key.secret);
    env.ACCOUNT_ID = String(key.accountId);
  });

  it('lists one page of devices with the total, and walks every page through the Link header', async () => {
    // What a reader picks from the list (asserted below); set first, so later examples do not hang on this one.
    env.DEVICE_UID = device.uid;
    const page = await run('list-devices');
    const total = Number(/^x-total-count: (\d+)$/im.exec(page)?.[1]);
    expect(total).toBeGreaterThan(3);
    const rows = page.split('\n').filter((line) => line.split('\t').length === 3);
    expect(rows.length).toBe(Math.min(total, 20));
    const all = (await run('list-all-devices', { PAGE_SIZE: '3' })).trim().split('\n');
    // More than one page walked, each device once.
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(all).toContain(device.uid);
  });

  it('sends a command that reaches the device', async () => {
    fleet.device(device.uid).forceOnline(true, fleet.clock.now());
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/devicesIot/${device.uid}/commands`,
      payload: [{ code: 'switch', value: false }],
      headers: { 'x-api-key': env.API_KEY! },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(switchValue()).toBe(false);
    commandAt = new Date();
    expect(JSON.parse(await run('send-command'))).toEqual({ success: true, result: true });
    expect(switchValue()).toBe(true);
  });

  it('reads the history of a device: the report the command caused is there', async () => {
    // The cloud pushes the switched-on status (the command of the previous test); the worker stores it.
    const storedAt = await vi.waitFor(
      async () => {
        const rows = await t.database.db
          .select({ at: deviceStatusLogs.logTime })
          .from(deviceStatusLogs)
          .where(and(eq(deviceStatusLogs.deviceUid, device.uid), gte(deviceStatusLogs.logTime, commandAt)));
        expect(rows.length).toBeGreaterThan(0);
        return Math.max(...rows.map((r) => r.at.getTime()));
      },
      { timeout: 15_000, interval: 100 },
    );
    // The example's end is now to the second: past the report's second, or the report may be after it.
    await new Promise((r) => setTimeout(r, Math.max(0, storedAt + 1_100 - Date.now())));
    const buckets = (await run('device-history'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { logTime: string; online: boolean; status: DataPoint[] });
    expect(buckets.length).toBeGreaterThan(0);
    for (const b of buckets) expect(Object.keys(b).sort()).toEqual(['logTime', 'online', 'status']);
    // Oldest first, as the page says.
    const times = buckets.map((b) => Date.parse(b.logTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const last = buckets.at(-1)!;
    expect(last.online).toBe(true);
    expect(last.status).toContainEqual({ code: 'switch', value: true });
  });

  it('creates a webhook whose test delivery the receiver of the page verifies; a forged one it refuses', async () => {
    const receiverBlock = block('receive-webhook.mjs');
    expect(receiverBlock.language).toBe('js');
    const script = path.join(workDir, 'receive-webhook.mjs');
    await writeFile(script, receiverBlock.code);
    const port = await freePort();
    const created = JSON.parse(
      await run('create-webhook', { RECEIVER_URL: `http://127.0.0.1:${port}/purifier` }),
    ) as { id: number; secret: string };
    expect(created.id).toBeGreaterThan(0);
    expect(created.secret.length).toBeGreaterThan(20);
    env.WEBHOOK_ID = String(created.id);
    env.WEBHOOK_SECRET = created.secret;

    const receiver = await startNodeListening(
      script,
      { WEBHOOK_SECRET: created.secret, PORT: String(port) },
      port,
    );
    try {
      const attempt = JSON.parse(await run('test-webhook')) as Record<string, unknown>;
      expect(attempt, receiver.output()).toEqual({ event: 'test', statusCode: 204, error: null });
      expect(receiver.output()).toMatch(/^whd_\d+_\S+ test \n?$/m);

      // Forged: the right shape, signed with another secret, or an old timestamp; the module refuses them too.
      const body = JSON.stringify({
        id: 'whd_1_1',
        event: 'test',
        occurredAt: new Date().toISOString(),
        alarm: null,
      });
      const now = Math.floor(Date.now() / 1000);
      const sign = (secret: string, at: number) =>
        `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
      for (const header of [
        sign('not-the-secret', now),
        sign(created.secret, now - 301),
        'v1=00',
        undefined,
      ]) {
        expect(verifyWebhookSignature(created.secret, header, body, now)).toBe(false);
        const res = await fetch(`http://127.0.0.1:${port}/purifier`, {
          method: 'POST',
          headers: header ? { 'x-purifier-signature': header } : {},
          body,
        });
        expect(res.status, header).toBe(401);
      }
      // The same sample signed right is accepted by both: the forged ones failed for their signature only.
      expect(verifyWebhookSignature(created.secret, sign(created.secret, now), body, now)).toBe(true);
      const good = await fetch(`http://127.0.0.1:${port}/purifier`, {
        method: 'POST',
        headers: { 'x-purifier-signature': sign(created.secret, now) },
        body,
      });
      expect(good.status).toBe(204);
    } finally {
      await receiver.stop();
    }
  });

  it('shows the problem JSON of an unknown key, the body the page shows', async () => {
    const out = await run('error-answer');
    expect(out).toMatch(/^HTTP\/1\.1 401 /);
    expect(out).toMatch(/^content-type: application\/problem\+json/im);
    const body: unknown = JSON.parse(out.slice(out.indexOf('\r\n\r\n') + 4));
    const sample = block('error-answer-body');
    expect(sample.language).toBe('json');
    expect(body).toEqual(JSON.parse(sample.code));
  });

  it('waits as Retry-After says when the key is over its limit (429), and calls through when it is not', async () => {
    expect((await run('retry-after')).trim()).toMatch(/^\S+$/);
    // A key of its own, used up.
    const token = await signIn(t.app, 'dealer', 'Demo-dealer1');
    const busy = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { authorization: token },
      payload: { name: 'busy', grants: [{ service: 'DEVICE_MANAGEMENT', operations: ['read'] }] },
    });
    expect(busy.statusCode, busy.body).toBe(201);
    const secret = busy.json<{ secret: string }>().secret;
    const headers = { 'x-api-key': secret };
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/devices?size=1', headers });
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/api/devices?size=1', headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // The helper with that key, its `sleep` recorded instead of slept: it waits as told, then gives up.
    const bin = path.join(workDir, 'bin');
    await mkdir(bin, { recursive: true });
    await writeFile(path.join(bin, 'sleep'), '#!/bin/sh\necho "$1" >> "$SLEPT"\n', { mode: 0o755 });
    const slept = path.join(workDir, 'slept.txt');
    const result = await runBash(
      block('retry-after').code,
      { ...env, API_KEY: secret, SLEPT: slept, PATH: `${bin}:${process.env.PATH ?? ''}` },
      workDir,
    );
    expect(result.status).not.toBe(0);
    const waits = (await readFile(slept, 'utf8')).trim().split('\n').map(Number);
    expect(waits).toHaveLength(5);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(1);
    expect(waits[0]).toBeLessThanOrEqual(retryAfter);
    // The key of the examples is not affected, and a key never reaches the keys (403).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'x-api-key': env.API_KEY! } }))
        .statusCode,
    ).toBe(200);
    const keys = await t.app.inject({
      method: 'GET',
      url: '/api/api-keys',
      headers: { 'x-api-key': env.API_KEY! },
    });
    expect(keys.statusCode).toBe(403);
  });

  it('generates types from the document, and the typed example compiles and lists the devices', async () => {
    // The reader's project has openapi-typescript, TypeScript, tsx and @types/node: this repository's.
    await symlink(path.resolve(__dirname, '../../../node_modules'), path.join(workDir, 'node_modules'));
    await run('generate-types');
    await expect(readFile(path.join(workDir, 'purifier-api.ts'), 'utf8')).resolves.toMatch(/getDevicesById/);
    const example = block('list-devices.mts');
    expect(example.language).toBe('ts');
    await writeFile(path.join(workDir, 'list-devices.mts'), example.code);
    const lines = (await run('run-typed-client')).trim().split('\n');
    const total = Number(lines.at(-1)!.split('\t')[1]);
    expect(total).toBeGreaterThan(0);
    const rows = lines.slice(0, -1).map((line) => line.split('\t'));
    expect(rows.length).toBe(Math.min(5, total));
    const names = rows.map(([, name]) => name!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // The types are the document's: a parameter the list does not declare does not compile.
    await writeFile(
      path.join(workDir, 'list-devices.mts'),
      example.code.replace("'name.specified': true", "'colour.equals': 'red'"),
    );
    const refused = await runBash(block('run-typed-client').code, env, workDir);
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/colour\.equals/);
    // Generating types and compiling them takes seconds each (under load in CI, tens).
  }, 180_000);
});
