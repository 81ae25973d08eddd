/**
 * The PDF energy report (issue 16 §3), on PostgreSQL:
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

const DEVICES = 50;
const DAYS = 31;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
const TARGET_MS = 3000;
const DAY_MS = 86_400_000;
const OWNER = 'customer';

interface ReportData {
  accountId: number;
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
      await client.query<{ id: number }>(
        `select a.id from user_account a join jhi_user u on u.id = a.user_id where u.login = $1`,
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
    await generatedOnce(client, `report-history-${start.toISOString().slice(0, 10)}`, async () => {
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
    return { accountId: account.id, devices, rows, start, end };
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
  if (!response.headers.get('content-type')?.startsWith('application/pdf'))
    throw new Error(`report answered ${response.headers.get('content-type')}`);
  if (
    body.subarray(0, 5).toString('latin1') !== '%PDF-' ||
    !body.subarray(-32).toString('latin1').includes('%%EOF')
  )
    throw new Error('the answer is not a whole PDF (magic bytes or %%EOF missing)');
  const pages = body.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  return { ms, bytes: body.length, pages };
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
    const report = [
      '# PDF energy report: 50 devices × 31 days',
      '',
      `Date: ${new Date().toISOString()}  `,
      `Machine: ${describeMachine(loadAtStart)}  `,
      `Server: \`main.ts\` in a child process on PostgreSQL (dev profile), peak RSS ${peakRssMb.toFixed(0)} MB during the runs  `,
      `Data: the demo customer's ${data.devices.length} bench devices, hourly statuses ${data.start.toISOString().slice(0, 10)} – ${data.end.toISOString().slice(0, 10)} (${data.rows.toLocaleString('en')} rows in the period; written by SQL, support/status-history.ts)  `,
      `Request: \`GET api/devicesIot/${data.accountId}/pdf?start&end&costPerKwh=0,25&deviceUidList×${data.devices.length}\` as the demo dealer, ${RUNS} runs one after the other after a first one`,
      '',
      '| Measure | Result | Target | Met |',
      '| --- | ---: | ---: | :---: |',
      `| report of ${data.devices.length} devices over ${DAYS} days (${RUNS} runs) | p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms | ≤ ${TARGET_MS} ms | ${met ? 'yes' : '**no**'} |`,
      `| the server's CPU time per report (user + system, /proc; does not grow with other work on the machine) | p50 ${percentile(cpu, 0.5).toFixed(2)} s, max ${cpu[cpu.length - 1]!.toFixed(2)} s | — | |`,
      `| first report (also loads pdfkit and ECharts) | ${first.ms.toFixed(0)} ms | — | |`,
      `| its status-history read (${data.rows.toLocaleString('en')} rows, wall time in the server) | ${historyRead.toFixed(0)} ms | — | |`,
      '',
      `Each answer: \`application/pdf\`, \`%PDF-\` … \`%%EOF\`, ${last.pages} pages (the summary and one per device), ${(last.bytes / 1024).toFixed(0)} KiB.`,
      '',
      'Command: `DATABASE_URL=… npm run bench:report -w bench` (see bench/README.md).',
      '',
    ].join('\n');
    await writeResult('report', report);
    return met ? 0 : 1;
  } finally {
    await server.stop();
  }
}

runBench('report', 15, main);
