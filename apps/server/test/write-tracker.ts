import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../src/db/client';
import { rowsOf } from '../src/lib/sql-rows';

/**
 * Counts every row written (inserted, updated, deleted) in the test database, through a row trigger
 * on each table but `excluded`: a request's writes are the difference of two readings. Tables in
 * `insertsOnly` count new rows only (the mail outbox: its sender updates earlier mails on its own
 * time); tables in `updatesIgnored` count inserts and deletes (the sessions: an answered request's
 * last-seen time is written after its answer, possibly during the next request). Test-only SQL on a
 * test's private database clone.
 */
export async function trackWrites(
  db: AppDatabase,
  options: {
    excluded: readonly string[];
    insertsOnly: readonly string[];
    updatesIgnored?: readonly string[];
  },
): Promise<() => Promise<number>> {
  await db.execute(sql`create table if not exists test_write_count (n bigint not null)`);
  await db.execute(
    sql`insert into test_write_count select 0 where not exists (select 1 from test_write_count)`,
  );
  await db.execute(
    sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as $$
      begin update test_write_count set n = n + 1; return null; end $$`),
  );
  const tables = rowsOf<{ name: string }>(
    // Tables and partitioned tables, not their partitions: a row trigger on a partitioned table is
    // cloned onto each partition.
    await db.execute(sql`select relname as name from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relispartition
        and relname not like '__drizzle%' and relname <> 'test_write_count'`),
  )
    .map((r) => r.name)
    .filter((name) => !options.excluded.includes(name));
  const writesOf = (table: string) =>
    options.insertsOnly.includes(table)
      ? 'insert'
      : options.updatesIgnored?.includes(table)
        ? 'insert or delete'
        : 'insert or update or delete';
  for (const table of tables)
    await db.execute(
      sql.raw(`create or replace trigger test_count_write
        after ${writesOf(table)} on "${table}"
        for each row execute function test_count_write()`),
    );
  return async () =>
    Number(rowsOf<{ n: string | number }>(await db.execute(sql`select n from test_write_count`))[0]!.n);
}
