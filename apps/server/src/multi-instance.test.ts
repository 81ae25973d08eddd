import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { redisAvailable, TEST_REDIS_URL } from '../test/redis-available';
import { connectTracker } from '../test/stomp-client';

/**
 * Several instances: two server processes (main.ts, as production starts them) on one
 * PostgreSQL and one Redis, started together, behind a round-robin proxy. A session works on both,
 * the tracker shows the users of both, the status poll of each account runs once, and the sign-in
 * limit holds across both. Runs in the PostgreSQL pass (TEST_DATABASE_URL) with Redis.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisReachable = serverUrl ? await redisAvailable() : false;
// A Redis database of its own: the other test files share database 0 and sign in as the same users.
const REDIS_URL = TEST_REDIS_URL.replace(/\/\d*$/, '') + '/7';
const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Instance {
  process: ChildProcess;
  url: string;
  output: string[];
}

async function waitHealthy(instance: Instance, deadline: number) {
  for (;;) {
    try {
      const res = await fetch(`${instance.url}/management/health/liveness`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (instance.process.exitCode !== null)
      throw new Error(`instance exited: ${instance.output.join('').slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`instance not up: ${instance.output.join('').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A round-robin HTTP proxy over the instances (what a load balancer does), counting per backend. */
function roundRobinProxy(backends: string[]) {
  const served = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    served[index]! += 1;
    const target = new URL(req.url ?? '/', backends[index]);
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return { server, served };
}

describe.skipIf(!serverUrl || !redisReachable)('two instances behind a round-robin proxy', () => {
  const database = `multi_instance_${process.pid}_${Date.now()}`;
  const instances: Instance[] = [];
  let dataDir: string;
  let proxyUrl: string;
  let proxy: ReturnType<typeof roundRobinProxy>;
  let admin: pg.Client;

  const adminUrl = (db: string) => {
    const url = new URL(serverUrl!);
    url.pathname = `/${db}`;
    return url.toString();
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'purifier-multi-'));
    const ports = [await freePort(), await freePort()];
    // Both at once, as an orchestrator starts replicas: migrations and the seed take turns.
    for (const [i, port] of ports.entries()) {
      const output: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        // A clean environment: the test runner's own variables (BASE_URL '/', NODE_ENV) are not the server's.
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          BASE_URL: `http://127.0.0.1:${port}`,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: adminUrl(database),
          REDIS_URL,
          DATA_DIR: path.join(dataDir, String(i)),
          JWT_SECRET: 'multi-instance-test-secret-0123456789-abcdefghijklmn',
          LOG_LEVEL: 'warn',
          PROFILE: 'dev',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d: Buffer) => output.push(String(d)));
      child.stderr!.on('data', (d: Buffer) => output.push(String(d)));
      instances.push({ process: child, url: `http://127.0.0.1:${port}`, output });
    }
    const deadline = Date.now() + 150_000;
    await Promise.all(instances.map((i) => waitHealthy(i, deadline)));
    proxy = roundRobinProxy(instances.map((i) => i.url));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.server.close(resolve) : resolve(undefined)));
    await Promise.all(
      instances.map(
        (i) =>
          new Promise<void>((resolve) => {
            if (i.process.exitCode !== null) return resolve();
            i.process.once('exit', () => resolve());
            i.process.kill('SIGTERM');
          }),
      ),
    );
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const signIn = async (username: string, password: string) =>
    fetch(`${proxyUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, rememberMe: false }),
    });

  it('migrated and seeded once although both started together', async () => {
    // Both are up (a seed racing another would have failed one on a unique key) and the demo
    // history was written once: no device has two statuses at the same instant.
    const db = new pg.Client({ connectionString: adminUrl(database) });
    await db.connect();
    try {
      const { rows } = await db.query(
        `select device_id, log_time from device_status_log group by 1, 2 having count(*) > 1 limit 5`,
      );
      expect(rows).toEqual([]);
      const { rows: history } = await db.query(`select count(*)::int as n from device_status_log`);
      expect(history[0].n).toBeGreaterThan(1000);
    } finally {
      await db.end();
    }
  });

  it('keeps a session working on both instances', async () => {
    const res = await signIn('dealer', 'Demo-dealer1');
    expect(res.status).toBe(200);
    const token = res.headers.get('authorization')!;
    const before = [...proxy.served];
    for (let i = 0; i < 6; i++) {
      const account = await fetch(`${proxyUrl}/api/account`, { headers: { authorization: token } });
      expect(account.status).toBe(200);
      expect(((await account.json()) as { login: string }).login).toBe('dealer');
    }
    // Round robin: each instance answered three of the six.
    expect(proxy.served.map((n, i) => n - before[i]!)).toEqual([3, 3]);
  });

  it('shows on the tracker of one instance the users of both', async () => {
    const tokenOf = async (login: string, password: string) =>
      (await signIn(login, password)).headers.get('authorization')!;
    const watcher = await connectTracker(instances[0]!.url, await tokenOf('admin', 'admin'));
    watcher.subscribe();
    const onA = await connectTracker(instances[0]!.url, await tokenOf('gdo', 'Demo-gdo1'));
    const onB = await connectTracker(instances[1]!.url, await tokenOf('gds', 'Demo-gds1'));
    const page = `/multi-${Date.now()}`;
    onA.send(`${page}-a`);
    onB.send(`${page}-b`);
    expect((await watcher.waitFor((m) => m.page === `${page}-a`, 10_000)).userLogin).toBe('gdo');
    expect((await watcher.waitFor((m) => m.page === `${page}-b`, 10_000)).userLogin).toBe('gds');
    await Promise.all([watcher.disconnect(), onA.disconnect(), onB.disconnect()]);
  });

  it('holds the sign-in limit across both instances', async () => {
    // 10 failures per login from one address (the proxy) in 15 minutes, counted in Redis: alternate
    // instances, then the 11th is refused.
    for (let i = 0; i < 10; i++) expect((await signIn('customer', `wrong-${i}`)).status).toBe(401);
    const refused = await signIn('customer', 'Demo-customer1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('polls each account once although both instances run the poller', async () => {
    const db = new pg.Client({ connectionString: adminUrl(database) });
    await db.connect();
    try {
      // Every account due now and every device silent for longer than its frequency (an hour went
      // by: polling is the safety net for silent devices only, decision 032); the poll runs every
      // 15 s on each instance and polls an account at most hourly: in 40 s each device gets one new
      // polled status, from whichever instance claimed its account. Pushed reports (the simulator's,
      // no IoT log) are not polls.
      const { rows: mark } = await db.query(
        `select coalesce(max(id), 0)::bigint as id from device_status_log`,
      );
      await db.query(`update device_latest_status set log_time = log_time - interval '2 hours'`);
      await db.query(`update user_account set iot_status_time = null`);
      await new Promise((r) => setTimeout(r, 40_000));
      const { rows } = await db.query(
        `select device_id, count(*)::int as n from device_status_log
         where id > $1 and iot_log_id is not null group by device_id`,
        [mark[0].id],
      );
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.filter((r: { n: number }) => r.n > 1)).toEqual([]);
    } finally {
      await db.end();
    }
  }, 60_000);
});
