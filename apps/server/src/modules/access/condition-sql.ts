import { and, sql, type SQL } from 'drizzle-orm';

/**
 * A condition on an entity's table kept apart from its values (issue 29, decision 044; SQL only: repositories and their helpers use it): `sql` holds
 * placeholders where the caller's account, user or a list's path value go, `values` binds them, and
 * `shape` names the SQL, so that one shape is one SQL text. A statement built on a shape is built and
 * prepared once (PostgreSQL then parses and plans it once per connection) and run with the values.
 */
export interface Condition {
  readonly shape: string;
  readonly sql: SQL;
  readonly values: Readonly<Record<string, unknown>>;
}

/** A placeholder for a condition's value; the names are fixed by the condition that uses them. */
export const slot = (name: string) => sql.placeholder(name);

/**
 * Builds each shape's SQL once: `build` is called with the shape on its first use only (it must
 * give the same SQL for the same shape: the values never enter it).
 */
export function shapes(build: (shape: string) => SQL | undefined): (shape: string) => SQL | undefined {
  const built = new Map<string, SQL | undefined>();
  return (shape) => {
    if (!built.has(shape)) built.set(shape, build(shape));
    return built.get(shape);
  };
}

/** Both conditions at once; a value the two name alike must be the same value (one placeholder). */
export function allOf(a: Condition | undefined, b: Condition | undefined): Condition | undefined {
  if (!a || !b) return a ?? b;
  for (const [name, value] of Object.entries(b.values))
    if (name in a.values && a.values[name] !== value)
      throw new Error(`conditions ${a.shape} and ${b.shape} bind ${name} to different values`);
  return { shape: `${a.shape}&${b.shape}`, sql: and(a.sql, b.sql)!, values: { ...a.values, ...b.values } };
}
