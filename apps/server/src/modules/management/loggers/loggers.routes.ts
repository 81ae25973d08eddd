import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_AUTHORITIES,
  changeLogLevelSchema,
  loggerLevelsSchema,
  loggersReportSchema,
} from '@app/contracts';
import { requirePrincipal } from '../../../plugins/caller';
import type { LoggersService } from './loggers.service';

const nameParams = z.object({ name: z.string().min(1).max(200) });

/** GET management/loggers, GET and POST management/loggers/{name} (the level changes at once). */
export async function loggersRoutes(app: FastifyInstance, { loggers }: { loggers: LoggersService }) {
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
    async (request) => loggers.levels(request.params.name),
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
      const actor = requirePrincipal(request).login;
      await loggers.changeLevel(actor, request.params.name, request.body.configuredLevel);
      return reply.status(204).send();
    },
  );
}
