import { and, eq } from 'drizzle-orm';
import { tabServices, tabServiceUserPermissions, users } from '../../apps/server/src/db/schema';
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
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'));
  const [row] = await db
    .select({ id: tabServices.id })
    .from(tabServices)
    .where(eq(tabServices.code, service));
  await db
    .delete(tabServiceUserPermissions)
    .where(
      and(
        eq(tabServiceUserPermissions.userId, user!.id),
        eq(tabServiceUserPermissions.tabServiceId, row!.id),
      ),
    );
  await db.insert(tabServiceUserPermissions).values({
    userId: user!.id,
    createdById: admin!.id,
    tabServiceId: row!.id,
    permissionCreate: flags.permissionUpdate,
    permissionDelete: flags.permissionUpdate,
    ...flags,
  });
}
