import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IotQuotaSortField } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { comPartnerAccounts, iotQuotaAlerts, userAccounts, userAccountTypes, users } from '../../db/schema';
import { IotUsageRepository } from '../iot';

/** An account's count of the month, its quota and its current polling slowdown. */
export interface AccountUsage {
  accountId: number;
  used: number;
  limit: number;
  slowdown: number;
}

/** Who an alert mail goes to: the account's login user, and its parent account's. */
export interface QuotaRecipient {
  login: string;
  email: string | null;
  firstName: string | null;
  langKey: string;
}

export interface AlertAccount {
  accountId: number;
  /** The business name, or null. */
  name: string | null;
  owner: QuotaRecipient | null;
  parent: QuotaRecipient | null;
}

export interface QuotaPageQuery {
  monthStart: Date;
  monthEnd: Date;
  /** projected requests = used × factor at this instant (the same for every account of the month). */
  factor: number;
  page: number;
  size: number;
  sort: { field: IotQuotaSortField; direction: 'asc' | 'desc' }[];
}

export interface QuotaPageRow extends AccountUsage {
  login: string | null;
  name: string | null;
  accountType: string | null;
}

/**
 * The quota guard's reads and writes: the month's requests per account (the IoT usage report's
 * count, so both pages agree), the alerts already sent, the recipients, the slowdowns.
 */
export class QuotaGuardRepository {
  private readonly iotUsage: IotUsageRepository;

  constructor(private readonly db: AppDatabase) {
    this.iotUsage = new IotUsageRepository(db);
  }

  withTransaction(tx: AppDatabase): QuotaGuardRepository {
    return new QuotaGuardRepository(tx);
  }

  /**
   * Every live account with requests counted in the month, and every one whose polling is still
   * slowed down (a new month sets it back): one statement.
   */
  async monthUsage(monthStart: Date, monthEnd: Date): Promise<AccountUsage[]> {
    const usage = this.iotUsage.usageByAccount(monthStart, monthEnd);
    const rows = await this.db
      .with(usage)
      .select({
        accountId: userAccounts.id,
        used: sql<number>`coalesce(${usage.requests}, 0)::int`,
        limit: userAccounts.maxIotRequestPerMonth,
        slowdown: userAccounts.iotStatusSlowdown,
      })
      .from(userAccounts)
      .leftJoin(usage, eq(usage.userAccountId, userAccounts.id))
      .where(
        and(
          ne(userAccounts.state, 'DELETED'),
          // Only refused calls this month: nothing counted, like an account without calls.
          or(gt(usage.requests, 0), ne(userAccounts.iotStatusSlowdown, 1)),
        ),
      );
    return rows.map((r) => ({ ...r, used: Number(r.used) }));
  }

  /** One account's count of the month, quota and slowdown; undefined if there is no such account. */
  async accountUsage(accountId: number, monthStart: Date, monthEnd: Date): Promise<AccountUsage | undefined> {
    const [account] = await this.db
      .select({ limit: userAccounts.maxIotRequestPerMonth, slowdown: userAccounts.iotStatusSlowdown })
      .from(userAccounts)
      .where(eq(userAccounts.id, accountId));
    if (!account) return undefined;
    const usage = this.iotUsage.usageByAccount(monthStart, monthEnd, accountId);
    const [row] = await this.db.with(usage).select({ used: usage.requests }).from(usage);
    return { accountId, used: Number(row?.used ?? 0), ...account };
  }

  /** The levels already alerted in the month, as `${accountId}:${level}`. */
  async alertsOf(month: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ accountId: iotQuotaAlerts.accountId, level: iotQuotaAlerts.level })
      .from(iotQuotaAlerts)
      .where(eq(iotQuotaAlerts.month, month));
    return new Set(rows.map((r) => `${r.accountId}:${r.level}`));
  }

  /**
   * Records an alert; true only for the one caller (of every instance) whose insert made the row,
   * which is then the one that sends it.
   */
  async insertAlert(
    accountId: number,
    month: string,
    level: string,
    projectedFraction: number,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(iotQuotaAlerts)
      .values({ accountId, month, level, projectedFraction })
      .onConflictDoNothing()
      .returning({ accountId: iotQuotaAlerts.accountId });
    return rows.length > 0;
  }

  /** The accounts' names and the login users of each account and of its parent account. */
  async alertAccounts(accountIds: number[]): Promise<Map<number, AlertAccount>> {
    if (accountIds.length === 0) return new Map();
    const parent = alias(userAccounts, 'parent');
    const ownerUser = alias(users, 'owner_user');
    const parentUser = alias(users, 'parent_user');
    const rows = await this.db
      .select({
        accountId: userAccounts.id,
        name: comPartnerAccounts.businessName,
        ownerLogin: ownerUser.login,
        ownerEmail: ownerUser.email,
        ownerFirstName: ownerUser.firstName,
        ownerLang: ownerUser.langKey,
        parentLogin: parentUser.login,
        parentEmail: parentUser.email,
        parentFirstName: parentUser.firstName,
        parentLang: parentUser.langKey,
      })
      .from(userAccounts)
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
      .leftJoin(ownerUser, eq(ownerUser.id, userAccounts.userId))
      .leftJoin(parent, and(eq(parent.id, userAccounts.parentId), ne(parent.state, 'DELETED')))
      .leftJoin(parentUser, eq(parentUser.id, parent.userId))
      .where(inArray(userAccounts.id, accountIds));
    return new Map(
      rows.map((r) => [
        r.accountId,
        {
          accountId: r.accountId,
          name: r.name,
          owner:
            r.ownerLogin === null
              ? null
              : {
                  login: r.ownerLogin,
                  email: r.ownerEmail,
                  firstName: r.ownerFirstName,
                  langKey: r.ownerLang!,
                },
          parent:
            r.parentLogin === null
              ? null
              : {
                  login: r.parentLogin,
                  email: r.parentEmail,
                  firstName: r.parentFirstName,
                  langKey: r.parentLang!,
                },
        },
      ]),
    );
  }

  /** Sets the polling slowdown of several accounts in one statement. */
  async setSlowdowns(changes: { accountId: number; slowdown: number }[]): Promise<void> {
    if (changes.length === 0) return;
    const values = sql.join(
      changes.map((c) => sql`(${c.accountId}::int, ${c.slowdown}::float8)`),
      sql`, `,
    );
    await this.db.execute(sql`
      update user_account a set iot_status_slowdown = v.slowdown
      from (values ${values}) as v(id, slowdown)
      where a.id = v.id`);
  }

  /** One page of the accounts with requests counted in the month, by the asked order, and their number. */
  async page(query: QuotaPageQuery): Promise<{ total: number; rows: QuotaPageRow[] }> {
    const usage = this.iotUsage.usageByAccount(query.monthStart, query.monthEnd);
    const limit = userAccounts.maxIotRequestPerMonth;
    const usedFraction = sql<number>`case when ${limit} <= 0 then 1.0 else ${usage.requests}::float8 / ${limit} end`;
    const projectedFraction = sql<number>`case when ${limit} <= 0 then 1.0 else ${usage.requests}::float8 * ${query.factor}::float8 / ${limit} end`;
    // Accounts whose only calls this month were refused have nothing counted: not listed.
    const counted = gt(usage.requests, 0);
    const columns = {
      projectedFraction,
      usedFraction,
      used: usage.requests,
      limit,
      login: users.login,
    };
    const orderBy = query.sort.map((s) => (s.direction === 'asc' ? asc : desc)(columns[s.field]));
    const [rows, [total]] = await Promise.all([
      this.db
        .with(usage)
        .select({
          accountId: userAccounts.id,
          used: usage.requests,
          limit,
          slowdown: userAccounts.iotStatusSlowdown,
          login: users.login,
          name: comPartnerAccounts.businessName,
          accountType: userAccountTypes.role,
        })
        .from(usage)
        .innerJoin(userAccounts, eq(userAccounts.id, usage.userAccountId))
        .leftJoin(users, eq(users.id, userAccounts.userId))
        .leftJoin(userAccountTypes, eq(userAccountTypes.id, userAccounts.typeId))
        .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
        .where(counted)
        .orderBy(...orderBy, asc(userAccounts.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db
        .with(usage)
        .select({ n: sql<number>`count(*)::int` })
        .from(usage)
        .innerJoin(userAccounts, eq(userAccounts.id, usage.userAccountId))
        .where(counted),
    ]);
    return { total: Number(total?.n ?? 0), rows: rows.map((r) => ({ ...r, used: Number(r.used) })) };
  }
}
