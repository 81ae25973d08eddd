import type { FastifyInstance } from 'fastify';
import { ADMIN_AUTHORITIES } from '@app/contracts';
import type { ModuleContext } from '../../module-context';
import { configProps, environment } from './config-report';

/** GET management/configprops and management/env (secrets masked). */
export async function configurationRoutes(app: FastifyInstance, { config, database }: ModuleContext) {
  const options = { config: { access: ADMIN_AUTHORITIES }, schema: { tags: ['management'] } };
  app.get('/management/configprops', options, async () => configProps(config, database.kind));
  app.get('/management/env', options, async () => environment(config));
}
