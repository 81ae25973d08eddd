import { sql } from 'drizzle-orm';
import { fromDrizzle, type Db, type DrizzleTransactionLike } from 'pg-boss';
import type { AppDatabase } from '../db/client';

/**
 * pg-boss's database interface over an application transaction: a job sent through it commits with
 * it. Both drivers' `execute` answer `{ rows }`, which the adapter reads; AppDatabase types the
 * answer as its driver-neutral result, hence the cast.
 */
export const jobTransaction = (tx: AppDatabase): Db =>
  fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
