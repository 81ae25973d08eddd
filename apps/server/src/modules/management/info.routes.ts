import type { FastifyInstance } from 'fastify';
import { APP_VERSION, type ManagementInfo } from '@app/contracts';
import type { AppConfig } from '../../config/config';

/** GET management/info: what the client needs to draw the ribbon and show the docs menu. */
export async function infoRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.get(
    '/management/info',
    { config: { access: 'public' }, schema: { tags: ['management'] } },
    async (): Promise<ManagementInfo> => {
      const activeProfiles = [config.profile, ...(config.apiDocs ? ['api-docs'] : [])];
      return {
        'display-ribbon-on-profiles': 'dev',
        activeProfiles,
        build: { version: APP_VERSION, name: 'purifier-backoffice' },
      };
    },
  );
}
