import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { SiteAirRepository } from '../../db/site-air.repository';
import { LatestStatusRepository } from '../iot';
import { airScreenRoutes } from './air-screen.routes';
import { AIR_SCREEN_LIMITS, AirScreenService } from './air-screen.service';
import { AirShareRepository } from './air-share.repository';
import { airShareRoutes } from './air-share.routes';
import { AirShareService } from './air-share.service';

export { AIR_SCREEN_LIMITS } from './air-screen.service';

/** Share links of a site's live air screen and the public screen itself (docs/decisions/050). */
export async function airShareModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const links = new AirShareRepository(db);
  const sites = new SiteAirRepository(db);
  await app.register(airShareRoutes, { links: new AirShareService(links, sites) });
  const screens = new AirScreenService(links, sites, new LatestStatusRepository(db), {
    perClient: context.platform.attemptLimiter('air-screen:client', AIR_SCREEN_LIMITS.perClient),
    perToken: context.platform.attemptLimiter('air-screen:token', AIR_SCREEN_LIMITS.perToken),
  });
  await app.register(airScreenRoutes, { screens });
}
