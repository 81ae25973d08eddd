import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort } from '../test/free-port';

/**
 * SIGTERM under load, to a real server process: readiness turns 503 at once while every request
 * keeps being served through the drain period, until the load balancer (here: the load loop, which
 * polls readiness) stops sending; then the listener closes, the request still in flight is
 * answered, and the process exits 0. No request fails or gets a 5xx.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const DRAIN_MS = 3000;
const WORKERS = 6;
const MAX_REQUESTS_PER_WORKER = 3000;

interface Outcome {
  path: string;
  status?: number;
  error?: string;
  started: number;
}

/** One GET with a keep-alive agent; the outcome is a status or the socket error's code. */
function get(agent: http.Agent, base: string, path: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  return new Promise<Outcome>((resolve) => {
    const req = http.get(`${base}${path}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ path, status: res.statusCode, started }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ path, error: e.code ?? e.message, started }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ path, error: e.code ?? e.message, started }));
  });
}

describe('graceful drain on SIGTERM', () => {
  let child: ChildProcess;
  let base: string;
  let dataDir: string;
  const output: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'purifier-drain-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/drain-server.ts'], {
      cwd: root,
      // A clean environment: the test runner's own variables are not the server's.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DRAIN_TEMPLATE: JSON.stringify(inject('dbTemplate')),
        BASE_URL: base,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'graceful-drain-test-secret-0123456789-abcdefghijk',
        LOG_LEVEL: 'info',
        PROFILE: 'dev',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => output.push(String(d)));
    child.stderr!.on('data', (d: Buffer) => output.push(String(d)));
    for (;;) {
      if (output.join('').includes('drain-server listening')) break;
      if (child.exitCode !== null) throw new Error(`server exited: ${output.join('').slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('says 503 on readiness at once, serves through the drain, answers the request in flight, exits 0', async () => {
    const sign = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    expect(sign.status).toBe(200);
    const authorization = sign.headers.get('authorization')!;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // In order of answer: every outcome, readiness polls included.
    const outcomes: Outcome[] = [];
    let terminated = false;
    // The load balancer: it polls readiness and stops sending after two 503s in a row.
    let unhealthy = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS + 2 });
    const paths = ['/api/nations', '/management/health', '/api/account'];
    const worker = async (w: number) => {
      for (let i = 0; i < MAX_REQUESTS_PER_WORKER && unhealthy < 2; i++) {
        outcomes.push(await get(agent, base, paths[(w + i) % paths.length]!, { authorization }));
        if (i === 20 && w === 0 && !terminated) {
          terminated = true;
          child.kill('SIGTERM');
        }
      }
    };
    const readiness = async () => {
      for (let i = 0; i < MAX_REQUESTS_PER_WORKER && unhealthy < 2; i++) {
        const outcome = await get(agent, base, '/management/health/readiness');
        outcomes.push(outcome);
        unhealthy = outcome.status === 503 ? unhealthy + 1 : 0;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await Promise.all([...Array.from({ length: WORKERS }, (_, w) => worker(w)), readiness()]);
    agent.destroy();
    expect(terminated).toBe(true);

    // A request in flight when the listener closes: its body is still arriving. It is answered.
    const slow = http.request(`${base}/api/authenticate`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': '60' },
    });
    const answered = new Promise<Outcome>((resolve) => {
      slow.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ path: 'slow', status: res.statusCode, started: 0 }));
      });
      slow.on('error', (e: NodeJS.ErrnoException) => resolve({ path: 'slow', error: e.code, started: 0 }));
    });
    slow.write('{"username":"admin",');
    // The listener closes after the drain: new connections are refused from then on.
    for (;;) {
      const probe = await get(new http.Agent(), base, '/management/health/liveness');
      if (probe.error === 'ECONNREFUSED') break;
      expect(probe.status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
    }
    slow.end('"password":"admin"}'.padEnd(40, ' '));
    const inFlight = await answered;
    expect(await exited, output.join('').slice(-3000)).toBe(0);
    expect(inFlight).toMatchObject({ status: 200 });

    // Every request answered, none with a 5xx but readiness's 503.
    const failures = outcomes.filter(
      (o) =>
        o.error !== undefined ||
        ((o.status ?? 0) >= 500 && !(o.path === '/management/health/readiness' && o.status === 503)),
    );
    expect(failures).toEqual([]);
    const ready = outcomes.filter((o) => o.path === '/management/health/readiness');
    const work = outcomes.filter((o) => o.path !== '/management/health/readiness');
    expect(work.filter((o) => o.status !== 200)).toEqual([]);

    // Readiness: UP before the signal, then 503 and never UP again, while the work was still served.
    expect(ready[0]?.status).toBe(200);
    const firstDown = ready.findIndex((o) => o.status === 503);
    expect(firstDown).toBeGreaterThan(0);
    expect(ready.slice(firstDown).every((o) => o.status === 503)).toBe(true);
    const servedAfterDown = outcomes
      .slice(outcomes.indexOf(ready[firstDown]!))
      .filter((o) => o.path !== '/management/health/readiness' && o.status === 200);
    expect(servedAfterDown.length).toBeGreaterThan(0);
    // The log tells the order: drain, listener closed, then the jobs stopped.
    const log = output.join('');
    expect(log).toContain(`SIGTERM received: draining for ${DRAIN_MS} ms`);
    expect(log.indexOf('listener closed')).toBeGreaterThan(log.indexOf('SIGTERM received'));
    console.log(
      `drain: ${outcomes.length} requests answered (${work.length} work, ${ready.length} readiness), ` +
        `${servedAfterDown.length} served after readiness said 503; in flight at close: ${inFlight.status}`,
    );
  }, 120_000);
});
