const COMPONENT_REF = '#/components/schemas/';

/** The part of the document's paths these steps read: each operation's tags and answers. */
export type Paths = Record<
  string,
  Record<string, { tags?: string[]; responses?: Record<string, { description?: string; content?: unknown }> }>
>;

/** The component names a part of the document refers to. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_REF))
        found.add(child.slice(COMPONENT_REF.length));
      else refsIn(child, found);
    }
  return found;
}

/**
 * The schemas the operations use, directly or through other schemas: every exported contract schema
 * is registered (lib/api-schemas.ts), but only those an operation refers to belong in the document.
 */
export function usedSchemas(
  /** The parts of the document that use schemas: the paths, the shared answers. */
  users: unknown,
  schemas: Record<string, unknown>,
): Record<string, unknown> {
  const used = new Set<string>();
  let frontier = refsIn(users, new Set());
  while (frontier.size) {
    const next = new Set<string>();
    for (const name of frontier) {
      if (used.has(name) || !(name in schemas)) continue;
      used.add(name);
      refsIn(schemas[name], next);
    }
    frontier = next;
  }
  return Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The tags the operations carry, each once and sorted, for the document's `tags` list. */
export function tagsOf(paths: Paths): Array<{ name: string }> {
  const names = new Set(
    Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])),
  );
  return [...names].sort().map((name) => ({ name }));
}

/**
 * The document with `XInput` renamed to `X` wherever no answer uses `X` itself: the suffix only tells
 * a request shape from an answer shape of the same name, so a body-only schema keeps its plain name.
 */
export function withPlainInputNames<D extends { components: { schemas: Record<string, unknown> } }>(
  document: D,
): D {
  const schemas = document.components.schemas;
  const renames = new Map(
    Object.keys(schemas)
      .filter((name) => name.endsWith('Input') && !(name.slice(0, -'Input'.length) in schemas))
      .map((name) => [`${COMPONENT_REF}${name}`, `${COMPONENT_REF}${name.slice(0, -'Input'.length)}`]),
  );
  if (renames.size === 0) return document;
  const renamed = JSON.parse(JSON.stringify(document), (key, value) =>
    key === '$ref' && typeof value === 'string' ? (renames.get(value) ?? value) : value,
  ) as D;
  renamed.components.schemas = Object.fromEntries(
    Object.entries(renamed.components.schemas)
      .map(([name, schema]) => [
        renames.get(`${COMPONENT_REF}${name}`)?.slice(COMPONENT_REF.length) ?? name,
        schema,
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return renamed;
}

/**
 * @fastify/swagger describes every answer without its own description as "Default Response"; an
 * answer with a body says what it is instead: its status's reason phrase (200 OK, 201 Created).
 */
export function describeAnswers(paths: Paths, phrase: (status: number) => string): void {
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const [status, answer] of Object.entries(operation.responses ?? {}))
        if (answer.description === 'Default Response' && answer.content)
          answer.description = phrase(Number(status));
}
