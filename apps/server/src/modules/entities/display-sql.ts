import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { RelationDescriptor } from '@app/contracts';
import { entityTable, type EntityTable } from './entity-tables-sql';

let aliasCounter = 0;
const nextAlias = () => `d${(aliasCounter = (aliasCounter + 1) % 1_000_000)}`;

/** A column written with its table (or alias) name: drizzle leaves single-table selects unqualified, subqueries need it. */
export function qualified(t: EntityTable, property: string, tableAlias = getTableName(t.table)): SQL {
  return sql`${sql.identifier(tableAlias)}.${sql.identifier(t.columns.get(property)!.name)}`;
}

/**
 * SQL for one property of the `target` row whose id is `idExpr`: a field, the id, or a display
 * value of the target's own relation (a user account shown by its user's login) — resolved
 * recursively into correlated subqueries on aliased tables, so self-references (parentId) work.
 */
export function propertyOf(target: string, property: string, idExpr: SQL): SQL {
  if (property === 'id') return idExpr;
  const t = entityTable(target);
  const a = nextAlias();
  const from = sql`${sql.identifier(getTableName(t.table))} ${sql.identifier(a)}`;
  const where = sql`${qualified(t, 'id', a)} = ${idExpr}`;
  if (t.columns.has(property)) return sql`(select ${qualified(t, property, a)} from ${from} where ${where})`;
  const via = t.descriptor.relations.find((r) => r.displayAs === property);
  if (!via) throw new Error(`${target} has no property ${property}`);
  return propertyOf(
    via.target,
    displayAsField(via),
    sql`(select ${qualified(t, via.name, a)} from ${from} where ${where})`,
  );
}

export const displayAsField = (r: RelationDescriptor) => r.displayAsField ?? r.display[0]!;

/** The select label of a target row: its display properties joined by spaces. */
export function labelOf(r: Pick<RelationDescriptor, 'target' | 'display'>, idExpr: SQL): SQL<string> {
  const parts = r.display.map((p) => sql`${propertyOf(r.target, p, idExpr)}::text`);
  return sql<string>`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
}
