import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';

/**
 * The alert engine's lock (a transaction-scoped advisory lock): every evaluation holds it, and so
 * do the writes that remove states under it (a rule changed or deleted, an alarm cleared by hand),
 * so an evaluation never writes back a state one of them has just removed.
 */
export async function lockAlertEngine(tx: AppDatabase): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('alert-engine'))`);
}
