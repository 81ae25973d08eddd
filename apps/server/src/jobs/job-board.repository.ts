import { sql } from 'drizzle-orm';
import type { BackgroundJobState } from '@app/contracts';
import type { AppDatabase } from '../db/client';
import { rowsOf } from '../lib/sql-rows';
import { JOB_SCHEMA } from './boss';

export interface JobStateCount {
  queue: string;
  state: BackgroundJobState;
  count: number;
}

export interface JobRow {
  id: string;
  state: BackgroundJobState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date | string;
  startAfter: Date | string;
  startedOn: Date | string | null;
  completedOn: Date | string | null;
  output: unknown;
  data: unknown;
}

/**
 * What pg-boss's API does not answer for the administrator's view (management/jobs), read from its
 * own tables: live counts of every state (its getQueues counts are the monitor's last pass and have
 * no completed or cancelled), and a queue's newest jobs in some states (findJobs has no state filter
 * and lists oldest first).
 */
export class JobBoardRepository {
  constructor(private readonly db: AppDatabase) {}

  async countsByQueue(): Promise<JobStateCount[]> {
    const result = await this.db.execute(sql`
      select name as "queue", state::text as "state", count(*)::int as "count"
      from ${sql.identifier(JOB_SCHEMA)}.job
      group by name, state`);
    return rowsOf<JobStateCount>(result);
  }

  /** `table` is the queue's table as pg-boss reports it (`job`, or the queue's own partition). */
  async newestJobs(
    table: string,
    queue: string,
    states: readonly BackgroundJobState[],
    limit: number,
  ): Promise<JobRow[]> {
    const stateList = sql.join(
      states.map((state) => sql`${state}`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      select id::text as "id", state::text as "state", retry_count as "retryCount",
        retry_limit as "retryLimit", created_on as "createdOn", start_after as "startAfter",
        started_on as "startedOn", completed_on as "completedOn", output, data
      from ${sql.identifier(JOB_SCHEMA)}.${sql.identifier(table)}
      where name = ${queue} and state in (${stateList})
      order by created_on desc, id desc
      limit ${limit}`);
    return rowsOf<JobRow>(result);
  }
}
