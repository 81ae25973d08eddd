import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { tabServices, tabServiceUserPermissions, users } from '../../db/schema';
import type { Condition } from './entity.repository';
import { EntityRepository } from './entity.repository';

export type StoredPermission = typeof tabServiceUserPermissions.$inferSelect;
export type ServiceRow = typeof tabServices.$inferSelect;
export interface UserRef {
  id: number;
  login: string;
}

/** The reads behind a user's permission sheet: the user, the services in use, the stored permission records. */
export class PermissionSheetRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Whether the user exists within `scope` (a condition on the user table). */
  userExists(userId: number, scope?: Condition): Promise<boolean> {
    return new EntityRepository(this.db, 'user').exists(userId, scope);
  }

  async userById(userId: number): Promise<UserRef | undefined> {
    const [user] = await this.db
      .select({ id: users.id, login: users.login })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  async userByLogin(login: string): Promise<UserRef | undefined> {
    const [user] = await this.db
      .select({ id: users.id, login: users.login })
      .from(users)
      .where(eq(users.login, login));
    return user;
  }

  /** The services not removed, by id. */
  servicesInUse(): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(tabServices)
      .where(eq(tabServices.removed, false))
      .orderBy(asc(tabServices.id));
  }

  permissionsOf(userId: number): Promise<StoredPermission[]> {
    return this.db
      .select()
      .from(tabServiceUserPermissions)
      .where(and(eq(tabServiceUserPermissions.userId, userId)));
  }
}
