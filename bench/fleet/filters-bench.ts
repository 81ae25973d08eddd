/**
 * The filter-replacement forecast and due list at fleet size (decision 024): on PostgreSQL
 * (DATABASE_URL, an empty database of one's own: `createdb -h 127.0.0.1 -U postgres bench_filters`),
 * migrates and seeds the dev demo data, gives the demo customer 5,000 devices over 100 sites and a
 * year of daily filter readings (device_filter_daily, ~1.7 M rows: wear at 0.3–1.5 % a day with
 * replacements, a tenth of the devices on filter days instead, two offline days in every 29), times
 * the forecast job over the 5,000 devices, then starts the real server (a child process, support/server.ts; 127.0.0.1 only) and measures
 * GET api/fleet/filters (within=30 first page and a later page, within=all a late page, one site)
 * and GET api/fleet/filters/devices/{id} as the dealer: p50/p99 over sequential requests and with
 * 10 in flight. Target: under 100 ms. Writes bench/results/<date>-filters.md; stops by itself.
 *
 *   createdb -h 127.0.0.1 -U postgres bench_filters
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_filters npm run bench:filters -w bench
 *   dropdb -h 127.0.0.1 -U postgres bench_filters
 *
 * BENCH_DEVICES (default 5000), BENCH_DAYS (default 365), BENCH_REQUESTS (default 300 per case).
 */
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import {
  comPartnerAddrs,
  comPartners,
  deviceModels,
  devices,
  userAccounts,
  users,
} from '../../apps/server/src/db/schema';
import { rowsOf } from '../../apps/server/src/lib/sql-rows';
import { refreshForecasts } from '../../apps/server/src/modules/fleet-filters';
import { runTasks, type LoadResult } from '../support/load';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { startServer } from '../support/server';
import { HOLD_STATUS_POLLING_SQL } from '../support/status-polling';
import { openSeededDatabase } from '../support/seeded-database';

const DEVICES = Math.max(100, Number(process.env.BENCH_DEVICES ?? 5000));
const DAYS = Math.max(30, Number(process.env.BENCH_DAYS ?? 365));
const REQUESTS = Math.max(20, Number(process.env.BENCH_REQUESTS ?? 300));
const SITES = 100;
const TARGET_MS = 100;

interface Case {
  name: string;
  path: string;
  rows: number;
  total: string | null;
  sequential: LoadResult;
  concurrent: LoadResult;
}

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_filters', 'bench:filters');
  const loadAtStart = os.loadavg();
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const database = await openSeededDatabase({ databaseUrl });
    cleanups.unshift(() => database.close());

    let started = performance.now();
    const seeded = await seedFleet(database);
    const seedMs = performance.now() - started;
    console.log(
      `${DEVICES} devices at ${SITES} sites, ${seeded.dailyRows.toLocaleString('en')} daily rows in ${(seedMs / 1000).toFixed(1)} s`,
    );
    await database.db.execute(sql`analyze`);

    started = performance.now();
    const computed = await refreshForecasts(database.db);
    const jobMs = performance.now() - started;
    console.log(`forecast job: ${computed} devices in ${(jobMs / 1000).toFixed(2)} s`);
    // One scheduled run (500 devices), as every 10 minutes once the forecasts are stale.
    started = performance.now();
    const oneRun = await refreshForecasts(database.db, { now: () => Date.now() + 7 * 3_600_000, batch: 500 });
    const batchMs = performance.now() - started;
    const kinds = rowsOf<{ kind: string; overdue: boolean; n: number }>(
      await database.db.execute(
        sql`select kind, overdue, count(*)::int as n from device_filter_forecast group by 1, 2 order by 1, 2`,
      ),
    );

    await database.db.execute(sql.raw(HOLD_STATUS_POLLING_SQL));
    const server = await startServer(databaseUrl, { LOG_LEVEL: 'error' });
    cleanups.unshift(() => server.stop());
    const token = await server.signIn('dealer', 'Demo-dealer1');
    const get = async (url: string) => {
      const response = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
      return { body, total: response.headers.get('x-total-count') };
    };

    const due = Number((await get('/api/fleet/filters?within=30&size=1')).total);
    const all = Number((await get('/api/fleet/filters?within=all&size=1')).total);
    const laterPage = Math.max(0, Math.floor(due / 20) - 2);
    const paths: [string, string][] = [
      ['baseline: GET api/account (the same sign-in and session check, no query of ours)', '/api/account'],
      ['due within 30 days, first page', '/api/fleet/filters?within=30'],
      [`due within 30 days, page ${laterPage + 1}`, `/api/fleet/filters?within=30&page=${laterPage}`],
      ['due within 7 days, first page', '/api/fleet/filters?within=7'],
      [
        `every device, page ${Math.floor(all / 20)}`,
        `/api/fleet/filters?within=all&page=${Math.floor(all / 20) - 1}`,
      ],
      ['one site, within 30 days', `/api/fleet/filters?within=30&addressId=${seeded.siteIds[7]}`],
      [
        'within 30 days of the customer account (accountId)',
        `/api/fleet/filters?within=30&accountId=${seeded.customerId}`,
      ],
      [
        'one device (device detail)',
        `/api/fleet/filters/devices/${seeded.deviceIds[1234 % seeded.deviceIds.length]}`,
      ],
    ];
    const cases: Case[] = [];
    server.resetPeakRss();
    for (const [name, url] of paths) {
      for (let i = 0; i < 10; i++) await get(url); // warm-up
      const first = await get(url);
      const sequential = await runTasks({ connections: 1, requests: REQUESTS }, () => get(url));
      const concurrent = await runTasks({ connections: 10, requests: REQUESTS }, () => get(url));
      if (sequential.errors + concurrent.errors)
        throw new Error(`${url}: ${sequential.errors + concurrent.errors} failed requests`);
      const parsed = JSON.parse(first.body) as unknown;
      const c: Case = {
        name,
        path: url,
        rows: Array.isArray(parsed) ? parsed.length : 1,
        total: first.total,
        sequential,
        concurrent,
      };
      cases.push(c);
      console.log(
        `${name}: seq p50 ${c.sequential.p50.toFixed(1)} p99 ${c.sequential.p99.toFixed(1)} ms; 10 in flight p50 ${c.concurrent.p50.toFixed(1)} p99 ${c.concurrent.p99.toFixed(1)} ms`,
      );
    }
    const peakRssMb = server.peakRssMb();

    const report = renderReport({
      loadAtStart,
      seeded,
      seedMs,
      computed,
      jobMs,
      oneRun,
      batchMs,
      kinds,
      due,
      all,
      cases,
      peakRssMb,
    });
    await writeResult('filters', report);
    return cases.slice(1).every((c) => c.sequential.p99 < TARGET_MS && c.concurrent.p50 < TARGET_MS) ? 0 : 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

/** The customer's 5,000 devices at 100 new sites (sold by the dealer) and a year of daily filter rows. */
async function seedFleet(database: DatabaseHandle) {
  const { db } = database;
  const login = async (name: string) => {
    const [row] = await db
      .select({ id: userAccounts.id, business: userAccounts.comPartnerAccountId })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.login, name));
    if (!row) throw new Error(`no demo ${name}: the dev seed did not run`);
    return row;
  };
  const customer = await login('customer');
  const dealer = await login('dealer');
  if (!customer.business) throw new Error('the demo customer has no business data');
  const partners = await db
    .insert(comPartners)
    .values(
      Array.from({ length: SITES }, (_, i) => ({
        name: `Sede ${i + 1}`,
        address: `Via del Banco ${i + 1}`,
        city: ['Modena', 'Bologna', 'Reggio Emilia', 'Parma', 'Ferrara'][i % 5]!,
        ownerAccountId: customer.id,
      })),
    )
    .returning({ id: comPartners.id });
  const sites = await db
    .insert(comPartnerAddrs)
    .values(partners.map((p) => ({ accountId: customer.business, partnerId: p.id })))
    .returning({ id: comPartnerAddrs.id });
  const models = (await db.select({ id: deviceModels.id }).from(deviceModels)).map((m) => m.id);
  const deviceIds: number[] = [];
  for (let i = 0; i < DEVICES; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, DEVICES - i) }, (_, j) => {
      const n = i + j;
      return {
        uid: `fbench${String(n).padStart(16, '0')}`,
        name: `Filtro ${String(n + 1).padStart(4, '0')}`,
        serialNumber: `FBENCH-${String(n + 1).padStart(5, '0')}`,
        enabled: true,
        ownerId: customer.id,
        sellerId: dealer.id,
        addressId: sites[n % SITES]!.id,
        modelId: models.length ? models[n % models.length]! : null,
      };
    });
    deviceIds.push(...(await db.insert(devices).values(rows).returning({ id: devices.id })).map((d) => d.id));
  }
  // Generated in the database: day k of DAYS, wear at a per-device rate with a replacement at the
  // bottom, a tenth of the devices reporting filter days instead, two days offline in every 29.
  const first = deviceIds[0]!;
  const last = deviceIds[deviceIds.length - 1]!;
  const step = 500;
  for (let from = first; from <= last; from += step) {
    await db.execute(sql`
      insert into device_filter_daily (device_id, day, filter, filter_days, filter_hours, last_time)
      select d.id, (current_date - ${DAYS - 1}::int + k)::date,
        case when d.id % 10 = 0 then null
          else round(100 - mod((k * (0.3 + (d.id % 13) * 0.1) + (d.id * 37) % 100)::numeric, 95)) end,
        case when d.id % 10 = 0
          then round(180 - mod((k * (0.8 + (d.id % 5) * 0.1) + (d.id * 37) % 170)::numeric, 175)) end,
        null,
        ((current_date - ${DAYS - 1}::int + k)::timestamp + time '20:00') at time zone 'Europe/Rome'
      from ${devices} d cross join generate_series(0, ${DAYS - 1}::int) k
      where d.id between ${from}::int and ${Math.min(last, from + step - 1)}::int and d.owner_id = ${customer.id}::int
        and d.serial_number like 'FBENCH-%' and (k + d.id) % 29 >= 2`);
  }
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from device_filter_daily`),
  );
  return {
    dailyRows: count?.n ?? 0,
    siteIds: sites.map((s) => s.id),
    deviceIds,
    customerId: customer.id,
  };
}

function renderReport(input: {
  loadAtStart: number[];
  seeded: { dailyRows: number };
  seedMs: number;
  computed: number;
  jobMs: number;
  oneRun: number;
  batchMs: number;
  kinds: { kind: string; overdue: boolean; n: number }[];
  due: number;
  all: number;
  cases: Case[];
  peakRssMb: number;
}): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const ok = (c: Case) => c.sequential.p99 < TARGET_MS && c.concurrent.p50 < TARGET_MS;
  const lines = [
    '# Filter-replacement forecast and due list at fleet size',
    '',
    `Date: ${new Date().toISOString()}  `,
    `Machine: ${describeMachine(input.loadAtStart)}  `,
    `Server: \`apps/server/src/main.ts\` in a child process (LOG_LEVEL error), PostgreSQL on 127.0.0.1; peak RSS while measured ${input.peakRssMb.toFixed(0)} MB  `,
    `Data: ${DEVICES.toLocaleString('en')} devices of the demo customer (in the dealer's subtree) at ${SITES} sites, ${DAYS} days of daily filter readings: ${input.seeded.dailyRows.toLocaleString('en')} rows in device_filter_daily (written in ${(input.seedMs / 1000).toFixed(0)} s)`,
    '',
    '## Forecast job',
    '',
    `- Every device at once (\`refreshForecasts\`, batches of 500): ${input.computed.toLocaleString('en')} devices in ${(input.jobMs / 1000).toFixed(2)} s (${((input.jobMs / Math.max(1, input.computed)) * 1000).toFixed(0)} µs a device).`,
    `- Again once all are stale, every device: ${input.oneRun.toLocaleString('en')} devices in ${(input.batchMs / 1000).toFixed(2)} s.`,
    `- Forecasts: ${input.kinds.map((k) => `${k.kind}${k.kind === 'forecast' ? (k.overdue ? ' overdue' : ' ahead') : ''} ${k.n}`).join(', ')}. Due within 30 days (overdue included): ${input.due.toLocaleString('en')}; all listed devices: ${input.all.toLocaleString('en')}.`,
    '',
    '## API, as the dealer',
    '',
    `${REQUESTS} requests per case after 10 warm-up ones, from Node on the same machine (keep-alive), sequential and then 10 in flight. Target: under ${TARGET_MS} ms.`,
    '',
    '| Case | Rows (total) | Sequential p50 | p99 | 10 in flight p50 | p99 | Within target |',
    '| ---- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...input.cases.map(
      (c) =>
        `| ${c.name} | ${c.rows}${c.total ? ` (${c.total})` : ''} | ${ms(c.sequential.p50)} | ${ms(c.sequential.p99)} | ${ms(c.concurrent.p50)} | ${ms(c.concurrent.p99)} | ${ok(c) ? 'yes' : '**no**'} |`,
    ),
    '',
    '"Within target": sequential p99 and 10-in-flight p50 under 100 ms (with 10 in flight each request also waits for the others on the one Node process).',
    '',
    'Command: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_filters npm run bench:filters -w bench` (see bench/README.md).',
    '',
  ];
  return lines.join('\n');
}

runBench('filters', 15, main);
