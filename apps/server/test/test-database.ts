import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';

/**
 * One migrated and seeded template per test run, cloned per test file:
 * PGlite: the template's data directory dumped to a tarball, loaded by each file;
 * PostgreSQL (TEST_DATABASE_URL): a template database, each file gets CREATE DATABASE ... TEMPLATE.
 */
export type TemplateInfo =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; templateName: string };

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(): Promise<{ info: TemplateInfo; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `purifier_tpl_${randomBytes(4).toString('hex')}`;
    await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${templateName}`));
    const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, templateName), poolMax: 2 });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { profile: 'dev' });
    await handle.close();
    return {
      info: { kind: 'postgres', serverUrl, templateName },
      dispose: async () => {
        await admin(serverUrl, async (c) => {
          const { rows } = await c.query<{ datname: string }>(
            `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
            [templateName, `${templateName}_%`],
          );
          for (const row of rows) await c.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
        });
      },
    };
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { profile: 'dev' });
  const dump = await handle.pglite!.dumpDataDir('gzip');
  const dir = await mkdtemp(path.join(tmpdir(), 'purifier-tpl-'));
  const dumpFile = path.join(dir, 'template.tar.gz');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { info: { kind: 'pglite', dumpFile }, dispose: async () => undefined };
}

/** A private copy of the template for one test file. */
export async function openTestDatabase(info: TemplateInfo): Promise<DatabaseHandle> {
  if (info.kind === 'pglite') {
    const bytes = await readFile(info.dumpFile);
    return openDatabase({ loadDataDir: new Blob([bytes]) });
  }
  const name = `${info.templateName}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin(info.serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${info.templateName}`));
      break;
    } catch (error) {
      // Two files cloning the same template at the same instant: PostgreSQL asks one to wait.
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 300));
    }
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(info.serverUrl, name), poolMax: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(info.serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
