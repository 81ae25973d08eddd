import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../src/db/client';
import { comPartnerAddrs, tabServices, userAccounts, users } from '../src/db/schema';

/** The id of a user by login (a demo or test user that must exist). */
export async function userIdOf(db: AppDatabase, login: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

/** The id of a service by code (DEVICE_MANAGEMENT, STATISTICS_MANAGEMENT, …). */
export async function serviceIdOf(db: AppDatabase, code: string): Promise<number> {
  const [row] = await db.select({ id: tabServices.id }).from(tabServices).where(eq(tabServices.code, code));
  if (!row) throw new Error(`no service ${code}`);
  return row.id;
}

/** The ids of the accounts of some users, by login (a login without an account is left out). */
export async function accountIdsOf(db: AppDatabase, logins: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: userAccounts.id, login: users.login })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(inArray(users.login, [...logins]));
  return new Map(rows.map((r) => [r.login, r.id]));
}

/** The id of a user's account, by login (one that must exist). */
export async function accountIdOf(db: AppDatabase, login: string): Promise<number> {
  const id = (await accountIdsOf(db, [login])).get(login);
  if (id === undefined) throw new Error(`no account for ${login}`);
  return id;
}

/** A user's account and the addresses (sites) of its business partner, by login. */
export async function addressesOf(
  db: AppDatabase,
  login: string,
): Promise<{ account: number; addresses: number[] }> {
  const [row] = await db
    .select({ account: userAccounts.id, business: userAccounts.comPartnerAccountId })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(users.login, login));
  if (!row?.business) throw new Error(`no business partner for ${login}`);
  const addresses = await db
    .select({ id: comPartnerAddrs.id })
    .from(comPartnerAddrs)
    .where(eq(comPartnerAddrs.accountId, row.business));
  return { account: row.account, addresses: addresses.map((a) => a.id) };
}
