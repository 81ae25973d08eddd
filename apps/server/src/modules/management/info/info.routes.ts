import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION, managementInfoSchema } from '@app/contracts';
import type { AppConfig } from '../../../config/config';

/** GET management/info: what the client needs to draw the ribbon and show the docs menu. */
export async function infoRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/management/info',
    {
      config: { access: 'public' },
      schema: { tags: ['management'], response: { 200: managementInfoSchema } },
    },
    async () => {
      const activeProfiles = [config.profile, ...(config.apiDocs ? ['api-docs'] : [])];
      return {
        'display-ribbon-on-profiles': 'dev',
        activeProfiles,
        build: { version: APP_VERSION, name: 'purifier-backoffice' },
      };
    },
  );
}
