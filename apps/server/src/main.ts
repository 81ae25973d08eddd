import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { openDatabase } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { seedDatabase } from './db/seed';
import { buildApp } from './app';
import { refreshForecasts } from './modules/fleet-filters';
import { pino } from 'pino';
import type { DatabaseHandle } from './db/client';
import { isNewEmbeddedDatabase, isPreparing, prepareInChildProcess } from './first-start';
import { serveUntilSignalled } from './graceful-shutdown';
import { StartupPhases } from './startup-phases';

/** Process entry: config, migrate, seed, listen, graceful shutdown (drain, close, stop the jobs). */
async function main() {
  const phases = new StartupPhases();
  phases.done('code loaded');
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
  if (isPreparing()) {
    await prepareAndExit(config);
    process.exit(0);
  }
  if (isNewEmbeddedDatabase(config)) {
    await prepareInChildProcess();
    phases.done('new database prepared in a child process');
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  phases.done('database opened');
  await migrateDatabase(database);
  phases.done('migrations');
  const app = await buildApp(config, { database });
  phases.done('app built');
  // From here on each phase is logged as it ends: a fresh first start seeds for a while.
  phases.log = (line) => app.log.info(line);
  try {
    await prepareDatabase(database, config, (m) => app.log.info(m));
    phases.done('seed');
  } catch (error) {
    app.log.fatal((error as Error).message);
    await database.close();
    process.exit(1);
  }

  await serveUntilSignalled(app, config, () => database.close());
  phases.done('listening and jobs started');
  app.log.info(`started in ${phases.summary()}`);
  app.log.info(`Purifier Backoffice (${config.profile}) on ${config.baseUrl} — database: ${database.kind}`);
}

/** Seeds what is missing (dev: the demo data and its history) and computes the filter forecasts. */
async function prepareDatabase(database: DatabaseHandle, config: AppConfig, log: (m: string) => void) {
  // Under the startup lock: instances started together seed one after the other.
  await withStartupLock(database, async () => {
    await seedDatabase(database.db, {
      profile: config.profile,
      adminPassword: config.adminPassword,
      // Dev: 90 days of simulated status history for the demo fleet on a fresh database (once).
      demoHistory: true,
      log,
    });
    // The filter forecasts of the seeded history, so the due list is filled from the first page.
    const forecasts = await refreshForecasts(database.db);
    if (forecasts) log(`filter forecasts computed: ${forecasts}`);
  });
}

/** The child of a first start (first-start.ts): migrate and seed the new database, then exit. */
async function prepareAndExit(config: AppConfig) {
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({
    dataDir: path.join(config.dataDir, 'db'),
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    logger.info('first start: preparing the new database (migrations, seed)');
    await migrateDatabase(database);
    await prepareDatabase(database, config, (m) => logger.info(m));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
