import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAKE_TUYA_CLIENT_ID, FAKE_TUYA_CLIENT_SECRET } from '../../apps/server/src/adapters/iot';
import type { CaptureReply, CapturedQuery } from './sql-capture';
import { repositoryRoot } from './results';

export type { CapturedQuery } from './sql-capture';

/** The settings that make the server read its fleet from the fake Tuya cloud at `baseUrl`, as it would Tuya's. */
export const fakeTuyaCloudEnv = (baseUrl: string): Record<string, string> => ({
  IOT_PROVIDER: 'tuya',
  TUYA_BASE_URL: baseUrl,
  TUYA_CLIENT_ID: FAKE_TUYA_CLIENT_ID,
  TUYA_CLIENT_SECRET: FAKE_TUYA_CLIENT_SECRET,
});

/** The real server (apps/server/src/main.ts) in a child process of the bench. */
export interface ServerProcess {
  base: string;
  pid: number;
  /** The child's resident memory now and its peak (VmRSS, VmHWM of /proc/<pid>/status), in MB. */
  rssMb(): number;
  peakRssMb(): number;
  /** Starts a new peak from the current RSS (writes 5 to /proc/<pid>/clear_refs). */
  resetPeakRss(): void;
  /** The statements the server sent to the database while `action` ran (sql-capture.ts). */
  captureSql(action: () => Promise<unknown>): Promise<CapturedQuery[]>;
  /** Signs in through POST api/authenticate and returns the bearer token. */
  signIn(username: string, password: string): Promise<string>;
  /** The end of the server's log (its stdout and stderr go to a file). */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 180_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` as production would (migrate, seed, listen,
 * jobs), on 127.0.0.1 and a free port, with PostgreSQL at `databaseUrl` (or, without one, PGlite in
 * a temporary DATA_DIR), the dev profile and LOG_LEVEL info unless `env` says otherwise. A child
 * process, so its memory is its own: peak RSS is read from /proc. Resolves once it answers HTTP.
 */
export async function startServer(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'purifier-bench-server-'));
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PROFILE: 'dev',
    LOG_LEVEL: 'info',
    ...env,
  };
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else delete childEnv.DATABASE_URL;
  // BENCH_CPU_PROFILE_DIR: the server writes a V8 CPU profile there when it stops (Node does not
  // take --cpu-prof from NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROFILE_DIR;
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      '--import',
      'tsx',
      '--import',
      './bench/support/sql-capture.ts',
      'apps/server/src/main.ts',
    ],
    { cwd: repositoryRoot, env: childEnv, stdio: ['ignore', log, log, 'ipc'], serialization: 'advanced' },
  );
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const logTail = (lines = 30) => readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const startedAt = Date.now();
  for (;;) {
    if (exited) {
      const tail = logTail();
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server exited before it answered; its log ends with:\n${tail}`);
    }
    if (Date.now() - startedAt > START_TIMEOUT_MS) {
      const tail = logTail();
      await stop();
      throw new Error(
        `the server did not answer within ${START_TIMEOUT_MS / 1000} s; its log ends with:\n${tail}`,
      );
    }
    const up = await fetch(`${base}/api/account`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const pid = child.pid!;
  return {
    base,
    pid,
    rssMb: () => procStatusMb(pid, 'VmRSS'),
    peakRssMb: () => procStatusMb(pid, 'VmHWM'),
    resetPeakRss: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    captureSql: async (action) => {
      const captured = new Promise<CapturedQuery[]>((resolve) => {
        const onMessage = (message: CaptureReply) => {
          if (message?.type !== 'sql-captured') return;
          child.off('message', onMessage);
          resolve(message.queries);
        };
        child.on('message', onMessage);
      });
      child.send({ type: 'sql-capture-start' });
      // The start message is handled before the requests of `action` reach the server.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await action();
      child.send({ type: 'sql-capture-stop' });
      return captured;
    },
    signIn: async (username, password) => {
      const response = await fetch(`${base}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password, rememberMe: true }),
      });
      const token = ((await response.json()) as { id_token?: string }).id_token;
      if (!token) throw new Error(`sign-in of ${username} failed: ${response.status}`);
      return token;
    },
    logTail,
    stop,
  };
}
