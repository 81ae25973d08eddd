import { inArray } from 'drizzle-orm';
import type { Authority } from '@app/contracts';
import { hashPassword } from '../../lib/password-hash';
import type { AppDatabase } from '../client';
import { userAuthorities, users } from '../schema/index';

export interface SeedUser {
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  authorities: Authority[];
  langKey?: string;
}

/**
 * Creates the users whose login does not exist yet (with their authorities) and returns the id of
 * every requested login. Existing users are left untouched, so edits made in the app survive
 * restarts. Hashes run in parallel: argon2 works on the libuv pool, and hashing dominates.
 */
export async function ensureUsers(db: AppDatabase, specs: readonly SeedUser[]): Promise<Map<string, number>> {
  const logins = specs.map((s) => s.login);
  const ids = new Map<string, number>();
  if (specs.length === 0) return ids;
  const existing = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, logins));
  for (const row of existing) ids.set(row.login, row.id);

  const missing = specs.filter((s) => !ids.has(s.login));
  if (missing.length === 0) return ids;
  const hashes = await Promise.all(missing.map((s) => hashPassword(s.password)));
  const inserted = await db
    .insert(users)
    .values(
      missing.map((s, i) => ({
        login: s.login,
        passwordHash: hashes[i] as string,
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email.toLowerCase(),
        activated: true,
        langKey: s.langKey ?? 'it',
      })),
    )
    .returning({ id: users.id, login: users.login });
  for (const row of inserted) ids.set(row.login, row.id);
  await db
    .insert(userAuthorities)
    .values(
      missing.flatMap((s) =>
        s.authorities.map((authorityName) => ({ userId: ids.get(s.login) as number, authorityName })),
      ),
    );
  return ids;
}
