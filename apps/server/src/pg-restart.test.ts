import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { rowsOf } from './lib/sql-rows';
import { freePort } from '../test/free-port';

/**
 * PostgreSQL restarted in the middle of load and polling, on a private cluster this test
 * creates and restarts itself (never the machine's server): no 5xx but 503 while it is away, health
 * DOWN then UP within seconds, the server recovers by itself, and every acknowledged write is there
 * after. Runs in the PostgreSQL pass, where PostgreSQL's binaries are installed, as root.
 */
const PG_BIN = '/usr/lib/postgresql/15/bin';
const runnable =
  Boolean(process.env.TEST_DATABASE_URL) && existsSync(`${PG_BIN}/initdb`) && process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the postgres user (the server refuses to run as root). */
const asPostgres = (binary: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${binary}`, ...args], { stdio: 'pipe' });

describe.skipIf(!runnable)('PostgreSQL restarted under load and polling', () => {
  let dir: string;
  let port: number;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-t', '60', ...args]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'purifier-pg-restart-'));
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, uid);
    asPostgres('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    port = await freePort();
    pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await migrateDatabase(database);
    await seedDatabase(database.db, { profile: 'dev' });
    const config = loadConfig({ DATA_DIR: path.join(dir, 'app'), BASE_URL: 'http://backoffice.test' });
    app = await buildApp(config, { database, logger: false });
    await app.ready();
    await app.jobs.start();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 while it is away, reports DOWN then UP, recovers, and keeps every acknowledged write', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: 'admin', rememberMe: false },
    });
    const authorization = signIn.headers.authorization as string;
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const health: Array<{ at: number; status: number }> = [];
    let running = true;
    let next = 0;

    // Four writers and a reader, all the time; a health probe every 100 ms.
    const writer = async () => {
      while (running) {
        const code = `F${process.pid}-${next++}`;
        const res = await app.inject({
          method: 'POST',
          url: '/api/nations',
          headers: { authorization },
          payload: { code, name: `Fault ${code}` },
        });
        count(res.statusCode);
        if (res.statusCode === 201) acknowledged.push(code);
      }
    };
    const reader = async () => {
      while (running) {
        count(
          (await app.inject({ method: 'GET', url: '/api/account', headers: { authorization } })).statusCode,
        );
      }
    };
    const probe = async () => {
      while (running) {
        const res = await app.inject({ method: 'GET', url: '/management/health' });
        health.push({ at: Date.now(), status: res.statusCode });
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = Promise.all([writer(), writer(), writer(), writer(), reader(), probe()]);

    await new Promise((r) => setTimeout(r, 1500));
    const stoppedAt = Date.now();
    pgCtl('-m', 'fast', 'stop');
    await new Promise((r) => setTimeout(r, 2000));
    pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
    const startedAt = Date.now();
    // Load goes on until health has been UP again for a while.
    for (;;) {
      const up = health.filter((h) => h.at > startedAt && h.status === 200);
      if (up.length >= 5 || Date.now() - startedAt > 20_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await load;

    // No 5xx but the 503 of an unavailable database; writes were acknowledged before and after.
    const codes = [...statuses.keys()].sort();
    expect(codes.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(20);
    // Health: DOWN while stopped, UP again within seconds of the restart.
    expect(health.some((h) => h.at > stoppedAt && h.at < startedAt && h.status === 503)).toBe(true);
    const firstUp = health.find((h) => h.at > startedAt && h.status === 200);
    expect(firstUp, 'health UP after the restart').toBeDefined();
    expect(firstUp!.at - startedAt).toBeLessThan(10_000);
    // Every acknowledged write is in the database.
    const stored = new Set(
      rowsOf<{ code: string }>(
        await database.db.execute(sql`select code from nation where code like ${`F${process.pid}-%`}`),
      ).map((r) => r.code),
    );
    expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);

    // The poller recovers by itself: accounts made due are polled by its next runs.
    const [mark] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select coalesce(max(id), 0) as id from device_status_log`),
    );
    await database.db.execute(sql`update user_account set iot_status_time = null`);
    let polled = 0;
    for (let i = 0; i < 40 && polled === 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      polled = Number(
        rowsOf<{ n: number }>(
          await database.db.execute(sql`select count(*) as n from device_status_log where id > ${mark!.id}`),
        )[0]!.n,
      );
    }
    expect(polled).toBeGreaterThan(0);
  }, 90_000);
});
