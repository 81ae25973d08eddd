import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/config';
import type { DatabaseHandle } from '../src/db/client';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  smtp: SmtpPeer;
  close(): Promise<void>;
}

/**
 * The real app on a private clone of the template database, mailing over real SMTP to an
 * in-process peer. Call once per test file (beforeAll) and close in afterAll.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDependencies> } = {},
): Promise<TestApp> {
  const smtp = await startSmtpPeer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'purifier-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    BASE_URL: 'http://backoffice.test',
    MAIL_FROM: 'Purifier Backoffice <noreply@backoffice.test>',
    ...options.env,
  });
  const database = await openTestDatabase(inject('dbTemplate'));
  const app = await buildApp(config, { database, logger: false, ...options.deps });
  await app.ready();
  return {
    app,
    config,
    database,
    smtp,
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
    },
  };
}

/** Signs in through the API and returns the bearer header value. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username, password, rememberMe: false },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
  return res.headers.authorization as string;
}
