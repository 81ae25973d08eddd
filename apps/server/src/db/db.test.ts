import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { getTableName, is, like } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, AUTHORITIES } from '@app/contracts';
import { verifyPassword } from '../lib/password-hash';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from './client';
import { migrateDatabase } from './migrate';
import * as schema from './schema/index';
import { DEMO_DEVICE_UIDS, seedDatabase } from './seed/index';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[getTableName(table)] = await handle.db.$count(table);
  return counts;
}

/** The whole life of a fresh database: migrate, seed dev twice, check what the app relies on. */
function describeDatabase(name: string, options: () => Promise<OpenDatabaseOptions>) {
  describe(name, () => {
    let handle: DatabaseHandle;
    afterAll(async () => handle?.close());

    it('migrates and seeds, idempotently', { timeout: 120_000 }, async () => {
      handle = await openDatabase(await options());
      const started = performance.now();
      await migrateDatabase(handle);
      const migrated = performance.now();
      const log: string[] = [];
      await seedDatabase(handle.db, { profile: 'dev', log: (m) => log.push(m) });
      const seeded = performance.now();
      console.info(
        `[${name}] migrate ${Math.round(migrated - started)} ms, first dev seed ${Math.round(seeded - migrated)} ms`,
      );
      const first = await rowCounts(handle);

      await migrateDatabase(handle); // a second start: nothing to apply
      const again = performance.now();
      await seedDatabase(handle.db, { profile: 'dev' });
      console.info(`[${name}] second migrate + seed ${Math.round(performance.now() - again)} ms`);
      expect(await rowCounts(handle)).toEqual(first);

      expect(first).toMatchObject({
        authority: AUTHORITIES.length,
        user_account_type: 10,
        tab_service: 8,
        device_model: 3,
        tab_service_permission_preset: ACCOUNT_ROLES.length,
      });
      expect(AUTHORITIES).toHaveLength(11);
      expect(first.tab_city).toBeGreaterThanOrEqual(7800);
      expect(first.nation).toBeGreaterThanOrEqual(200);
      expect(first.device).toBeGreaterThanOrEqual(30);
      expect(first.device).toBe(DEMO_DEVICE_UIDS.length);
    });

    it('has the three consumer models and one account of every role', async () => {
      const { db } = handle;
      for (const code of ['554', '555', '556']) {
        expect(await db.$count(schema.deviceModels, like(schema.deviceModels.name, `%${code}%`))).toBe(1);
      }
      const accounts = await db.query.userAccounts.findMany({
        with: { type: true, user: true, parent: true },
      });
      const roles = accounts.map((a) => a.type?.role).sort();
      expect(roles).toEqual([...ACCOUNT_ROLES].sort());
      const parentOf = (role: string) => accounts.find((a) => a.type?.role === role)?.parent?.id;
      const idOf = (role: string) => accounts.find((a) => a.type?.role === role)?.id;
      expect(parentOf('ADMIN')).toBeUndefined();
      expect(parentOf('ADMIN_BACKOFFICE')).toBe(idOf('ADMIN'));
      expect(parentOf('DEALER')).toBe(idOf('ADMIN_DEALER'));
      expect(parentOf('CUSTOMER')).toBe(idOf('DEALER'));
    });

    it('stores argon2 hashes of the documented passwords', async () => {
      const found = await handle.db.query.users.findMany({ with: { authorities: true } });
      const byLogin = new Map(found.map((u) => [u.login, u]));
      const dealer = byLogin.get('dealer');
      expect(dealer?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(dealer?.passwordHash ?? '', 'Demo-dealer1')).toBe(true);
      expect(await verifyPassword(byLogin.get('admin')?.passwordHash ?? '', 'admin')).toBe(true);
      expect(byLogin.get('user')?.authorities.map((a) => a.authorityName)).toEqual(['ROLE_USER']);
      expect(dealer?.authorities.map((a) => a.authorityName).sort()).toEqual(['ROLE_DEALER', 'ROLE_USER']);
    });

    it('seeds devices with owner, seller, address and model', async () => {
      const rows = await handle.db.query.devices.findMany({
        with: { owner: true, seller: true, model: true },
      });
      expect(rows.map((d) => d.uid).sort()).toEqual([...DEMO_DEVICE_UIDS].sort());
      for (const d of rows) {
        expect(d.uid).toMatch(/^bf[0-9a-f]{20}$/);
        expect(d.owner && d.seller && d.model).toBeTruthy();
        expect(d.uuid).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(rows.filter((d) => d.addressId !== null).length).toBeGreaterThanOrEqual(30);
    });

    it('refuses a first prod start without an admin password', { timeout: 60_000 }, async () => {
      const fresh = await openDatabase(await options());
      try {
        await migrateDatabase(fresh);
        await expect(seedDatabase(fresh.db, { profile: 'prod' })).rejects.toThrow(
          /ADMIN_PASSWORD is required/,
        );
        await seedDatabase(fresh.db, { profile: 'prod', adminPassword: 'S3cret-admin' });
        expect(await fresh.db.$count(schema.users)).toBe(1);
        expect(await fresh.db.$count(schema.devices)).toBe(0);
      } finally {
        await fresh.close();
      }
    });
  });
}

describe('migrations', () => {
  it('use only identifiers PostgreSQL keeps whole (max 63 characters)', () => {
    const sqlText = readFileSync(new URL('./migrations/0000_init.sql', import.meta.url), 'utf8');
    const long = [...sqlText.matchAll(/"([a-z0-9_]+)"/g)]
      .map((m) => m[1] as string)
      .filter((n) => n.length > 63);
    expect(long).toEqual([]);
  });
});

// Each pass tests its own database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) describeDatabase('PGlite (in memory)', async () => ({}));
else
  describe('PostgreSQL', () => {
    // A fresh database per run, dropped afterwards: tests never touch data they did not create.
    const admin = new pg.Client({ connectionString: serverUrl });
    const names: string[] = [];
    const createDatabase = async () => {
      if (names.length === 0) await admin.connect();
      const name = `db_test_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${name}`);
      names.push(name);
      const url = new URL(serverUrl as string);
      url.pathname = `/${name}`;
      return { databaseUrl: url.toString(), poolMax: 4 };
    };
    afterAll(async () => {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      if (names.length) await admin.end();
    });
    describeDatabase('PostgreSQL', createDatabase);
  });
