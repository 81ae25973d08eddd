import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { IotLogOperation, IotLogState } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { iotLogs, userAccounts } from '../../db/schema';

export interface IotLogEntry {
  userAccountId: number | null;
  operation: IotLogOperation;
  state: IotLogState;
  request: string;
  response: string;
}

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

  /** Calls made (not refused) for the account since the start of the month, UTC. */
  async usedThisMonth(userAccountId: number, now = new Date()): Promise<number> {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [row] = await this.db
      .select({ n: count() })
      .from(iotLogs)
      .where(
        and(
          eq(iotLogs.userAccountId, userAccountId),
          gte(iotLogs.logTime, monthStart),
          ne(iotLogs.state, 'DEPLETED_REQUESTS'),
        ),
      );
    return row?.n ?? 0;
  }

  async quotaOf(userAccountId: number): Promise<number> {
    const [row] = await this.db
      .select({ max: userAccounts.maxIotRequestPerMonth })
      .from(userAccounts)
      .where(eq(userAccounts.id, userAccountId));
    return row?.max ?? 0;
  }
}
