/**
 * The PDF energy report (targets: bench/README.md), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_report
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_report npm run bench:report -w bench
 *
 * Migrates and seeds the dev profile, gives the demo customer 50 devices at its sites and 31 days of
 * hourly history each (support/status-history.ts, once: a second run reuses them), starts the real
 * server in a child process and, as the demo dealer, asks for the energy report of those 50 devices
 * over the month — GET api/devicesIot/{account}/pdf, the endpoint the web's report button calls —
 * BENCH_RUNS times (default 10) one after the other, after a first request that also loads the
 * renderer. Each answer must be a PDF (content type, %PDF- and %%EOF, a page per device and the
 * summary). Prints p50/p99/max beside the 3 s target, the server's CPU time per report, the time of
 * its status-history read (captured in its process) and its peak RSS; writes
 * bench/results/<date>-report.md; exits 1 when the target is missed.
 *
 * Then the contention scenario (report-contention.ts, decision 034): the dealer's device list at 50
 * connections alone, then while BENCH_CONTENTION_REPORTS (default 10) of these reports are asked at
 * once by three accounts in turn (refusals asked again after Retry-After, every report checked);
 * the list's p99 with reports must stay within twice its p99 alone, and the server's peak RSS within
 * RSS_BUDGET_MB. BENCH_SCENARIO=sequential|contention runs one of the two (default both);
 * BENCH_DEVICES (default 50) makes a tiny run possible.
 */
import os from 'node:os';
import pg from 'pg';
import { generatedOnce } from '../support/generated-once';
import { percentile } from '../support/load';
import { processCpuSeconds } from '../support/process-cpu';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { startServer, type CapturedQuery } from '../support/server';
import { markDemoHistoryPresent, writeStatusHistory, type HistoryDevice } from '../support/status-history';
import { HOLD_STATUS_POLLING_SQL } from '../support/status-polling';
import { prepareSeededDatabase } from '../support/seeded-database';
import { runContention, type ContentionResult } from './report-contention';

const DEVICES = Math.max(1, Number(process.env.BENCH_DEVICES ?? 50));
const DAYS = 31;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
const TARGET_MS = 3000;
const SCENARIO = process.env.BENCH_SCENARIO ?? 'all';
const CONTENTION_REPORTS = Math.max(1, Number(process.env.BENCH_CONTENTION_REPORTS ?? 10));
const LIST_CONNECTIONS = 50;
const LIST_SECONDS = Math.max(3, Number(process.env.BENCH_LIST_SECONDS ?? 15));
/** The list's p99 while reports render may be at most this many times its p99 alone. */
const CONTENTION_FACTOR = 2;
/**
 * The server's peak RSS while 10 reports are asked: about 800 MB of server with the demo data, plus
 * the report pool's workers, each within its 512 MB heap budget (one worker on a 2-core machine).
 */
const RSS_BUDGET_MB = 1500;
const DAY_MS = 86_400_000;
const OWNER = 'customer';

interface ReportData {
  accountId: number;
  /** The customer's account uuid: the dealer's list of its devices is GET api/devices/uuid/owner/{uuid}. */
  ownerUuid: string;
  devices: HistoryDevice[];
  rows: number;
  start: Date;
  end: Date;
}

/** The customer's 50 devices (once) and their history over the 31 days before today (once per period). */
async function ensureReportData(databaseUrl: string): Promise<ReportData> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [account] = (
      await client.query<{ id: number; uuid: string }>(
        `select a.id, a.uuid from user_account a join jhi_user u on u.id = a.user_id where u.login = $1`,
        [OWNER],
      )
    ).rows;
    if (!account) throw new Error(`no demo ${OWNER}: the dev seed did not run`);
    await generatedOnce(client, `report-devices-${DEVICES}`, async () => {
      await client.query(`delete from device where serial_number like 'BENCH-R-%'`);
      await client.query(
        `insert into device (uid, name, place, serial_number, enabled, model_id, owner_id, seller_id, address_id)
         select 'bench-r-' || lpad(g::text, 3, '0'), 'Report ' || lpad(g::text, 3, '0'), 'Stanza ' || g,
           'BENCH-R-' || lpad(g::text, 3, '0'), true, m.ids[1 + g % cardinality(m.ids)], $2::int, a.parent_id,
           s.ids[1 + g % cardinality(s.ids)]
         from generate_series(1, $1::int) g,
           (select array_agg(id order by id) as ids from device_model) m,
           (select parent_id from user_account where id = $2::int) a,
           (select array_agg(ad.id order by ad.id) as ids from com_partner_addr ad
              join user_account o on o.com_partner_account_id = ad.account_id where o.id = $2::int) s`,
        [DEVICES, account.id],
      );
    });
    const devices = (
      await client.query<HistoryDevice>(
        `select id, uid from device where serial_number like 'BENCH-R-%' order by id`,
      )
    ).rows;
    const end = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
    const start = new Date(end.getTime() - DAYS * DAY_MS);
    await generatedOnce(client, `report-history-${DEVICES}-${start.toISOString().slice(0, 10)}`, async () => {
      await client.query(`delete from device_status_log where device_id = any($1::int[])`, [
        devices.map((d) => d.id),
      ]);
      // From a day before the start: the report looks back for the status that holds at its start.
      const rows = await writeStatusHistory(client, devices, {
        from: new Date(start.getTime() - DAY_MS),
        to: end,
      });
      await client.query('analyze device_status_log');
      console.log(`history: ${rows.toLocaleString('en')} rows written`);
    });
    const rows = Number(
      (
        await client.query<{ n: string }>(
          `select count(*) as n from device_status_log where device_id = any($1::int[]) and log_time >= $2 and log_time < $3`,
          [devices.map((d) => d.id), start, end],
        )
      ).rows[0]!.n,
    );
    if (
      (await client.query(`select 1 from device_status_log where device_uid like 'bf%' limit 1`)).rows
        .length === 0
    )
      await markDemoHistoryPresent(client);
    await client.query(HOLD_STATUS_POLLING_SQL);
    return { accountId: account.id, ownerUuid: account.uuid, devices, rows, start, end };
  } finally {
    await client.end();
  }
}

interface Answer {
  ms: number;
  bytes: number;
  pages: number;
}

/** One report, checked: a whole PDF with a page per device and its summary page. */
async function fetchReport(url: string, token: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`report answered ${response.status}: ${body.toString().slice(0, 300)}`);
  const pages = checkPdf(body, response.headers.get('content-type'), 0);
  return { ms, bytes: body.length, pages };
}

/** A whole PDF (content type, %PDF- … %%EOF) of at least `minPages` pages; answers its pages. */
function checkPdf(body: Buffer, contentType: string | null, minPages: number): number {
  if (!contentType?.startsWith('application/pdf')) throw new Error(`report answered ${contentType}`);
  if (
    body.subarray(0, 5).toString('latin1') !== '%PDF-' ||
    !body.subarray(-32).toString('latin1').includes('%%EOF')
  )
    throw new Error('the answer is not a whole PDF (magic bytes or %%EOF missing)');
  const pages = body.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  if (pages < minPages) throw new Error(`the report has ${pages} pages, expected ${minPages} or more`);
  return pages;
}

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_report', 'bench:report');
  const loadAtStart = os.loadavg();
  await prepareSeededDatabase(databaseUrl);
  const data = await ensureReportData(databaseUrl);
  console.log(`${data.devices.length} devices, ${data.rows.toLocaleString('en')} statuses in the period`);
  const server = await startServer(databaseUrl, { LOG_LEVEL: 'warn' });
  try {
    const token = await server.signIn('dealer', 'Demo-dealer1');
    const query = new URLSearchParams({
      start: data.start.toISOString(),
      end: data.end.toISOString(),
      costPerKwh: '0,25',
    });
    for (const device of data.devices) query.append('deviceUidList', device.uid);
    const url = `${server.base}/api/devicesIot/${data.accountId}/pdf?${query}`;

    const first = await fetchReport(url, token);
    console.log(
      `first report (loads the renderer): ${first.ms.toFixed(0)} ms, ${first.bytes} bytes, ${first.pages} pages`,
    );
    if (first.pages < data.devices.length + 1)
      throw new Error(`the report has ${first.pages} pages, expected ${data.devices.length + 1} or more`);
    const lines = [
      `# PDF energy report: ${data.devices.length} devices × ${DAYS} days`,
      '',
      `Date: ${new Date().toISOString()}  `,
      `Server: \`main.ts\` in a child process on PostgreSQL (dev profile), reports on its worker pool (REPORT_* defaults: workers = cores − 1, queue = 2 × workers, 2 per account, 90 s and 512 MB per report)  `,
      `Data: the demo customer's ${data.devices.length} bench devices, hourly statuses ${data.start.toISOString().slice(0, 10)} – ${data.end.toISOString().slice(0, 10)} (${data.rows.toLocaleString('en')} rows in the period; written by SQL, support/status-history.ts)  `,
      '',
    ];
    let met = true;
    if (SCENARIO !== 'contention') {
      const sequential = await sequentialRuns(server, url, token, data, first);
      met &&= sequential.met;
      lines.push(...sequential.lines);
    }
    if (SCENARIO !== 'sequential') {
      const customer = await server.signIn('customer', 'Demo-customer1');
      const admin = await server.signIn('admin', 'admin');
      const contention = await runContention({
        server,
        reporters: [
          { login: 'dealer', token },
          { login: 'customer', token: customer },
          { login: 'admin', token: admin },
        ],
        listToken: token,
        listPath: `/api/devices/uuid/owner/${data.ownerUuid}?page=0&size=20&sort=name,asc`,
        reportUrl: url,
        minPages: data.devices.length + 1,
        reports: CONTENTION_REPORTS,
        connections: LIST_CONNECTIONS,
        seconds: LIST_SECONDS,
        check: (body, contentType, minPages) => void checkPdf(body, contentType, minPages),
      });
      const result = contentionLines(contention);
      met &&= result.met;
      lines.push(...result.lines);
    }
    lines.splice(
      3,
      0,
      `Machine: ${describeMachine(loadAtStart)} — the machine may be shared: see the load average  `,
    );
    lines.push('Command: `DATABASE_URL=… npm run bench:report -w bench` (see bench/README.md).', '');
    await writeResult('report', lines.join('\n'));
    return met ? 0 : 1;
  } finally {
    await server.stop();
  }
}

/** BENCH_RUNS reports one after the other: their time against the 3 s target, CPU, history read. */
async function sequentialRuns(
  server: Awaited<ReturnType<typeof startServer>>,
  url: string,
  token: string,
  data: ReportData,
  first: Answer,
): Promise<{ met: boolean; lines: string[] }> {
  let sql: CapturedQuery[] = [];
  await server
    .captureSql(async () => {
      await fetchReport(url, token);
    })
    .then((queries) => (sql = queries));
  server.resetPeakRss();
  const runs: Answer[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = processCpuSeconds(server.pid);
    runs.push(await fetchReport(url, token));
    cpu.push(processCpuSeconds(server.pid) - cpuBefore);
    console.log(`run ${i + 1}: ${runs[i]!.ms.toFixed(0)} ms, server CPU ${cpu[i]!.toFixed(2)} s`);
  }
  cpu.sort((a, b) => a - b);
  const peakRssMb = server.peakRssMb();
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  const max = times[times.length - 1]!;
  // The history read, the report's one big statement (a capture may also hold a job's statements).
  const historyRead = sql
    .filter((q) => q.text.includes('"device_status_log"'))
    .reduce((most, q) => Math.max(most, (q.end ?? q.start) - q.start), 0);
  const met = p99 <= TARGET_MS;
  const last = runs[runs.length - 1]!;
  return {
    met,
    lines: [
      '## One report at a time',
      '',
      `Request: \`GET api/devicesIot/${data.accountId}/pdf?start&end&costPerKwh=0,25&deviceUidList×${data.devices.length}\` as the demo dealer, ${RUNS} runs one after the other after a first one; peak RSS ${peakRssMb.toFixed(0)} MB during the runs`,
      '',
      '| Measure | Result | Target | Met |',
      '| --- | ---: | ---: | :---: |',
      `| report of ${data.devices.length} devices over ${DAYS} days (${RUNS} runs) | p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms | ≤ ${TARGET_MS} ms | ${met ? 'yes' : '**no**'} |`,
      `| the server's CPU time per report (user + system of the whole process, workers included, /proc) | p50 ${percentile(cpu, 0.5).toFixed(2)} s, max ${cpu[cpu.length - 1]!.toFixed(2)} s | — | |`,
      `| first report (also starts a worker, which loads pdfkit and ECharts) | ${first.ms.toFixed(0)} ms | — | |`,
      `| its status-history read (${data.rows.toLocaleString('en')} rows, wall time in the server) | ${historyRead.toFixed(0)} ms | — | |`,
      '',
      `Each answer: \`application/pdf\`, \`%PDF-\` … \`%%EOF\`, ${last.pages} pages (the summary and one per device), ${(last.bytes / 1024).toFixed(0)} KiB.`,
      '',
    ],
  };
}

/** The contention scenario's table: the list's p99 alone and with reports, the reports, peak RSS. */
function contentionLines(c: ContentionResult): { met: boolean; lines: string[] } {
  // A request that timed out (autocannon's 10 s) has no latency: a phase with any caps its p99, and
  // the ratio says nothing.
  const censored = c.alone.errors + c.during.errors > 0;
  const listMet = !censored && c.during.p99 <= CONTENTION_FACTOR * Math.max(1, c.alone.p99);
  const rssMet = c.peakRssMb <= RSS_BUDGET_MB;
  const times = c.reports.map((r) => r.ms).sort((a, b) => a - b);
  const refused = (status: string) => c.reports.reduce((n, r) => n + (r.refused[status] ?? 0), 0);
  const waits = [...new Set(c.reports.flatMap((r) => r.retryAfter))].join(', ') || '—';
  const listRow = (name: string, r: typeof c.alone) =>
    `| ${name} | p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${Math.round(r.perSecond)} req/s, ${r.errors} errors |`;
  return {
    met: listMet && rssMet,
    lines: [
      `## ${c.reports.length} reports at once beside the dealer's device list`,
      '',
      `The dealer's device list of the customer (\`GET api/devices/uuid/owner/{uuid}?page=0&size=20&sort=name,asc\`) at ${LIST_CONNECTIONS} connections for ${LIST_SECONDS} s, alone and then while ${c.reports.length} reports of every bench device over ${DAYS} days are asked at once by the dealer, the customer and the admin in turn (each asked again after Retry-After while refused with 429/503).${c.reportsOutlastedList ? ' The reports were still being made when the list phase ended.' : ' **The reports were all done before the list phase ended**: part of the phase ran without them.'}`,
      '',
      '| Measure | Result |',
      '| --- | --- |',
      listRow('device list alone', c.alone),
      listRow(`device list while ${c.reports.length} reports are asked`, c.during),
      `| list p99 with reports ≤ ${CONTENTION_FACTOR} × alone | ${censored ? '**not measured**: requests timed out (10 s), which caps p99' : listMet ? 'yes' : '**no**'} (${(c.during.p99 / Math.max(1, c.alone.p99)).toFixed(2)} ×) |`,
      `| reports, each a checked PDF (from first ask to its PDF) | ${c.reports.length} of ${c.reports.length}; p50 ${(percentile(times, 0.5) / 1000).toFixed(1)} s, max ${(times[times.length - 1]! / 1000).toFixed(1)} s |`,
      `| refusals on the way (asked again after Retry-After) | ${refused('429')} × 429 (account cap), ${refused('503')} × 503 (instance full or over budget); Retry-After ${waits} s |`,
      `| server peak RSS during the scenario (workers included) | ${c.peakRssMb.toFixed(0)} MB, budget ${RSS_BUDGET_MB} MB: ${rssMet ? 'within' : '**over**'} |`,
      '',
    ],
  };
}

runBench('report', 40, main);
