import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { ModuleContext } from '../module-context';
import {
  FILTER_FORECAST_EVERY_MS,
  FilterForecastJob,
  type FilterForecastJobOptions,
} from './filter-forecast.job';
import { FilterForecastRefresher } from './filter-forecast.refresher';
import { FilterForecastRepository } from './filter-forecast.repository';
import { filterForecastRoutes } from './filter-forecast.routes';
import { FilterForecastService } from './filter-forecast.service';
import { filtersDueExport } from './filters-export';

/**
 * Fleet care, filters: the due list and per-device forecast, and the forecast job the
 * job engine runs every 10 minutes (`filterForecastEveryMs` overrides it).
 */
export async function fleetFiltersModule(
  app: FastifyInstance,
  context: ModuleContext & { filterForecastEveryMs?: number },
) {
  const repository = new FilterForecastRepository(context.database.db);
  const filters = new FilterForecastService(repository);
  await app.register(filterForecastRoutes, { filters });
  context.exportReaders.register('filters-due', {
    service: 'DEVICE_MANAGEMENT',
    read: (caller, language, now) => filtersDueExport(filters, caller, language, now),
  });
  const job = new FilterForecastJob(repository);
  context.jobs.recurring({
    id: 'filter-forecast',
    everyMs: context.filterForecastEveryMs ?? FILTER_FORECAST_EVERY_MS,
    run: () => job.runOnce(),
  });
}

/**
 * Computes every missing or stale filter forecast now, in batches (main.ts after the seed, tests,
 * the bench): `await refreshForecasts(database.db)`. Answers how many devices it computed.
 */
export const refreshForecasts = (db: AppDatabase, options: FilterForecastJobOptions = {}): Promise<number> =>
  new FilterForecastJob(new FilterForecastRepository(db), options).refreshAll();

/**
 * The forecasts that follow the ingest (app.ts makes one and hands it to the modules): the devices
 * whose statuses were just stored are recomputed a few seconds later, in one batch.
 */
export function createFilterForecastRefresher(
  db: AppDatabase,
  log: FastifyBaseLogger,
  delayMs?: number,
): FilterForecastRefresher {
  const repository = new FilterForecastRepository(db);
  return new FilterForecastRefresher(repository, new FilterForecastJob(repository), log, delayMs);
}

export { FilterForecastRefresher } from './filter-forecast.refresher';
