import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runHttp, type HttpRequest, type LoadResult } from '../support/load';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { repositoryRoot, writeResult } from '../support/results';
import { runBench } from '../support/run-bench';

/**
 * bench:footprint (issue 29, docs/decisions/041-compiled-server.md): the server as `npm start` runs
 * it — the build check, then plain node on apps/server/dist — on PGlite (the default) and on
 * PostgreSQL. Per database: a fresh first start (each phase's time from the server's own log), the
 * idle RSS a while after start (the server process, and `npm start`'s whole process tree), and
 * restarts with data to the first answer (the median of three).
 */
const IDLE_SECONDS = Math.max(5, Number(process.env.BENCH_IDLE_SECONDS ?? 60));
const RESTARTS = 3;
const TARGET = { idlePgMb: 200, idlePgliteMb: 300, restartS: 3 };
const PORT_BASE = 18_300;
const LOAD = { connections: 50, seconds: Math.max(5, Number(process.env.BENCH_SECONDS ?? 20)) };
const TARGET_PEAK_PG_MB = 300;

/** Peak RSS from here on: VmHWM restarts from the current RSS (5 into clear_refs). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');
const peakMb = (pid: number) => {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

/**
 * Reads as the demo dealer at 50 connections: the account, a page of its devices and of its
 * accounts, round robin. The peak RSS under it is the figure; the API bench has the throughput.
 */
async function underLoad(port: number, pid: number): Promise<{ load: LoadResult; peakMb: number }> {
  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dealer', password: 'Demo-dealer1' }),
  });
  if (!signIn.ok) throw new Error(`the demo dealer's sign-in answered ${signIn.status}`);
  const { id_token: token } = (await signIn.json()) as { id_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const requests: HttpRequest[] = [
    { path: '/api/account', headers },
    { path: '/api/devices?page=0&size=20&sort=name,asc', headers },
    { path: '/api/user-accounts?page=0&size=20', headers },
  ];
  resetPeak(pid);
  const load = await runHttp(base, LOAD, requests);
  return { load, peakMb: peakMb(pid) };
}

interface Started {
  child: ChildProcess;
  /** The node process that runs apps/server/dist/main.js (a descendant of npm). */
  serverPid: number;
  firstAnswerS: number;
  logFile: string;
}

/** Every descendant pid of `pid`, from /proc (npm → sh → node). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const all: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      all.push(c);
      walk(c);
    }
  };
  walk(pid);
  return all;
}

function rssMb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The server itself: a node process whose arguments name the bundle (not the shell that started it). */
const isServer = (pid: number) => {
  try {
    const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(command ?? '') === 'node' && args.includes('apps/server/dist/main.js');
  } catch {
    return false;
  }
};

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/account`).then(
    () => true,
    () => false,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start` with `env`, in its own process group; resolves at the first answer of api/account. */
async function npmStart(env: Record<string, string>, port: number, logFile: string): Promise<Started> {
  if (await answers(port)) throw new Error(`something already answers on port ${port}: stop it first`);
  // The bench's own DATABASE_URL reaches the server only where `env` passes it (PGlite otherwise).
  const { DATABASE_URL: _bench, ...inherited } = process.env;
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    // No drain on stop: nothing balances load here, and each restart would wait for it.
    env: {
      ...inherited,
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (exited) throw new Error(`npm start exited before it answered; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`npm start did not answer in 10 minutes; see ${logFile}`);
    if (await answers(port)) break;
    await sleep(50);
  }
  const firstAnswerS = (performance.now() - started) / 1000;
  const serverPid = descendants(child.pid!).find(isServer);
  if (!serverPid) throw new Error('no node process running apps/server/dist/main.js under npm start');
  return { child, serverPid, firstAnswerS, logFile };
}

/** SIGTERM to npm start's process group; resolves when npm has exited (the server drains first). */
async function stop(started: Started): Promise<void> {
  const exit = new Promise((resolve) => started.child.once('exit', resolve));
  process.kill(-started.child.pid!, 'SIGTERM');
  const killer = setTimeout(() => process.kill(-started.child.pid!, 'SIGKILL'), 30_000);
  await exit;
  clearTimeout(killer);
  // The listener's port is free once the server process itself is gone.
  while (rssMb(started.serverPid) > 0) await sleep(50);
}

/** The server's "start-up: <phase> in <n> s" lines of its latest start. */
function phasesOf(logFile: string): string[] {
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const messages = lines.flatMap((line) => {
    if (/^(building|the web app|the server)/.test(line)) return [line.trim()];
    try {
      const msg = (JSON.parse(line) as { msg?: string }).msg ?? '';
      return msg.startsWith('start-up:') || msg.startsWith('started in') ? [msg] : [];
    } catch {
      return [];
    }
  });
  return messages.filter((m) => !m.startsWith('building the web app…'));
}

interface Measured {
  database: string;
  firstStartS: number;
  firstStartPhases: string[];
  idleServerMb: number;
  idleTreeMb: number;
  /** After a restart with data: the server as it runs day to day, without the first start's seeding. */
  idleRestartedMb: number;
  loaded: { load: LoadResult; peakMb: number };
  restartsS: number[];
  restartPhases: string[];
}

async function measure(database: string, env: Record<string, string>, port: number): Promise<Measured> {
  const dir = mkdtempSync(path.join(tmpdir(), 'purifier-footprint-'));
  const all = { ...env, DATA_DIR: dir };
  try {
    const firstLog = path.join(dir, 'first-start.log');
    const first = await npmStart(all, port, firstLog);
    console.log(`${database}: first start answered in ${first.firstAnswerS.toFixed(1)} s`);
    await sleep(IDLE_SECONDS * 1000);
    const idleServerMb = rssMb(first.serverPid);
    const idleTreeMb = [first.child.pid!, ...descendants(first.child.pid!)].reduce((s, p) => s + rssMb(p), 0);
    const loaded = await underLoad(port, first.serverPid);
    console.log(
      `${database}: under load ${Math.round(loaded.load.perSecond)} req/s, ${loaded.load.errors} errors, peak RSS ${loaded.peakMb.toFixed(0)} MB`,
    );
    console.log(
      `${database}: idle after ${IDLE_SECONDS} s: server ${idleServerMb.toFixed(0)} MB, tree ${idleTreeMb.toFixed(0)} MB`,
    );
    await stop(first);
    const restartsS: number[] = [];
    let idleRestartedMb = 0;
    let restartLog = '';
    for (let i = 0; i < RESTARTS; i++) {
      restartLog = path.join(dir, `restart-${i}.log`);
      const again = await npmStart(all, port, restartLog);
      restartsS.push(again.firstAnswerS);
      console.log(`${database}: restart ${i + 1} answered in ${again.firstAnswerS.toFixed(2)} s`);
      if (i === 0) {
        await sleep(IDLE_SECONDS * 1000);
        idleRestartedMb = rssMb(again.serverPid);
        console.log(`${database}: idle ${IDLE_SECONDS} s after a restart: ${idleRestartedMb.toFixed(0)} MB`);
      }
      await stop(again);
    }
    return {
      database,
      firstStartS: first.firstAnswerS,
      firstStartPhases: phasesOf(firstLog),
      idleServerMb,
      idleTreeMb,
      idleRestartedMb,
      loaded,
      restartsS,
      restartPhases: phasesOf(restartLog),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Empties the bench's own PostgreSQL database, so the server's start there is a first one. */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
        where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    for (const { name } of rows) await client.query(`drop schema "${name.replace(/"/g, '""')}" cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => `${Math.round(n)} MB`;
const s = (n: number) => `${n.toFixed(2)} s`;
const verdict = (met: boolean) => (met ? 'met' : '**missed**');

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_footprint', 'bench:footprint');
  const load = (await import('node:os')).loadavg();
  // The build is part of `npm start`; built once here, so the first start below measures the server's
  // first start, and its build check says "up to date" as a restart's would.
  await new Promise<void>((resolve, reject) =>
    spawn('node', ['scripts/build.mjs', '--changed'], { cwd: repositoryRoot, stdio: 'inherit' }).once(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))),
    ),
  );
  const pglite = await measure('PGlite', {}, PORT_BASE);
  await emptyDatabase(databaseUrl);
  const postgres = await measure('PostgreSQL', { DATABASE_URL: databaseUrl }, PORT_BASE + 1);
  const results = [pglite, postgres];

  const idleTarget = (m: Measured) => (m === postgres ? TARGET.idlePgMb : TARGET.idlePgliteMb);
  const idleMet = (m: Measured) => Math.max(m.idleServerMb, m.idleRestartedMb) <= idleTarget(m);
  const peakMet = postgres.loaded.peakMb <= TARGET_PEAK_PG_MB;
  const met = peakMet && results.every((m) => idleMet(m) && median(m.restartsS) <= TARGET.restartS);
  const markdown = [
    `# Footprint: idle memory and start-up of the compiled server (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${describeMachine(load)}.`,
    '',
    `\`npm start\` as a user runs it (the build check, then \`node apps/server/dist/main.js\`), LOG_LEVEL info, the dev profile (demo data, simulator). Idle RSS is read ${IDLE_SECONDS} s after the first answer, after the first start (which writes 90 days of demo history) and after a restart, from \`/proc/<pid>/status\`; "tree" adds npm and its shell. A restart keeps the data and is timed from \`npm start\` to the first HTTP answer (median of ${RESTARTS}). Under load: after the first start's idle reading, ${LOAD.connections} connections for ${LOAD.seconds} s read as the demo dealer (the account, a page of devices, a page of accounts, round robin), and the peak RSS is read from VmHWM, restarted just before.`,
    '',
    `| database | first start to first answer | idle RSS after the first start: server; npm start's tree | idle RSS after a restart | target (both idle figures) | restart to first answer (median; all) |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (m) =>
        `| ${m.database} | ${s(m.firstStartS)} | ${mb(m.idleServerMb)}; ${mb(m.idleTreeMb)} | ${mb(m.idleRestartedMb)} | ≤ ${idleTarget(m)} MB: ${verdict(idleMet(m))} | ${s(median(m.restartsS))}; ${m.restartsS.map(s).join(', ')} (≤ ${TARGET.restartS} s: ${verdict(median(m.restartsS) <= TARGET.restartS)}) |`,
    ),
    '',
    '| database | under load: req/s, p99, errors | peak RSS under load |',
    '| --- | --- | --- |',
    ...results.map(
      (m) =>
        `| ${m.database} | ${Math.round(m.loaded.load.perSecond)} req/s, p99 ${m.loaded.load.p99.toFixed(0)} ms, ${m.loaded.load.errors} errors | ${mb(m.loaded.peakMb)}${m === postgres ? ` (≤ ${TARGET_PEAK_PG_MB} MB: ${verdict(peakMet)})` : ''} |`,
    ),
    '',
    ...results.flatMap((m) => [
      `## ${m.database}: where a first start's time goes`,
      '',
      ...m.firstStartPhases.map((p) => `- ${p}`),
      '',
      `A restart: ${m.restartPhases.filter((p) => p.startsWith('started in') || p.includes('up to date')).join('; ')}`,
      '',
    ]),
  ].join('\n');
  await writeResult('footprint', markdown);
  return met ? 0 : 1;
}

runBench('footprint', 30, main);
