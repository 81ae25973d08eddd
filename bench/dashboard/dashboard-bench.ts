/**
 * The fleet dashboard with 5,000 devices: starts the real server in a child process (support/server.ts;
 * dev profile, PGlite in a temporary folder, or PostgreSQL with DATABASE_URL; 127.0.0.1 only) on the
 * fake Tuya cloud (IOT_PROVIDER=tuya), whose simulated fleet knows the devices; puts 5,000 devices in the demo dealer's scope straight into the database (most with a
 * stored latest status, some with a uid and none, a few without a uid), opens /dashboard as the
 * dealer in Debian's Chromium and measures with a PerformanceObserver for 'longtask': the time to the
 * first rows, and the longest main-thread task during the load, tab switches, paging, sorting,
 * filtering and an Update. Prints them beside the 200 ms target and writes
 * bench/results/<date>-dashboard.md.
 *
 *   npm run bench:dashboard -w bench      (or: npx tsx bench/dashboard/dashboard-bench.ts)
 *
 * BENCH_DEVICES (default 5000), BENCH_WEB_DIST (a built web app; default: built into a temporary
 * folder), CHROMIUM_PATH (default /usr/bin/chromium), DATABASE_URL (PostgreSQL instead of PGlite:
 * an empty database of one's own, the devices stay there). Stops by itself (10 minutes at most).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { FakeTuyaCloud, PurifierFleet } from '../../apps/server/src/adapters/iot';
import { seedDealerDevices } from '../support/fleet-devices';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { repositoryRoot, writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { fakeTuyaCloudEnv, startServer } from '../support/server';
import { HOLD_STATUS_POLLING_SQL } from '../support/status-polling';
import { openSeededDatabase } from '../support/seeded-database';

const run = promisify(execFile);
const DEVICES = Math.max(100, Number(process.env.BENCH_DEVICES ?? 5000));
/** Shares of the devices: without a uid, and with a uid but no stored status (read live on open). */
const WITHOUT_UID = 0.02;
const WITHOUT_STATUS = 0.1;
const TARGET_MS = 200;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Phase {
  name: string;
  /** Wall time of the step, from the action to the page at rest. */
  ms: number;
  /** The longest main-thread task (0: none over 50 ms, the longtask threshold). */
  longest: number;
  longTasks: number;
}

declare global {
  interface Window {
    __bench: { tasks: { start: number; duration: number }[]; firstRows: number | null };
  }
}

async function main(): Promise<number> {
  // PGlite in the temporary folder unless DATABASE_URL names a PostgreSQL of one's own.
  const databaseUrl = process.env.DATABASE_URL
    ? requirePostgres('bench_dashboard', 'bench:dashboard')
    : undefined;
  const loadAtStart = os.loadavg();
  const temp = await mkdtemp(path.join(tmpdir(), 'purifier-bench-dashboard-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(temp, { recursive: true, force: true })];
  try {
    // The web app: a build of one's own, or one made now.
    let webDist = process.env.BENCH_WEB_DIST;
    if (!webDist) {
      webDist = path.join(temp, 'dist');
      console.log('building the web app…');
      await run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', webDist, '--emptyOutDir'], {
        cwd: path.join(repositoryRoot, 'apps/web'),
      });
    }

    // The data, written before the server starts (PGlite has one process at a time).
    const database = await openSeededDatabase(
      databaseUrl ? { databaseUrl } : { dataDir: path.join(temp, 'db') },
    );
    const kind = database.kind;
    const fleet = new PurifierFleet();
    const uids = fleet.generate(DEVICES);
    let seeded: Awaited<ReturnType<typeof seedDealerDevices>>;
    try {
      seeded = await seedDealerDevices(database, fleet, uids, {
        withoutUid: WITHOUT_UID,
        withoutStatus: WITHOUT_STATUS,
      });
      await database.db.execute(sql.raw(HOLD_STATUS_POLLING_SQL));
    } finally {
      await database.close();
    }
    console.log(
      `${DEVICES} devices for the dealer's scope: ${seeded.stored} with a stored status, ${seeded.unstored} with a uid and none, ${seeded.noUid} without a uid (${kind})`,
    );

    // The simulated fleet served as Tuya's cloud: the server reads it as it would read Tuya's.
    const cloud = await FakeTuyaCloud.start({ fleet });
    cleanups.unshift(() => cloud.close());
    const server = await startServer(databaseUrl, {
      DATA_DIR: temp,
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: webDist,
      ...fakeTuyaCloudEnv(cloud.baseUrl),
    });
    cleanups.unshift(() => server.stop());
    const base = server.base;

    const token = await server.signIn('dealer', 'Demo-dealer1');
    const apiStarted = performance.now();
    const answer = await fetch(`${base}/api/dashboard/devices`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await answer.text();
    const apiMs = performance.now() - apiStarted;
    const rowCount = (JSON.parse(body) as unknown[]).length;
    console.log(
      `GET /api/dashboard/devices: ${rowCount} rows, ${(body.length / 1024).toFixed(0)} kB, ${apiMs.toFixed(0)} ms`,
    );

    const profile = path.join(temp, 'chromium');
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 900 },
      locale: 'it-IT',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-sync',
      ],
    });
    cleanups.unshift(() => context.close());
    const phases = await measure(context, base, token);
    const chromiumVersion = (await run(CHROMIUM, ['--version']).catch(() => ({ stdout: '?' }))).stdout.trim();

    const report = renderReport({
      loadAtStart,
      phases,
      apiMs,
      rowCount,
      bytes: body.length,
      seeded,
      chromiumVersion,
      kind,
      peakRssMb: server.peakRssMb(),
    });
    await writeResult('dashboard', report);
    return phases.every((p) => p.longest <= TARGET_MS) ? 0 : 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

/** 5,000 devices owned by the dealer, its customers and its consumer, with a stored status for most. */
/** Opens the dashboard and runs the steps, each measured from the action to the page at rest. */
async function measure(context: BrowserContext, base: string, token: string): Promise<Phase[]> {
  await context.addInitScript((value) => {
    localStorage.setItem('jhi-authenticationToken', value);
    window.__bench = { tasks: [], firstRows: null };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__bench.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const rows = new MutationObserver(() => {
      if (document.querySelector('[data-testid^=dashboard-row-]')) {
        window.__bench.firstRows = performance.now();
        rows.disconnect();
      }
    });
    rows.observe(document, { childList: true, subtree: true });
  }, token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const phases: Phase[] = [];

  // Load: from the navigation's start to the rows, then to the end of the live read on open.
  const loadProfiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (loadProfiler) {
    await loadProfiler.send('Profiler.enable');
    await loadProfiler.send('Profiler.start');
  }
  await page.goto(`${base}/dashboard`);
  await page.waitForSelector('[data-testid^=dashboard-row-]', { timeout: 60_000 });
  // The live read of the devices without a stored status (if any) has run.
  await page.waitForSelector('[data-testid=dashboard-page]:is([data-read=auto-done], [data-read=none])', {
    timeout: 120_000,
  });
  await atRest(page);
  if (loadProfiler) printProfile('load', (await loadProfiler.send('Profiler.stop')).profile);
  const firstRows = await page.evaluate(() => window.__bench.firstRows ?? 0);
  phases.push({ name: 'time to the first rows', ...(await tasksBetween(page, 0, firstRows)), ms: firstRows });
  const loaded = await page.evaluate(() => performance.now());
  phases.push({
    name: 'load (to the end of the live read on open)',
    ...(await tasksBetween(page, 0, loaded)),
    ms: loaded,
  });

  const counts = await page.$$eval('[data-testid^=dashboard-tab-]', (tabs) =>
    tabs.map(
      (t) =>
        [
          t.getAttribute('data-testid')!.replace('dashboard-tab-', ''),
          Number(t.getAttribute('data-count')),
        ] as const,
    ),
  );
  if (process.env.BENCH_PROFILE) {
    const parse = await page.evaluate(async () => {
      const token = localStorage.getItem('jhi-authenticationToken');
      const text = await (
        await fetch('/api/dashboard/devices', { headers: { authorization: `Bearer ${token}` } })
      ).text();
      const started = performance.now();
      JSON.parse(text);
      return performance.now() - started;
    });
    console.log(`JSON.parse of the answer in the page: ${parse.toFixed(0)} ms`);
    const load = await page.evaluate(() => ({
      tasks: window.__bench.tasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`),
      answer: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/'))
        .map(
          (e) =>
            `${e.name.replace(/^.*\/api\//, '')} ${e.startTime.toFixed(0)}-${(e as PerformanceResourceTiming).responseEnd.toFixed(0)}`,
        ),
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => `${e.name.split('/').pop()} ${(e as PerformanceResourceTiming).responseEnd.toFixed(0)}`),
    }));
    console.log(`load long tasks (start+duration): ${load.tasks.join(', ')}`);
    console.log(`api: ${load.answer.slice(0, 8).join('; ')}`);
    console.log(`scripts: ${load.scripts.join('; ')}`);
  }
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  console.log(`DOM: ${domNodes} elements on the dashboard`);
  console.log(`tabs: ${counts.map(([k, n]) => `${k} ${n}`).join(', ')}`);

  const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (cdp) await cdp.send('Profiler.enable');
  const step = async (name: string, action: () => Promise<void>) => {
    const start = await page.evaluate(() => performance.now());
    if (cdp) await cdp.send('Profiler.start');
    await action();
    await atRest(page);
    if (cdp) printProfile(name, (await cdp.send('Profiler.stop')).profile);
    const end = await page.evaluate(() => performance.now());
    const phase = { name, ms: end - start, ...(await tasksBetween(page, start, end)) };
    phases.push(phase);
  };
  const tab = (key: string) => async () => {
    await page.click(`[data-testid=dashboard-tab-${key}]`);
    await page.waitForSelector(`[data-testid=dashboard-tab-${key}][aria-selected=true]`);
  };
  const order = ['warning', 'success', ...counts.filter(([k]) => k === 'unknown').map(([k]) => k), 'danger'];
  for (const key of order) await step(`tab switch to ${key}`, tab(key));

  const biggest = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  await tab(biggest)();
  await atRest(page);
  for (const button of ['page-next', 'page-next', 'page-last', 'page-first'])
    await step(`paging (${biggest}): ${button}`, async () => {
      await page.click(`[data-testid=${button}]`);
    });
  for (const sort of ['sort-name', 'sort-name', 'sort-owner', 'sort-address', 'sort-model'])
    await step(`sort: ${sort}`, async () => {
      await page.click(`[data-testid=${sort}]`);
    });
  await step('filter: typing "bench 12" (8 keys)', async () => {
    await page.click('[data-testid=dashboard-filter]');
    await page.keyboard.type('bench 12', { delay: 60 });
  });
  await step('filter: cleared', async () => {
    await page.fill('[data-testid=dashboard-filter]', '');
  });
  await step(`Update (live read of every device with a uid)`, async () => {
    await page.click('[data-testid=dashboard-update]');
    await page.waitForSelector('[data-testid=dashboard-page][data-read=update-done]', { timeout: 120_000 });
  });
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
  await page.close();
  return phases;
}

/** BENCH_PROFILE=1: the functions with the most self time in a step (a look at where the time goes). */
function printProfile(
  name: string,
  profile: {
    nodes: {
      id: number;
      callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    }[];
    samples?: number[];
    timeDeltas?: number[];
  },
) {
  const self = new Map<number, number>();
  profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0) / 1000);
  }
  const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(
    `profile of ${name}:\n${top.map(([k, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${k}`).join('\n')}`,
  );
}

/** The page is at rest: no live read, no busy region, two frames drawn and 300 ms for the observer. */
async function atRest(page: Page) {
  await page.waitForSelector('[data-testid=dashboard-page][data-reading=false][data-loaded=true]', {
    timeout: 120_000,
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
}

async function tasksBetween(page: Page, start: number, end: number) {
  const tasks = await page.evaluate(
    ([from, to]) => window.__bench.tasks.filter((t) => t.start >= from && t.start <= to),
    [start, end] as const,
  );
  return {
    longest: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
    longTasks: tasks.length,
  };
}

function renderReport(input: {
  loadAtStart: number[];
  phases: Phase[];
  apiMs: number;
  rowCount: number;
  bytes: number;
  seeded: { stored: number; unstored: number; noUid: number };
  chromiumVersion: string;
  kind: string;
  peakRssMb: number;
}): string {
  const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
  const lines = [
    '# Fleet dashboard with 5,000 devices',
    '',
    `Date: ${new Date().toISOString()}  `,
    `Machine: ${describeMachine(input.loadAtStart)}  `,
    `Software: ${input.chromiumVersion} (headless), database ${input.kind}, the server in a child process on the fake Tuya cloud (peak RSS ${input.peakRssMb.toFixed(0)} MB)  `,
    `Data: ${input.rowCount} devices in the demo dealer's scope (${input.seeded.stored} with a stored status, ${input.seeded.unstored} with a uid and none — read live on open —, ${input.seeded.noUid} without a uid), every uid in the simulated fleet  `,
    `GET /api/dashboard/devices (from Node, before the browser): ${ms(input.apiMs)}, ${(input.bytes / 1024).toFixed(0)} kB`,
    '',
    `Longest main-thread task per step (PerformanceObserver 'longtask': only tasks over 50 ms are reported; 0 = none). Target: no task over ${TARGET_MS} ms.`,
    '',
    '| Step | Time | Long tasks | Longest task | Within 200 ms |',
    '| ---- | ---: | ---: | ---: | :---: |',
    ...input.phases.map(
      (p) =>
        `| ${p.name} | ${ms(p.ms)} | ${p.longTasks} | ${ms(p.longest)} | ${p.longest <= TARGET_MS ? 'yes' : '**no**'} |`,
    ),
    '',
    'Command: `npm run bench:dashboard -w bench` (see bench/README.md).',
    '',
  ];
  return lines.join('\n');
}

runBench('dashboard', 10, main);
