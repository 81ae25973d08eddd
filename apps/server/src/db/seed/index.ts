import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { ensureAdmin } from './admin';
import { seedDemo } from './demo';
import { seedDemoAlertRules } from './demo-alerts';
import { seedDemoHistory } from './demo-history';
import { seedDemoSiteSettings } from './demo-site-settings';
import {
  seedAccountTypes,
  seedAuthorities,
  seedCities,
  seedDeviceModels,
  seedNations,
  seedPermissionPresets,
  seedServices,
} from './reference';

export { DEMO_DEVICE_UIDS, DEMO_DEVICES } from './demo';

export interface SeedOptions {
  profile: 'dev' | 'prod';
  /** Password of the admin user created on the first prod start (ignored once it exists). */
  adminPassword?: string;
  log?: (msg: string) => void;
  /**
   * Dev profile: also write 90 days of simulated status history for the demo devices that have none
   * (seedDemoHistory). The dev start turns it on; the test template leaves it off, and the tests that
   * need history call seedDemoHistory themselves.
   */
  demoHistory?: boolean;
}

/** Any fixed number: the advisory-lock key that keeps two starting instances from seeding twice. */
const SEED_LOCK_KEY = 727_002;

/**
 * Reference data (both profiles) and, in dev, the demo data. Idempotent and meant to run on every
 * start: each part adds only rows whose natural key is missing. One transaction: a crash
 * mid-way leaves nothing half-seeded, and the lock serialises concurrent starts.
 */
export async function seedDatabase(db: AppDatabase, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedAuthorities(tx, log);
    const typeIds = await seedAccountTypes(tx, log);
    const serviceIds = await seedServices(tx, log);
    await seedNations(tx, log);
    await seedDeviceModels(tx, log);
    await seedCities(tx, log);
    const admin = await ensureAdmin(tx, options, typeIds.get('ADMIN') as number, log);
    await seedPermissionPresets(tx, admin.userId, serviceIds, log);
    if (options.profile === 'dev') await seedDemo(tx, typeIds, log);
    if (options.profile === 'dev' && options.demoHistory) await seedDemoHistory(tx, log);
    // The demo's alert rules, opening hours and thresholds come with its history: the dev start
    // only, never the test template (whose sites are open at all times, at the default thresholds).
    if (options.profile === 'dev' && options.demoHistory) {
      await seedDemoAlertRules(tx, log);
      await seedDemoSiteSettings(tx, log);
    }
  });
  log(`seed (${options.profile}) done in ${Math.round(performance.now() - started)} ms`);
}
