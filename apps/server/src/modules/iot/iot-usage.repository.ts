import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { IotUsageReport, IotUsageSortField } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { comPartnerAccounts, iotLogs, userAccounts, userAccountTypes, users } from '../../db/schema';
import type { SortOrder } from '../../lib/paging';

export interface IotUsageQuery {
  from: Date;
  to: Date;
  page: number;
  size: number;
  sort: SortOrder<IotUsageSortField>[];
}

/**
 * IoT provider calls per account in a period, from iot_log: calls made (SUCCESS and ERROR count
 * against the monthly quota), errors, and calls refused because the quota was used up.
 */
export class IotUsageRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The `usage` CTE: per account with calls in [from, to) (only `accountId`'s, when given), the
   * calls counted against the quota, errors, refused calls and the last call; one grouped read of
   * the (user_account_id, log_time) index. The report below and the quota guard read it.
   */
  usageByAccount(from: Date, to: Date, accountId?: number) {
    return this.db.$with('usage').as(
      this.db
        .select({
          userAccountId: iotLogs.userAccountId,
          requests: sql<number>`(count(*) filter (where ${iotLogs.state} <> 'DEPLETED_REQUESTS'))::int`.as(
            'requests',
          ),
          errors: sql<number>`(count(*) filter (where ${iotLogs.state} = 'ERROR'))::int`.as('errors'),
          depleted: sql<number>`(count(*) filter (where ${iotLogs.state} = 'DEPLETED_REQUESTS'))::int`.as(
            'depleted',
          ),
          lastCall: sql<string>`max(${iotLogs.logTime})`.as('last_call'),
        })
        .from(iotLogs)
        .where(
          and(
            gte(iotLogs.logTime, from),
            lt(iotLogs.logTime, to),
            accountId === undefined ? isNotNull(iotLogs.userAccountId) : eq(iotLogs.userAccountId, accountId),
          ),
        )
        .groupBy(iotLogs.userAccountId),
    );
  }

  async report(
    query: IotUsageQuery,
  ): Promise<Omit<IotUsageReport, 'month' | 'from' | 'to'> & { total: number }> {
    const usage = this.usageByAccount(query.from, query.to);
    const ratio = sql<number>`${usage.requests}::float8 / greatest(${userAccounts.maxIotRequestPerMonth}, 1)`;
    const sortColumns = {
      requests: usage.requests,
      errors: usage.errors,
      depleted: usage.depleted,
      usage: ratio,
      login: users.login,
    };
    const orderBy = query.sort.map((s) => (s.direction === 'asc' ? asc : desc)(sortColumns[s.field]));
    const [rows, [totals]] = await Promise.all([
      this.db
        .with(usage)
        .select({
          userAccountId: userAccounts.id,
          login: users.login,
          accountType: userAccountTypes.role,
          businessName: comPartnerAccounts.businessName,
          requests: usage.requests,
          errors: usage.errors,
          depleted: usage.depleted,
          lastCall: usage.lastCall,
          maxIotRequestPerMonth: userAccounts.maxIotRequestPerMonth,
          usage: ratio,
        })
        .from(usage)
        .innerJoin(userAccounts, eq(userAccounts.id, usage.userAccountId))
        .leftJoin(users, eq(users.id, userAccounts.userId))
        .leftJoin(userAccountTypes, eq(userAccountTypes.id, userAccounts.typeId))
        .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
        .orderBy(...orderBy, asc(userAccounts.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db
        .with(usage)
        .select({
          accounts: sql<number>`count(*)::int`,
          requests: sql<number>`coalesce(sum(${usage.requests}), 0)::int`,
          errors: sql<number>`coalesce(sum(${usage.errors}), 0)::int`,
          depleted: sql<number>`coalesce(sum(${usage.depleted}), 0)::int`,
          depletedAccounts: sql<number>`(count(*) filter (where ${usage.depleted} > 0))::int`,
        })
        .from(usage),
    ]);
    const t = totals ?? { accounts: 0, requests: 0, errors: 0, depleted: 0, depletedAccounts: 0 };
    return {
      total: t.accounts,
      totals: t,
      rows: rows.map((r) => ({
        ...r,
        usage: Math.round(Number(r.usage) * 10_000) / 10_000,
        lastCall: r.lastCall ? new Date(r.lastCall).toISOString() : null,
      })),
    };
  }
}
