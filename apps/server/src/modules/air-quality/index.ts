import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { AirQualityRepository } from './air-quality.repository';
import { airQualityRoutes } from './air-quality.routes';
import { AirQualityService } from './air-quality.service';

/** Site air quality: PM2.5 by hour of the week per site, against the WHO guideline. */
export async function airQualityModule(app: FastifyInstance, context: ModuleContext) {
  const airQuality = new AirQualityService(new AirQualityRepository(context.database.db));
  await app.register(airQualityRoutes, { airQuality });
}
