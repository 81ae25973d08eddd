import { and, eq } from 'drizzle-orm';
import { tabServiceUserPermissions } from '../../apps/server/src/db/schema';
import { serviceIdOf, userIdOf } from '../../apps/server/test/lookups';
import type { RunningServer } from './server';

/**
 * Replaces a user's own permission record for one service (its code, e.g. DEVICE_MANAGEMENT),
 * recorded as created by admin; create and delete follow update. The next sign-in reads it.
 */
export async function setServicePermission(
  server: RunningServer,
  login: string,
  service: string,
  flags: { permissionRead: boolean; permissionUpdate: boolean },
) {
  const db = server.database.db;
  const userId = await userIdOf(db, login);
  const adminId = await userIdOf(db, 'admin');
  const serviceId = await serviceIdOf(db, service);
  await db
    .delete(tabServiceUserPermissions)
    .where(
      and(
        eq(tabServiceUserPermissions.userId, userId),
        eq(tabServiceUserPermissions.tabServiceId, serviceId),
      ),
    );
  await db.insert(tabServiceUserPermissions).values({
    userId,
    createdById: adminId,
    tabServiceId: serviceId,
    permissionCreate: flags.permissionUpdate,
    permissionDelete: flags.permissionUpdate,
    ...flags,
  });
}
