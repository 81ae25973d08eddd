import type { Queryable } from './status-history';

/**
 * Runs `write` once per database and `part` (e.g. 'history-1000x90d'): a bench's second run finds
 * the part in `bench_generated` and reuses the data. The marker is written after `write` succeeds,
 * so a run that died half-way writes the part again (callers clear what a half write left).
 */
export async function generatedOnce(
  client: Queryable,
  part: string,
  write: () => Promise<void>,
): Promise<boolean> {
  await client.query(
    `create table if not exists bench_generated (part text primary key, at timestamptz not null)`,
  );
  const { rows } = await client.query('select 1 from bench_generated where part = $1', [part]);
  if (rows.length > 0) return false;
  await write();
  await client.query('insert into bench_generated (part, at) values ($1, now())', [part]);
  return true;
}
