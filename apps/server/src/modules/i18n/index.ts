import type { FastifyInstance } from 'fastify';
import { i18nRoutes } from './i18n.routes';

/** The translation catalogs the web app loads before sign-in: GET i18n/{locale}.json, public. */
export async function i18nModule(app: FastifyInstance) {
  await app.register(i18nRoutes);
}
