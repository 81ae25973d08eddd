import type pg from 'pg';
import type { CapturedQuery } from './sql-capture';

/**
 * The captured statements of one request as round trips: a statement sent before the previous
 * ones had all answered went out in parallel with them (Promise.all in the server), so it joins
 * their round trip.
 */
export function roundTrips(queries: readonly CapturedQuery[]): CapturedQuery[][] {
  const trips: CapturedQuery[][] = [];
  let tripEnd = -Infinity;
  for (const query of [...queries].sort((a, b) => a.start - b.start)) {
    const end = query.end ?? Infinity;
    const current = trips[trips.length - 1];
    if (current && query.start < tripEnd) {
      current.push(query);
      tripEnd = Math.max(tripEnd, end);
    } else {
      trips.push([query]);
      tripEnd = end;
    }
  }
  return trips;
}

/** One request's SQL sent straight through `pool`: the same statements, parameters and round trips. */
export function replay(pool: pg.Pool, queries: readonly CapturedQuery[]): () => Promise<void> {
  const trips = roundTrips(queries);
  return async () => {
    for (const trip of trips)
      await Promise.all(
        trip.map((q) =>
          pool.query({
            text: q.text,
            ...(q.values ? { values: q.values } : {}),
            ...(q.name ? { name: q.name } : {}),
            ...(q.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
          }),
        ),
      );
  };
}

/** A statement on one line, cut to `width` characters, for a report. */
export function oneLine(text: string, width = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}
