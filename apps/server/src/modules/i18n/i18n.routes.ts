import type { FastifyInstance } from 'fastify';
import { i18nCatalogSchema } from '@app/contracts';
import { catalogs, isLocale } from '@app/i18n';
import { notFound } from '../../lib/app-error';

/** GET i18n/{locale}.json: the catalogs the web app loads, one call per language. */
export async function i18nRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/i18n/:file',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: i18nCatalogSchema } } },
    async (request, reply) => {
      const locale = request.params.file.replace(/\.json$/, '');
      if (!request.params.file.endsWith('.json') || !isLocale(locale))
        throw notFound(`No catalog for ${request.params.file}`);
      reply.header('cache-control', 'public, max-age=300');
      return catalogs[locale];
    },
  );
}
