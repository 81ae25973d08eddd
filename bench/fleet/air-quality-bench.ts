/**
 * The site air-quality heat map at fleet size (decision 025): on PostgreSQL (DATABASE_URL, an empty
 * database of one's own: `createdb -h 127.0.0.1 -U postgres bench_air_quality`), migrates and seeds
 * the dev profile, then writes straight into the database 200 sites (addresses of the demo dealer's
 * and its customer's business accounts), 5,000 devices placed at them, and a year of the daily site
 * roll-up (site_pm25_daily: 200 × 365 = 73,000 rows of 24 hourly sums and 5-minute slot masks, the
 * readings of 1.75 M hours; a third of the sites read every 5 minutes, a third hourly, a third every
 * 10 minutes), and opening hours with closures for half the sites. Starts the real server (a child
 * process) on 127.0.0.1 and, as the dealer, measures the site grid (one site, a year), the sites view
 * (all 200 sites, 30 days and a year) and the standards overview (all 200 sites, a year; decision
 * 049): p50 / p95 / p99 over BENCH_REQUESTS requests (default 300; each phase stops after 60 s), one
 * at a time and 10 in flight. Prints the table beside the targets (heat map p50 100 ms, standards
 * overview p95 2 s) and writes bench/results/<date>-air-quality.md. Stops by itself (20 minutes at most).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_air_quality npm run bench:air-quality -w bench
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { addIsoDays, lastDaysPeriod } from '@app/contracts';
import type { openDatabase } from '../../apps/server/src/db/client';
import {
  comPartnerAddrs,
  comPartners,
  DAY_HOURS,
  devices,
  siteOpeningHours,
} from '../../apps/server/src/db/schema';
import { rowsOf } from '../../apps/server/src/lib/sql-rows';
import { runTasks } from '../support/load';
import { dealerAndCustomers } from '../support/fleet-devices';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { startServer } from '../support/server';
import { HOLD_STATUS_POLLING_SQL } from '../support/status-polling';
import { openSeededDatabase } from '../support/seeded-database';

const SITES = 200;
const DEVICES = 5000;
/** A year of days in the roll-up (one row per site and day, 24 hours each). */
const DAYS = 365;
const REQUESTS = Math.max(20, Number(process.env.BENCH_REQUESTS ?? 300));
const PHASE_MS = 60_000;
/** The heat map's target on the median; the standards overview's on the 95th percentile (issue 31). */
const TARGET_MS = 100;
const OVERVIEW_TARGET_MS = 2000;

interface Result {
  name: string;
  mode: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  bytes: number;
}

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_air_quality', 'bench:air-quality');
  const loadAtStart = os.loadavg();
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const database = await openSeededDatabase({ databaseUrl });
    cleanups.unshift(() => database.close());
    const seedStarted = performance.now();
    const { sites, end } = await seedSites(database.db);
    const seedMs = performance.now() - seedStarted;
    console.log(
      `${SITES} sites, ${DEVICES} devices, ${sites * DAYS} daily rows in ${(seedMs / 1000).toFixed(1)} s`,
    );

    await database.db.execute(sql.raw(HOLD_STATUS_POLLING_SQL));
    const server = await startServer(databaseUrl, { LOG_LEVEL: 'error' });
    cleanups.unshift(() => server.stop());
    const base = server.base;
    const token = await server.signIn('dealer', 'Demo-dealer1');

    const month = lastDaysPeriod(30, end);
    const year = lastDaysPeriod(365, end);
    const siteId = await firstSite(base, token, month);
    const scenarios = [
      {
        name: 'site grid, one site, a year',
        url: `/api/fleet/air-quality/sites/${siteId}?from=${year.from}&to=${year.to}`,
      },
      {
        name: 'sites view, 200 sites, 30 days',
        url: `/api/fleet/air-quality/sites?from=${month.from}&to=${month.to}`,
      },
      {
        name: 'sites view, 200 sites, a year',
        url: `/api/fleet/air-quality/sites?from=${year.from}&to=${year.to}`,
      },
      {
        name: 'standards overview, 200 sites, a year',
        url: `/api/fleet/air-standards/sites?from=${year.from}&to=${year.to}`,
      },
    ];
    const results: Result[] = [];
    server.resetPeakRss();
    for (const scenario of scenarios) {
      const check = await get(base, token, scenario.url);
      if (check.status !== 200) throw new Error(`${scenario.url}: ${check.status}`);
      for (let i = 0; i < 5; i++) await get(base, token, scenario.url);
      for (const concurrency of [1, 10]) {
        const result = await phase(base, token, scenario.url, concurrency);
        results.push({
          name: scenario.name,
          mode: concurrency === 1 ? 'sequential' : '10 concurrent',
          ...result,
        });
        console.log(
          `${scenario.name} (${concurrency === 1 ? 'sequential' : '10 concurrent'}): ${result.count} requests, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
        );
      }
    }
    const peakRssMb = server.peakRssMb();
    const plan = await explain(database.db, year);
    const report = renderReport({ loadAtStart, results, seedMs, plan, month, year, peakRssMb });
    await writeResult('air-quality', report);
    return results.every((r) => (isOverview(r) ? r.p95 <= OVERVIEW_TARGET_MS : r.p50 <= TARGET_MS)) ? 0 : 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

/** 200 addresses of the dealer's and its customer's business accounts, 25 devices each, a year of hours. */
async function seedSites(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const owners = (await dealerAndCustomers(db)).filter((o) => o.business !== null);
  const partners = await db
    .insert(comPartners)
    .values(
      Array.from({ length: SITES }, (_, i) => ({
        name: `Sito ${i + 1}`,
        address: `Via del Banco ${i + 1}`,
        city: ['Roma', 'Milano', 'Torino', 'Napoli'][i % 4],
        ownerAccountId: owners[i % owners.length]!.id,
      })),
    )
    .returning({ id: comPartners.id });
  const addresses = await db
    .insert(comPartnerAddrs)
    .values(partners.map((p, i) => ({ partnerId: p.id, accountId: owners[i % owners.length]!.business })))
    .returning({ id: comPartnerAddrs.id, accountId: comPartnerAddrs.accountId });
  const rows = Array.from({ length: DEVICES }, (_, i) => {
    const address = addresses[i % SITES]!;
    const owner = owners.find((o) => o.business === address.accountId)!;
    return {
      uid: `bench-aq-${String(i + 1).padStart(5, '0')}`,
      name: `Bench AQ ${String(i + 1).padStart(4, '0')}`,
      enabled: true,
      ownerId: owner.id,
      addressId: address.id,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(devices).values(rows.slice(i, i + 500));
  // A year of Rome days up to today; PM2.5 with a daily shape, a weekly one and a site level,
  // 25 readings an hour (the 25 devices of a site polled hourly), as the ingest would sum them.
  const end = Date.now();
  const ids = addresses.map((a) => a.id);
  const hourColumns = sql.raw(DAY_HOURS.map((hh) => `sum_${hh}, readings_${hh}, slots_${hh}`).join(', '));
  // Slots: every 5 minutes (4095), hourly (1) or every 10 minutes (0x555), by site.
  const hourValues = sql.raw(
    DAY_HOURS.map(
      (hh) =>
        `25 * greatest(0.5, (a.id % 7) + 3 + 6 * sin(${Number(hh)} / 24.0 * 2 * pi()) + (extract(dow from d) % 3) + random() * 4), 25, (array[4095, 1, 1365])[a.id % 3 + 1]`,
    ).join(', '),
  );
  const today = lastDaysPeriod(1, end).from;
  await db.execute(sql`
    insert into site_pm25_daily (address_id, day, ${hourColumns})
    select a.id, d::date, ${hourValues}
    from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) as a(id),
      generate_series(${addIsoDays(today, 1 - DAYS)}::date, ${today}::date, interval '1 day') as d`);
  await db.execute(sql`analyze site_pm25_daily`);
  // Half the sites keep shop hours (Monday to Saturday, a lunch break at half past) and close on holidays.
  const shop = [
    { from: '09:00', to: '13:00' },
    { from: '15:30', to: '19:30' },
  ];
  const hours = {
    timeZone: 'Europe/Rome',
    week: { mon: shop, tue: shop, wed: shop, thu: shop, fri: shop, sat: shop, sun: [] },
    closures: [
      { from: addIsoDays(today, -200), to: addIsoDays(today, -199) },
      { from: addIsoDays(today, -30), to: addIsoDays(today, -16) },
    ],
  };
  await db
    .insert(siteOpeningHours)
    .values(
      ids
        .filter((_, i) => i % 2 === 0)
        .map((addressId) => ({ addressId, hours, updatedAt: new Date(), updatedBy: 'bench' })),
    );
  return { sites: addresses.length, end };
}

const isOverview = (r: Result) => r.name.startsWith('standards overview');

async function firstSite(base: string, token: string, period: { from: string; to: string }) {
  const response = await get(base, token, `/api/fleet/air-quality/sites?from=${period.from}&to=${period.to}`);
  const body = JSON.parse(response.body) as { sites: { addressId: number }[] };
  if (body.sites.length < SITES) throw new Error(`the dealer sees ${body.sites.length} sites, not ${SITES}`);
  return body.sites[0]!.addressId;
}

async function get(base: string, token: string, url: string) {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.text() };
}

/** REQUESTS requests (or 60 s), `concurrency` in flight: the latency of each, from send to the whole body. */
async function phase(base: string, token: string, url: string, concurrency: number) {
  let bytes = 0;
  const result = await runTasks(
    { connections: concurrency, requests: REQUESTS, seconds: PHASE_MS / 1000 },
    async () => {
      const response = await get(base, token, url);
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      bytes = response.body.length;
    },
  );
  if (result.errors) throw new Error(`${url}: ${result.errors} failed requests`);
  return {
    count: result.requests,
    p50: result.p50,
    p95: result.p95!,
    p99: result.p99,
    max: result.max,
    bytes,
  };
}

/** The plan of the sites-view aggregation over a year, for the report. */
async function explain(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  year: { from: string; to: string },
) {
  const result = await db.execute(sql`explain (analyze, buffers off, timing off, summary on)
    select address_id, ${sql.raw(DAY_HOURS.map((hh) => `sum(sum_${hh}), sum(readings_${hh})`).join(', '))}
    from site_pm25_daily where day >= ${year.from}::date and day < ${year.to}::date group by 1`);
  const rows = rowsOf<Record<string, string>>(result);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

function renderReport(input: {
  loadAtStart: number[];
  results: Result[];
  seedMs: number;
  plan: string;
  month: { from: string; to: string };
  year: { from: string; to: string };
  peakRssMb: number;
}) {
  const lines = [
    '# Site air-quality heat map: API latency',
    '',
    `Written by \`bench/fleet/air-quality-bench.ts\` on ${new Date().toISOString()}.  `,
    `Machine: ${describeMachine(input.loadAtStart)}  `,
    `Server: \`apps/server/src/main.ts\` in a child process (LOG_LEVEL error), PostgreSQL on 127.0.0.1; peak RSS while measured ${input.peakRssMb.toFixed(0)} MB  `,
    `${SITES} sites of the demo dealer's subtree, ${DEVICES} devices, ${SITES * DAYS} rows of \`site_pm25_daily\` (a year of 24 hours each, with 5-minute slot masks), opening hours and closures on half the sites (seeded in ${(input.seedMs / 1000).toFixed(1)} s). Periods: 30 days ${input.month.from} – ${addIsoDays(input.month.to, -1)}, a year ${input.year.from} – ${addIsoDays(input.year.to, -1)}. Latency from the request to the whole body, as the dealer; targets: the heat map p50 ${TARGET_MS} ms, the standards overview p95 ${OVERVIEW_TARGET_MS} ms.`,
    '',
    '| Request | Mode | Requests | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | Body | Target met |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...input.results.map(
      (r) =>
        `| ${r.name} | ${r.mode} | ${r.count} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${(r.bytes / 1024).toFixed(1)} kB | ${(isOverview(r) ? r.p95 <= OVERVIEW_TARGET_MS : r.p50 <= TARGET_MS) ? 'yes' : 'no'} |`,
    ),
    '',
    'Plan of the sites-view aggregation over a year (`explain analyze`, no timing):',
    '',
    '```text',
    input.plan,
    '```',
    '',
  ];
  return lines.join('\n');
}

runBench('air-quality', 20, main);
