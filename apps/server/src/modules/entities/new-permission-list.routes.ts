import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityByName, permissionSheetEntrySchema } from '@app/contracts';
import { EntityAccess } from '../access/entity-access';
import { idSchema } from '../../db/column-bounds';
import { requireCaller } from '../../plugins/caller';
import type { PermissionSheetService } from './permission-sheet.service';

/**
 * GET api/tab-service-user-permissions/new-permission-list?userId=: the permission sheet of a user,
 * one entry per service in use: the stored record, or a new one (no id, all flags off) to fill in.
 */
export async function permissionSheetRoutes(
  app: FastifyInstance,
  { service, access }: { service: PermissionSheetService; access: EntityAccess },
) {
  const records = entityByName('tab-service-user-permission')!;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tab-service-user-permissions/new-permission-list',
    {
      // Same access as reading permission records: admins, or account users for users of their subtree.
      config: { ...EntityAccess.routeNeeds(records, 'read'), objectName: records.i18nKey },
      schema: {
        tags: ['tab-service-user-permission'],
        querystring: z.object({ userId: idSchema(service.userIdBounds) }),
        response: { 200: z.array(permissionSheetEntrySchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const grant = await access.resolve(caller, records, 'read');
      return service.sheetOf(request.query.userId, grant.relationScopes.userId, caller.login);
    },
  );
}
