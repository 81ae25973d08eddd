import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_AUTHORITIES, configPropsReportSchema, envReportSchema } from '@app/contracts';
import type { ModuleContext } from '../../module-context';
import { configProps, environment } from './config-report';

/** GET management/configprops and management/env (secrets masked). */
export async function configurationRoutes(app: FastifyInstance, { config, database }: ModuleContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routeConfig = { access: ADMIN_AUTHORITIES };
  const tags = ['management'];
  r.get(
    '/management/configprops',
    { config: routeConfig, schema: { tags, response: { 200: configPropsReportSchema } } },
    async () => configProps(config, database.kind),
  );
  r.get(
    '/management/env',
    { config: routeConfig, schema: { tags, response: { 200: envReportSchema } } },
    async () => environment(config),
  );
}
