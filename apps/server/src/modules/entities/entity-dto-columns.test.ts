import { describe, expect, it } from 'vitest';
import { ENTITIES, entityDtoSchema, type FieldKind } from '@app/contracts';
import { entityTable } from './entity-tables-sql';

/**
 * The DTO schemas are derived from the descriptors alone, and the server serialises its answers
 * with them: a column read as another JSON type, or NULL where the schema says never null, would
 * turn the answer into a 500. Each column must read as its schema expects.
 */
const COLUMN_TYPES: Record<FieldKind | 'id', readonly string[]> = {
  id: ['PgInteger', 'PgBigInt53'],
  string: ['PgText', 'PgVarchar'],
  text: ['PgText', 'PgVarchar'],
  integer: ['PgInteger', 'PgBigInt53'],
  decimal: ['PgNumericNumber'],
  boolean: ['PgBoolean'],
  date: ['PgDateString'],
  datetime: ['PgTimestamp'],
  uuid: ['PgUUID'],
  enum: ['PgEnumColumn'],
};

describe('entity DTO schemas against the columns', () => {
  it.each(ENTITIES.map((d) => [d.name, d] as const))('%s', (_name, d) => {
    const shape = entityDtoSchema(d).shape;
    const t = entityTable(d.name);
    const kinds = new Map<string, FieldKind | 'id'>([
      ['id', 'id'],
      ...d.fields.map((f) => [f.name, f.kind] as const),
      ...d.relations.map((r) => [r.name, 'id'] as const),
    ]);
    for (const [property, column] of t.columns) {
      expect(COLUMN_TYPES[kinds.get(property)!], property).toContain(column.columnType);
      if (!shape[property]!.safeParse(null).success)
        expect(column.notNull, `${property} NOT NULL`).toBe(true);
    }
  });
});
