import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import { inject } from 'vitest';
import { buildApp } from '../../apps/server/src/app';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
} from '../../apps/server/src/adapters/iot/fake-tuya-cloud/fake-tuya-cloud';
import { DEVICE_EVENTS_WORKER } from '../../apps/server/src/modules/iot';
import { loadConfig } from '../../apps/server/src/config/config';
import { openTestDatabase } from '../../apps/server/test/test-database';
import { freePort } from '../../apps/server/test/free-port';
import type { DatabaseHandle } from '../../apps/server/src/db/client';

// E2E_WEB_DIST: a build of one's own (e.g. `vite build --outDir`), so parallel work does not share one dist.
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's database, for data only the server's own code writes (IoT logs). */
  database: DatabaseHandle;
  /** The fake Tuya cloud when `fakeTuyaCloud` (a test publishes a purifier's report through it). */
  cloud: FakeTuyaCloud | undefined;
  /** The mails written to DATA_DIR/outbox (no SMTP_URL, as on a fresh `npm start`). */
  outbox(): Promise<ParsedMail[]>;
  /** The newest mail to `to` whose text contains `containing` (e.g. the link path it must carry). */
  waitForMail(to: string, containing?: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * The real server with the built web app on a free port and a private copy of the seeded database.
 * No job runs (a test drives what it needs) unless `jobs`: then the job engine starts as in
 * production (recurring jobs, queues such as the bulk jobs', workers), and `close` stops it (app.close
 * does, before the database closes). `liveStatus` starts the pushed device events' consumer,
 * the simulator reporting only after commands (no periodic reports to change rows under a test).
 * `fakeTuyaCloud`: IOT_PROVIDER=tuya against the fake Tuya cloud (its OpenAPI and its message
 * service), serving the demo fleet, instead of the simulator in process.
 */
export async function startServer(
  options: {
    liveStatus?: boolean;
    fakeTuyaCloud?: boolean;
    /** Starts the job engine (app.jobs.start()), for a test where a bulk job must run. */
    jobs?: boolean;
    /** Writes data the server must find when it starts (e.g. the demo history the simulator resumes from). */
    prepare?: (database: DatabaseHandle) => Promise<void>;
  } = {},
): Promise<RunningServer> {
  const cloud = options.fakeTuyaCloud ? await FakeTuyaCloud.start() : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'purifier-e2e-'));
  const database = await openTestDatabase(inject('dbTemplate'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BASE_URL makes the links in mails point at this server.
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: baseUrl,
    IOT_SIMULATOR_REPORT_SECONDS: '0',
    ...(cloud
      ? {
          IOT_PROVIDER: 'tuya',
          TUYA_BASE_URL: cloud.baseUrl,
          TUYA_CLIENT_ID: FAKE_TUYA_CLIENT_ID,
          TUYA_CLIENT_SECRET: FAKE_TUYA_CLIENT_SECRET,
        }
      : {}),
  });
  config.webDistDir = webDist;
  await options.prepare?.(database);
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  if (options.jobs) await app.jobs.start();
  else if (options.liveStatus) app.jobs.startWorker(DEVICE_EVENTS_WORKER);
  const outboxDir = path.join(dataDir, 'outbox');
  const outbox = async () => {
    // A mail is an .eml file once written whole (a .part file is still being written).
    const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    return Promise.all(files.sort().map(async (f) => simpleParser(await readFile(path.join(outboxDir, f)))));
  };
  return {
    baseUrl,
    dataDir,
    database,
    cloud,
    outbox,
    async waitForMail(to, containing = '', timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = (await outbox())
          .reverse()
          .find((m) => JSON.stringify(m.to).includes(to) && (m.text ?? '').includes(containing));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async close() {
      await app.close();
      await database.close();
      await cloud?.close();
    },
  };
}
