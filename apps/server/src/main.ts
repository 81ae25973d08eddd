import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { openDatabase } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { seedDatabase } from './db/seed';
import { buildApp } from './app';
import { refreshForecasts } from './modules/fleet-filters';
import { serveUntilSignalled } from './graceful-shutdown';

/** Process entry: config, migrate, seed, listen, graceful shutdown (drain, close, stop the jobs). */
async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.webDistDir ??= path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  await migrateDatabase(database);
  const app = await buildApp(config, { database });
  try {
    // Under the startup lock: instances started together seed one after the other.
    await withStartupLock(database, async () => {
      await seedDatabase(database.db, {
        profile: config.profile,
        adminPassword: config.adminPassword,
        // Dev: 90 days of simulated status history for the demo fleet on a fresh database (a few seconds, once).
        demoHistory: true,
        log: (m) => app.log.info(m),
      });
      // The filter forecasts of the seeded history, so the due list is filled from the first page.
      const forecasts = await refreshForecasts(database.db);
      if (forecasts) app.log.info(`filter forecasts computed: ${forecasts}`);
    });
  } catch (error) {
    app.log.fatal((error as Error).message);
    await database.close();
    process.exit(1);
  }

  await serveUntilSignalled(app, config, () => database.close());
  app.log.info(`Purifier Backoffice (${config.profile}) on ${config.baseUrl} — database: ${database.kind}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
