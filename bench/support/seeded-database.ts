import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDatabase } from '../../apps/server/src/db/seed';

/**
 * A bench's database as the server finds it at start: migrated and seeded with the dev profile (the
 * demo accounts every bench signs in as). Both steps are idempotent, so a re-run reuses the data.
 */
export async function openSeededDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { profile: 'dev' });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The same for a bench that writes its own data through its own client afterwards. */
export async function prepareSeededDatabase(databaseUrl: string): Promise<void> {
  await (await openSeededDatabase({ databaseUrl })).close();
}
