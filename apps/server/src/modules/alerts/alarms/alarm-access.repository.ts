import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import { rowsOf } from '../../../lib/sql-rows';
import type { Caller } from '../../access/caller';
import { alarmScope } from './alarm-scope-sql';

/**
 * "May this caller see (or handle) these alarms?" for the other modules (notifications, webhooks,
 * the web's deep links): the alarm list's own scope (alarm-scope-sql.ts), one statement.
 */
export class AlarmAccess {
  constructor(private readonly db: AppDatabase) {}

  /** Those of `alarmIds` the caller may see (`read`) or handle (`update`). */
  async visible(
    caller: Caller,
    alarmIds: readonly number[],
    op: 'read' | 'update' = 'read',
  ): Promise<Set<number>> {
    if (alarmIds.length === 0) return new Set();
    const rows = rowsOf<{ id: number | string }>(
      await this.db.execute(sql`
        select a.id from alarm a
        where a.id in (select unnest(${`{${alarmIds.map(Number).join(',')}}`}::bigint[]))
          and ${alarmScope(caller, op)}`),
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  async maySee(caller: Caller, alarmId: number): Promise<boolean> {
    return (await this.visible(caller, [alarmId])).has(alarmId);
  }
}
