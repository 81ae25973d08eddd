import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { UserSortField } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { authorities, userAuthorities, userSessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export interface UserWithAuthorities extends UserRow {
  authorities: string[];
}

/** What decides whether a token still opens a session (docs/decisions/012). */
export interface SessionState {
  id: number;
  activated: boolean;
  tokenVersion: number;
  authorities: string[];
  /** The ids of its open sessions: unexpired and of its current token version. */
  sessionIds: string[];
}

/** Set in the same UPDATE as a change that must end the user's sessions: their tokens carry the old version. */
const nextTokenVersion = { tokenVersion: sql<number>`${users.tokenVersion} + 1` };

/** The only place that reads and writes login users and their authorities. */
export class UserRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The same repository on a transaction (`db.transaction(tx => ...)`), e.g. to queue a mail with the change. */
  withTransaction(tx: AppDatabase): UserRepository {
    return new UserRepository(tx);
  }

  async findByLogin(login: string): Promise<UserWithAuthorities | undefined> {
    return this.withAuthorities(await this.first(eq(users.login, login.toLowerCase())));
  }

  async findByEmail(email: string): Promise<UserWithAuthorities | undefined> {
    return this.withAuthorities(await this.first(eq(sql`lower(${users.email})`, email.toLowerCase())));
  }

  async findById(id: number): Promise<UserWithAuthorities | undefined> {
    return this.withAuthorities(await this.first(eq(users.id, id)));
  }

  /** The user's session state in one query, or undefined when the login does not exist. */
  async sessionState(login: string): Promise<SessionState | undefined> {
    const granted = sql<
      string[]
    >`coalesce(array_agg(${userAuthorities.authorityName}::text order by ${userAuthorities.authorityName}) filter (where ${userAuthorities.authorityName} is not null), '{}'::text[])`;
    const [row] = await this.db
      .select({
        id: users.id,
        activated: users.activated,
        tokenVersion: users.tokenVersion,
        authorities: granted,
        sessionIds: sql<string[]>`array(select s.id::text from ${userSessions} s
          where s.user_id = ${users.id} and s.token_version = ${users.tokenVersion} and s.expires_date > now())`,
      })
      .from(users)
      .leftJoin(userAuthorities, eq(userAuthorities.userId, users.id))
      .where(eq(users.login, login.toLowerCase()))
      .groupBy(users.id);
    return row;
  }

  /** A page of users with their authorities (user management). */
  async page(options: {
    page: number;
    size: number;
    sort: Array<{ field: UserSortField; direction: 'asc' | 'desc' }>;
  }): Promise<{ rows: UserWithAuthorities[]; total: number }> {
    const orderBy = options.sort.map((s) => (s.direction === 'asc' ? asc : desc)(users[s.field]));
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .orderBy(...orderBy, asc(users.id))
        .limit(options.size)
        .offset(options.page * options.size),
      this.db.select({ n: sql<number>`count(*)::int` }).from(users),
    ]);
    const granted = rows.length
      ? await this.db
          .select()
          .from(userAuthorities)
          .where(
            inArray(
              userAuthorities.userId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return {
      total: count?.n ?? 0,
      rows: rows.map((row) => ({
        ...row,
        authorities: granted
          .filter((g) => g.userId === row.id)
          .map((g) => g.authorityName)
          .sort(),
      })),
    };
  }

  async authorityNames(): Promise<string[]> {
    const rows = await this.db.select().from(authorities).orderBy(asc(authorities.name));
    return rows.map((r) => r.name);
  }

  /**
   * Changes a user and replaces its authorities in one transaction; with `revokeSessions` (a login,
   * activation or authority change) the same UPDATE bumps the token version.
   */
  async updateWithAuthorities(
    id: number,
    changes: Partial<NewUserRow>,
    granted: string[],
    options: { revokeSessions: boolean },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(options.revokeSessions ? { ...changes, ...nextTokenVersion } : changes)
        .where(eq(users.id, id));
      await tx.delete(userAuthorities).where(eq(userAuthorities.userId, id));
      if (granted.length)
        await tx
          .insert(userAuthorities)
          .values(granted.map((authorityName) => ({ userId: id, authorityName })));
    });
  }

  /** Deletes a user (its authorities go with it); throws the database's error if rows still refer to it. */
  async delete(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  async findByActivationKeyHash(hash: string): Promise<UserWithAuthorities | undefined> {
    return this.withAuthorities(await this.first(eq(users.activationKeyHash, hash)));
  }

  async findByResetKeyHash(hash: string): Promise<UserRow | undefined> {
    return this.first(eq(users.resetKeyHash, hash));
  }

  async create(user: NewUserRow, authorities: string[]): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(user).returning();
      if (authorities.length)
        await tx
          .insert(userAuthorities)
          .values(authorities.map((authorityName) => ({ userId: row!.id, authorityName })));
      return row!;
    });
  }

  async update(id: number, changes: Partial<NewUserRow>): Promise<void> {
    await this.db.update(users).set(changes).where(eq(users.id, id));
  }

  /** Single use: the key is cleared in the same statement that checks it is still there. */
  async consumeActivationKey(id: number, hash: string, changes: Partial<NewUserRow>): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ ...changes, activationKeyHash: null, activationKeyDate: null })
      .where(and(eq(users.id, id), eq(users.activationKeyHash, hash)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Sets the new password with the key: the user's existing sessions end in the same statement. */
  async consumeResetKey(id: number, hash: string, changes: Partial<NewUserRow>): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ ...changes, ...nextTokenVersion, resetKeyHash: null, resetKeyDate: null })
      .where(and(eq(users.id, id), eq(users.resetKeyHash, hash)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Removes a registration that was never activated, so its login or e-mail can be used again. */
  async deleteUnactivated(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(userAuthorities).where(eq(userAuthorities.userId, id));
      await tx.delete(users).where(and(eq(users.id, id), eq(users.activated, false)));
    });
  }

  private async first(where: ReturnType<typeof eq>): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(where).limit(1);
    return row;
  }

  private async withAuthorities(row: UserRow | undefined): Promise<UserWithAuthorities | undefined> {
    if (!row) return undefined;
    const rows = await this.db
      .select({ name: userAuthorities.authorityName })
      .from(userAuthorities)
      .where(eq(userAuthorities.userId, row.id));
    return { ...row, authorities: rows.map((r) => r.name).sort() };
  }
}
