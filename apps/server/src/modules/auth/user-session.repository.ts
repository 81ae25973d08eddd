import { and, desc, eq, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { userSessions, users } from '../../db/schema';

export type UserSessionRow = typeof userSessions.$inferSelect;

/** Where a session was last used from. */
export interface SessionSeen {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A session that opens nothing any more: expired, or opened with an older token version of its user. */
const opensNothing = (now: Date) =>
  or(
    lte(userSessions.expiresDate, now),
    sql`${userSessions.tokenVersion} <> (select ${users.tokenVersion} from ${users} where ${users.id} = ${userSessions.userId})`,
  );

/**
 * The only place that reads and writes sign-in sessions (docs/decisions/012). A session is open
 * while its row exists, is unexpired and carries its user's current token version.
 */
export class UserSessionRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: UserSessionRow): Promise<void> {
    await this.db.insert(userSessions).values(row);
  }

  /** The user's open sessions, the most recently seen first. */
  async open(userId: number, now: Date): Promise<UserSessionRow[]> {
    return this.db
      .select({ session: userSessions })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(
        and(
          eq(userSessions.userId, userId),
          eq(userSessions.tokenVersion, users.tokenVersion),
          sql`${userSessions.expiresDate} > ${now}`,
        ),
      )
      .orderBy(desc(userSessions.lastSeenDate), desc(userSessions.createdDate))
      .then((rows) => rows.map((r) => r.session));
  }

  /**
   * Deletes the user's sessions that no longer open anything (expired, or of an older token
   * version) and, beyond the newest `keep` open ones, the least recently seen. Returns how many
   * open sessions it ended.
   */
  async trim(userId: number, keep: number, now: Date): Promise<number> {
    await this.db.delete(userSessions).where(and(eq(userSessions.userId, userId), opensNothing(now)));
    const kept = this.db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(eq(userSessions.userId, userId))
      .orderBy(desc(userSessions.lastSeenDate), desc(userSessions.createdDate))
      .limit(keep);
    const ended = await this.db
      .delete(userSessions)
      .where(and(eq(userSessions.userId, userId), notInArray(userSessions.id, kept)))
      .returning({ id: userSessions.id });
    return ended.length;
  }

  /** Deletes every session that opens nothing any more (expired, or of an older token version). */
  async sweep(now: Date): Promise<number> {
    const gone = await this.db
      .delete(userSessions)
      .where(opensNothing(now))
      .returning({ id: userSessions.id });
    return gone.length;
  }

  /** Ends one session of the user; false when it is not one of the user's. */
  async delete(userId: number, id: string): Promise<boolean> {
    const ended = await this.db
      .delete(userSessions)
      .where(and(eq(userSessions.userId, userId), eq(userSessions.id, id)))
      .returning({ id: userSessions.id });
    return ended.length > 0;
  }

  /** Ends every session of the user but `keep`; returns how many ended. */
  async deleteOthers(userId: number, keep: string): Promise<number> {
    const ended = await this.db
      .delete(userSessions)
      .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keep)))
      .returning({ id: userSessions.id });
    return ended.length;
  }

  /** Records a request made with the session (its time and where it came from). */
  async seen(id: string, at: Date, seen: SessionSeen): Promise<void> {
    await this.db
      .update(userSessions)
      .set({ lastSeenDate: at, ipAddress: seen.ipAddress, userAgent: seen.userAgent })
      .where(eq(userSessions.id, id));
  }
}
