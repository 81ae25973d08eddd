/** The rows of a raw `db.execute(sql...)`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A json column: PGlite and node-postgres both parse it; a driver that hands text back is read too. */
export const jsonColumn = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
