import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportPool } from './modules/iot';
import { freePort } from '../test/free-port';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ADMIN_PASSWORD = 'Compiled-admin-1';

/**
 * `npm start` runs the server compiled (docs/decisions/041-compiled-server.md): the bundle the build
 * script makes, run by plain node with no TypeScript loader, migrates a new database from the
 * migrations copied beside it, serves the web app and the API, and its report worker renders a PDF.
 * The bundle is built into a folder of this test's own, so a concurrent `npm start` is not disturbed.
 */
describe('the compiled server', () => {
  let out: string;
  let dataDir: string;
  let webDir: string;
  let server: ChildProcess;
  let base: string;
  let log = '';

  beforeAll(async () => {
    // Under node_modules, so the bundle's dependencies resolve from the repository's node_modules.
    const cache = path.join(root, 'node_modules/.cache/purifier-build');
    await mkdir(cache, { recursive: true });
    out = await mkdtemp(path.join(cache, 'test-'));
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', 'server', `--out=${out}`], {
      cwd: root,
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'purifier-compiled-'));
    webDir = await mkdtemp(path.join(tmpdir(), 'purifier-compiled-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>compiled web app</title>');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Only what a production start is given: no loader of the test runner's, no database URL.
    server = spawn(process.execPath, [path.join(out, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PROFILE: 'prod',
        JWT_SECRET: 'a-compiled-server-secret-of-forty-chars!!',
        ADMIN_PASSWORD,
        WEB_DIST_DIR: webDir,
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    // A first start prepares PGlite in a child process: minutes, not seconds, on a loaded machine.
    const deadline = Date.now() + 200_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the compiled server exited:\n${log}`);
      if (Date.now() > deadline) throw new Error(`the compiled server did not answer:\n${log}`);
      const ok = await fetch(`${base}/management/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 240_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    for (const dir of [out, dataDir, webDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('migrates, seeds, signs in and serves the web app, and says the time of each start-up phase', async () => {
    const signIn = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { id_token: token } = (await signIn.json()) as { id_token: string };
    const account = await fetch(`${base}/api/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ login: 'admin' });
    expect(await (await fetch(`${base}/devices`)).text()).toContain('compiled web app');
    // The server answers as soon as it listens; the summary line follows once its jobs have started.
    await vi.waitFor(() => expect(log, 'no "started in" line in the log').toContain('started in'), {
      timeout: 30_000,
      interval: 100,
    });
    for (const phase of ['code loaded', 'migrations', 'seed'])
      expect(log, `no "${phase}" line in the log`).toContain(phase);
  });

  it('has its worker threads entry beside it and a report worker that renders a PDF', async () => {
    await access(path.join(out, 'worker-entry.mjs'));
    const pool = new ReportPool(
      { workers: 1, queue: 1, perAccount: 1, timeoutMs: 60_000, memoryMb: 256 },
      pathToFileURL(path.join(out, 'report.worker.js')),
    );
    try {
      const pdf = await pool.render({
        account: { id: 1, businessName: 'Compiled Srl', name: null, surname: null, login: 'compiled' },
        devices: [],
        logs: [],
        period: { start: Date.parse('2026-10-01T00:00:00Z'), end: Date.parse('2026-11-01T00:00:00Z') },
        costPerKwh: 0.25,
        language: 'it',
        now: Date.parse('2026-11-02T00:00:00Z'),
      });
      expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  });
});
