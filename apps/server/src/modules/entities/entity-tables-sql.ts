import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { RELATION_TARGETS, type EntityDescriptor, type ValueBounds } from '@app/contracts';
import * as schema from '../../db/schema';
import { columnBounds } from '../../db/column-bounds';
import { ENTITY_POLICY_RULES } from '../access/entity-policies';

/**
 * A descriptor joined to its Drizzle table: every DTO property resolved to its column. Read only by
 * the generic repository (entity.repository.ts) and its SQL helpers; the rest of the module knows an
 * entity by its descriptor name and asks the repository for what the columns hold (bounds).
 */
export interface EntityTable {
  descriptor: EntityDescriptor;
  table: PgTable;
  id: PgColumn;
  /** DTO property (id, fields, relation ids) -> column. */
  columns: Map<string, PgColumn>;
  /** DTO property -> schema property (the key of the column on the table and on its aliases). */
  keys: Map<string, string>;
  /** DTO property -> what its column holds (int4 range, numeric precision, varchar length). */
  bounds: Record<string, ValueBounds>;
}

const tablesBySqlName = new Map<string, PgTable>();
for (const value of Object.values(schema) as unknown[])
  if (is(value, PgTable)) tablesBySqlName.set(getTableName(value), value);

function resolve(descriptor: EntityDescriptor): EntityTable {
  const table = tablesBySqlName.get(descriptor.table);
  if (!table) throw new Error(`descriptor ${descriptor.name}: no table ${descriptor.table} in the schema`);
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = new Map<string, PgColumn>();
  const keys = new Map<string, string>();
  const column = (property: string, schemaName = property) => {
    const c = all[schemaName];
    if (!c)
      throw new Error(`descriptor ${descriptor.name}: no column ${schemaName} in table ${descriptor.table}`);
    columns.set(property, c);
    keys.set(property, schemaName);
  };
  column('id');
  for (const f of descriptor.fields) column(f.name, f.column);
  for (const r of descriptor.relations) column(r.name, r.column);
  const bounds: Record<string, ValueBounds> = {};
  for (const [property, c] of columns) {
    const b = columnBounds(c);
    if (b) bounds[property] = b;
  }
  return { descriptor, table, id: columns.get('id')!, columns, keys, bounds };
}

/** Resolved once at start: a descriptor naming a missing table or column stops the server. */
export const ENTITY_TABLES: ReadonlyMap<string, EntityTable> = new Map(
  [...RELATION_TARGETS.values()].map((d) => [d.name, resolve(d)]),
);

export function entityTable(name: string): EntityTable {
  const found = ENTITY_TABLES.get(name);
  if (!found) throw new Error(`unknown entity ${name}`);
  return found;
}

// A misspelt owner column of an entity policy would silently record no owner: stop the server instead.
for (const [name, policy] of Object.entries(ENTITY_POLICY_RULES))
  if (policy.ownerColumn && !(policy.ownerColumn in getTableColumns(entityTable(name).table)))
    throw new Error(`entity policy ${name}: no owner column ${policy.ownerColumn}`);
