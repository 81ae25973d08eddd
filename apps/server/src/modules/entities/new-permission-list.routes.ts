import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { entityByName } from '@app/contracts';
import type { EntityAccess } from '../accounts/entity-access';
import { EntityRepository } from './entity.repository';
import { entityTable } from './entity-tables';
import type { AppDatabase } from '../../db/client';
import { tabServices, tabServiceUserPermissions, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { idSchema } from '../../db/column-bounds';
import { requirePrincipal } from '../../plugins/auth';

/**
 * GET api/tab-service-user-permissions/new-permission-list?userId=: the permission sheet of a user,
 * one entry per service in use: the stored record, or a new one (no id, all flags off) to fill in.
 */
export function registerPermissionListRoutes(app: FastifyInstance, db: AppDatabase, access: EntityAccess) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tab-service-user-permissions/new-permission-list',
    {
      config: { access: 'authenticated', objectName: 'tabServiceUserPermission' },
      schema: {
        tags: ['tab-service-user-permission'],
        querystring: z.object({ userId: idSchema(users.id) }),
      },
    },
    async (request) => {
      const { userId } = request.query;
      // Same access as reading permission records: admins, or account users for users of their subtree.
      const grant = await access.resolve(request, entityByName('tab-service-user-permission')!, 'read');
      const userScope = grant.relationScopes.userId;
      if (userScope && !(await new EntityRepository(db, entityTable('user')).exists(userId, userScope))) {
        throw notFound(`No user with id ${userId}`);
      }
      const [user] = await db
        .select({ id: users.id, login: users.login })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw notFound(`No user with id ${userId}`);
      const [caller] = await db
        .select({ id: users.id, login: users.login })
        .from(users)
        .where(eq(users.login, requirePrincipal(request).login));
      const services = await db
        .select()
        .from(tabServices)
        .where(eq(tabServices.removed, false))
        .orderBy(asc(tabServices.id));
      const stored = await db
        .select()
        .from(tabServiceUserPermissions)
        .where(and(eq(tabServiceUserPermissions.userId, userId)));
      return services.map((s) => {
        const record = stored.find((p) => p.tabServiceId === s.id);
        const flags = (k: keyof typeof tabServiceUserPermissions.$inferSelect) =>
          record ? Boolean(record[k]) : false;
        return {
          id: record?.id ?? null,
          createdAt: record?.createdAt.toISOString() ?? null,
          permissionCreate: flags('permissionCreate'),
          permissionRead: flags('permissionRead'),
          permissionUpdate: flags('permissionUpdate'),
          permissionDelete: flags('permissionDelete'),
          permissionCreateAllowed: flags('permissionCreateAllowed'),
          permissionReadAllowed: flags('permissionReadAllowed'),
          permissionUpdateAllowed: flags('permissionUpdateAllowed'),
          permissionDeleteAllowed: flags('permissionDeleteAllowed'),
          userId: user.id,
          userLogin: user.login,
          createdById: record?.createdById ?? caller?.id ?? null,
          tabServiceId: s.id,
          tabServiceName: s.name,
          tabServiceCode: s.code,
          tabServiceReadOnly: s.readOnly,
          relatedPresetId: record?.relatedPresetId ?? null,
        };
      });
    },
  );
}
