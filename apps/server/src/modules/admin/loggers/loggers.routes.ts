import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_AUTHORITIES,
  changeLogLevelSchema,
  loggerLevelsSchema,
  loggersReportSchema,
} from '@app/contracts';
import { notFound } from '../../../lib/app-error';
import { requirePrincipal } from '../../../plugins/caller';
import type { Services } from '../../../services';
import type { LoggerRegistry } from './logger-registry';

const nameParams = z.object({ name: z.string().min(1).max(200) });

/** GET management/loggers, GET and POST management/loggers/{name} (the level changes at once). */
export async function loggersRoutes(
  app: FastifyInstance,
  { loggers, services }: { loggers: LoggerRegistry; services: Services },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_AUTHORITIES };
  const tags = ['management'];

  r.get(
    '/management/loggers',
    { config, schema: { tags, response: { 200: loggersReportSchema } } },
    async () => loggers.report(),
  );

  r.get(
    '/management/loggers/:name',
    { config, schema: { tags, params: nameParams, response: { 200: loggerLevelsSchema } } },
    async (request) => {
      const entry = loggers.report().loggers[request.params.name];
      if (!entry) throw notFound(`No logger named ${request.params.name}`);
      return entry;
    },
  );

  r.post(
    '/management/loggers/:name',
    {
      config: { ...config, objectName: 'logger' },
      schema: {
        tags,
        params: nameParams,
        body: changeLogLevelSchema,
        response: { 204: z.undefined().describe('The level is changed') },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!loggers.has(name)) throw notFound(`No logger named ${name}`);
      loggers.setLevel(name, request.body.configuredLevel);
      await services.audit.record(requirePrincipal(request).login, 'LOGGER_LEVEL_CHANGED', {
        logger: name,
        level: request.body.configuredLevel ?? 'inherited',
      });
      return reply.status(204).send();
    },
  );
}
