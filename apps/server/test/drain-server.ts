/**
 * A server process for the graceful-drain test: the app as main.ts runs it (the same shutdown on
 * SIGTERM, the jobs started), on a private clone of the test template instead of a freshly
 * migrated and seeded database (which takes minutes with the demo history).
 * Env: DRAIN_TEMPLATE (the template's JSON), plus the app's own (PORT, SHUTDOWN_DRAIN_MS ...).
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { serveUntilSignalled } from '../src/graceful-shutdown';
import { openTestDatabase, type TemplateInfo } from './test-database';

const config = loadConfig();
const database = await openTestDatabase(JSON.parse(process.env.DRAIN_TEMPLATE!) as TemplateInfo);
const app = await buildApp(config, { database });
await serveUntilSignalled(app, config, () => database.close());
console.log('drain-server listening');
