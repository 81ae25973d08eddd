import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityByName } from '@app/contracts';
import type { EntityAccess } from '../accounts/entity-access';
import { idSchema } from '../../db/column-bounds';
import { requirePrincipal } from '../../plugins/auth';
import { entityTable } from './entity-tables';
import type { PermissionSheetService } from './permission-sheet.service';

/**
 * GET api/tab-service-user-permissions/new-permission-list?userId=: the permission sheet of a user,
 * one entry per service in use: the stored record, or a new one (no id, all flags off) to fill in.
 */
export function registerPermissionListRoutes(
  app: FastifyInstance,
  service: PermissionSheetService,
  access: EntityAccess,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tab-service-user-permissions/new-permission-list',
    {
      config: { access: 'authenticated', objectName: 'tabServiceUserPermission' },
      schema: {
        tags: ['tab-service-user-permission'],
        querystring: z.object({ userId: idSchema(entityTable('user').id) }),
      },
    },
    async (request) => {
      // Same access as reading permission records: admins, or account users for users of their subtree.
      const grant = await access.resolve(request, entityByName('tab-service-user-permission')!, 'read');
      return service.sheetOf(
        request.query.userId,
        grant.relationScopes.userId,
        requirePrincipal(request).login,
      );
    },
  );
}
