import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { userAccounts, users } from '../schema/index';
import { ensureUsers } from './users';
import type { SeedLog } from './util';

export const ADMIN_LOGIN = 'admin';

export interface AdminSeedOptions {
  profile: 'dev' | 'prod';
  adminPassword?: string;
}

/**
 * The super user: login 'admin' (ROLE_ADMIN + ROLE_USER) with the root ADMIN account.
 * Its password is set only when the user is created: later starts never reset it.
 * Returns the admin's user id and account id.
 */
export async function ensureAdmin(
  db: AppDatabase,
  options: AdminSeedOptions,
  adminTypeId: number,
  log: SeedLog,
): Promise<{ userId: number; accountId: number }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.login, ADMIN_LOGIN));
  let userId = existing?.id;
  if (userId === undefined) {
    const password = options.profile === 'dev' ? 'admin' : options.adminPassword;
    if (!password) {
      throw new Error(
        'ADMIN_PASSWORD is required on the first prod start: there is no admin user yet, set ADMIN_PASSWORD to create it.',
      );
    }
    const ids = await ensureUsers(db, [
      {
        login: ADMIN_LOGIN,
        password,
        firstName: 'Amministratore',
        lastName: 'Sistema',
        email: 'admin@example.com',
        authorities: ['ROLE_ADMIN', 'ROLE_USER'],
      },
    ]);
    userId = ids.get(ADMIN_LOGIN) as number;
    log(
      `admin user created (${options.profile === 'dev' ? "dev password 'admin'" : 'password from ADMIN_PASSWORD'})`,
    );
  }

  const [account] = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(eq(userAccounts.userId, userId));
  if (account) return { userId, accountId: account.id };
  // The root of the account tree: no parent.
  const [created] = await db
    .insert(userAccounts)
    .values({ userId, typeId: adminTypeId })
    .returning({ id: userAccounts.id });
  log('admin account created');
  return { userId, accountId: (created as { id: number }).id };
}
