import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { AirQualityRepository } from './air-quality.repository';
import { airQualityRoutes } from './air-quality.routes';
import { AirQualityService } from './air-quality.service';
import { airQualityExport } from './air-quality-export';
import { AirStandardsRepository } from './air-standards.repository';
import { AirStandardsOverviewRepository } from './air-standards-overview.repository';
import { AirStandardsService } from './air-standards.service';
import { SiteOpeningHoursRepository } from '../../db/site-opening-hours.repository';
import type { AppDatabase } from '../../db/client';
import { EffectivenessService } from './effectiveness.service';
import {
  PURIFIER_EFFECT_EVERY_MS,
  PurifierEffectJob,
  type PurifierEffectJobOptions,
} from './purifier-effect.job';
import { PurifierEffectRepository } from './purifier-effect.repository';

/**
 * Site air quality: PM2.5 by hour of the week per site, against the WHO guideline; the standards
 * report; purifier effectiveness and the purifier-effect job the job engine runs every 10 minutes
 * (`purifierEffectEveryMs` overrides it).
 */
export async function airQualityModule(
  app: FastifyInstance,
  context: ModuleContext & { purifierEffectEveryMs?: number },
) {
  const { db } = context.database;
  const sites = new AirQualityRepository(db);
  const airQuality = new AirQualityService(sites);
  const airStandards = new AirStandardsService(
    sites,
    new AirStandardsRepository(db),
    new SiteOpeningHoursRepository(db),
    airQuality,
    db,
    context.reportPool,
    new AirStandardsOverviewRepository(db),
  );
  const effects = new PurifierEffectRepository(db);
  const effectiveness = new EffectivenessService(db, sites, effects, airQuality);
  await app.register(airQualityRoutes, { airQuality, airStandards, effectiveness });
  const job = new PurifierEffectJob(effects);
  context.jobs.recurring({
    id: 'purifier-effect',
    everyMs: context.purifierEffectEveryMs ?? PURIFIER_EFFECT_EVERY_MS,
    run: () => job.runOnce(),
  });
  context.exportReaders.register('air-quality', {
    service: 'STATISTICS_MANAGEMENT',
    read: (caller, language) => airQualityExport(airQuality, caller, language),
  });
}

/** Computes every missing or stale purifier verdict now (tests, the demo seed): answers how many. */
export const refreshPurifierEffects = (
  db: AppDatabase,
  options: PurifierEffectJobOptions = {},
): Promise<number> => new PurifierEffectJob(new PurifierEffectRepository(db), options).refreshAll();
