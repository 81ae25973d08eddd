import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { i18nRoutes } from './i18n.routes';
import { infoRoutes } from './info.routes';

/** Public facts the web app reads before sign-in: management/info and the i18n catalogs. */
export async function managementModule(app: FastifyInstance, context: ModuleContext) {
  await app.register(infoRoutes, { config: context.config });
  await app.register(i18nRoutes);
}
