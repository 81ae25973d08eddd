import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { IotLogOperation, IotLogState } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { iotLogs, userAccounts } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

export interface IotLogEntry {
  userAccountId: number | null;
  operation: IotLogOperation;
  state: IotLogState;
  request: string;
  response: string;
}

/** An account's monthly quota and the calls counted against it so far. */
export interface QuotaState {
  used: number;
  quota: number;
}

/** The first instant of the month of `now`, UTC: where a month's quota usage starts. */
const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Calls made (not refused) for the account since `since`: the quota usage. */
const usedSince = (userAccountId: number, since: Date) =>
  and(
    eq(iotLogs.userAccountId, userAccountId),
    gte(iotLogs.logTime, since),
    ne(iotLogs.state, 'DEPLETED_REQUESTS'),
  );

/** One row per provider call made for an account; the month's rows are its quota usage. */
export class IotLogRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(entry: IotLogEntry, at = new Date()): Promise<number> {
    const [row] = await this.db
      .insert(iotLogs)
      .values({ ...entry, logTime: at })
      .returning({ id: iotLogs.id });
    return row!.id;
  }

  /**
   * Many rows in one statement (the poller's calls of a chunk); their ids in the order of
   * `entries`. The rows travel as one JSON parameter (a call's response is its statuses' JSON: a
   * parameter per cell was built and bound one by one, decision 045). The ids come from the table's
   * sequence in the order the rows are read, so sorted ascending they follow the entries whatever
   * order RETURNING gives them in.
   */
  async insertMany(entries: readonly IotLogEntry[], at = new Date()): Promise<number[]> {
    if (entries.length === 0) return [];
    const rows = JSON.stringify(
      entries.map((e) => ({
        user_account_id: e.userAccountId,
        operation: e.operation,
        state: e.state,
        request: e.request,
        response: e.response,
      })),
    );
    const result = await this.db.execute(sql`
      insert into iot_log (user_account_id, operation, state, request, response, log_time)
      select r.user_account_id, r.operation::iot_log_operation, r.state::iot_log_state, r.request,
        r.response, ${at}::timestamptz
      from json_to_recordset(${rows}::json) as r(user_account_id integer, operation text, state text,
        request text, response text)
      returning id`);
    return rowsOf<{ id: string | number }>(result)
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);
  }

  /**
   * The quota and the month's usage of many accounts in one statement (the poller reads them once
   * per chunk of claimed accounts and counts its calls itself). Unknown accounts are left out.
   */
  async quotaStates(userAccountIds: readonly number[], now = new Date()): Promise<Map<number, QuotaState>> {
    if (userAccountIds.length === 0) return new Map();
    const since = monthStartOf(now);
    const rows = await this.db
      .select({
        id: userAccounts.id,
        quota: userAccounts.maxIotRequestPerMonth,
        // Qualified by hand: drizzle writes a column of a select list without its table.
        used: sql<number>`(select count(*) from iot_log l
          where l.user_account_id = user_account.id and l.log_time >= ${since}
            and l.state <> 'DEPLETED_REQUESTS')`.mapWith(Number),
      })
      .from(userAccounts)
      .where(inArray(userAccounts.id, [...userAccountIds]));
    return new Map(rows.map((r) => [r.id, { quota: r.quota, used: r.used }]));
  }

  /** Calls made (not refused) for the account since the start of the month, UTC. */
  async usedThisMonth(userAccountId: number, now = new Date()): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(iotLogs)
      .where(usedSince(userAccountId, monthStartOf(now)));
    return row?.n ?? 0;
  }

  /**
   * The quota and the month's usage in one statement (one round trip on each IoT call instead of
   * two): the count is an index range of (user_account_id, log_time). No account: quota 0.
   */
  async quotaState(userAccountId: number, now = new Date()): Promise<QuotaState> {
    const used = this.db
      .select({ n: count() })
      .from(iotLogs)
      .where(usedSince(userAccountId, monthStartOf(now)));
    const [row] = await this.db
      .select({
        quota: userAccounts.maxIotRequestPerMonth,
        used: sql<number>`(${used})`.mapWith(Number),
      })
      .from(userAccounts)
      .where(eq(userAccounts.id, userAccountId));
    return { quota: row?.quota ?? 0, used: row?.used ?? 0 };
  }

  async quotaOf(userAccountId: number): Promise<number> {
    const [row] = await this.db
      .select({ max: userAccounts.maxIotRequestPerMonth })
      .from(userAccounts)
      .where(eq(userAccounts.id, userAccountId));
    return row?.max ?? 0;
  }
}
