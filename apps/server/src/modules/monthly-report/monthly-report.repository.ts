import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { monthlyReportSends, userAccounts, userAuthorities, users } from '../../db/schema';

/** An opted-in account whose report of the month has not gone out yet. */
export interface PendingReport {
  accountId: number;
  login: string;
  email: string;
  langKey: string;
  isSuperUser: boolean;
}

/** The monthly report mail's opt-in and its once-per-account-and-month record (decision 024). */
export class MonthlyReportRepository {
  constructor(private readonly db: AppDatabase) {}

  withTransaction(tx: AppDatabase): MonthlyReportRepository {
    return new MonthlyReportRepository(tx);
  }

  async optedIn(accountId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ on: userAccounts.monthlyReport })
      .from(userAccounts)
      .where(eq(userAccounts.id, accountId));
    return row?.on ?? false;
  }

  async setOptIn(accountId: number, enabled: boolean): Promise<void> {
    await this.db.update(userAccounts).set({ monthlyReport: enabled }).where(eq(userAccounts.id, accountId));
  }

  /**
   * Active, opted-in accounts with an activated login and an e-mail, not yet recorded for `month`
   * (only `accountId` when given).
   */
  async pending(month: string, accountId?: number): Promise<PendingReport[]> {
    const rows = await this.db
      .select({
        accountId: userAccounts.id,
        login: users.login,
        email: users.email,
        langKey: users.langKey,
        isSuperUser: sql<boolean>`exists (select 1 from ${userAuthorities}
          where ${userAuthorities.userId} = ${users.id} and ${userAuthorities.authorityName} = 'ROLE_ADMIN')`,
      })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(
        and(
          eq(userAccounts.monthlyReport, true),
          accountId === undefined ? undefined : eq(userAccounts.id, accountId),
          eq(userAccounts.state, 'ACTIVE'),
          eq(users.activated, true),
          sql`${users.email} is not null`,
          sql`not exists (select 1 from ${monthlyReportSends}
            where ${monthlyReportSends.accountId} = ${userAccounts.id} and ${monthlyReportSends.month} = ${month})`,
        ),
      )
      .orderBy(userAccounts.id);
    return rows.map((r) => ({ ...r, email: r.email as string }));
  }

  /** True for the one instance whose insert made the record: it, and only it, sends the mail. */
  async record(accountId: number, month: string, note: string): Promise<boolean> {
    const rows = await this.db
      .insert(monthlyReportSends)
      .values({ accountId, month, note })
      .onConflictDoNothing()
      .returning({ accountId: monthlyReportSends.accountId });
    return rows.length === 1;
  }
}
