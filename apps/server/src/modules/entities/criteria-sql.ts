import {
  and,
  asc,
  desc,
  sql,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notIlike,
  notInArray,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Filter, FilterValue, SortOrder } from '@app/contracts';
import { slot, type Condition } from '../access/condition-sql';
import type { EntityTable } from './entity-tables-sql';

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Datetime filter values arrive as ISO strings; timestamptz columns compare with Dates. */
function typed(column: PgColumn, value: FilterValue): unknown {
  return column.mapToDriverValue(
    column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value,
  );
}

/**
 * One filter's condition with its values as placeholders named after the filter's position (`f0`,
 * `f0_1` for the second of a list): the SQL depends only on the filter's shape (property, operator,
 * how many values), so the list statement built on it can be prepared once (entity.repository.ts).
 */
function condition(column: PgColumn, filter: Filter, name: string, values: Record<string, unknown>): SQL {
  const v = filter.value;
  const one = (value: unknown) => {
    values[name] = value;
    return slot(name);
  };
  const many = () =>
    (Array.isArray(v) ? v : [v]).map((x, i) => {
      values[`${name}_${i}`] = typed(column, x);
      return slot(`${name}_${i}`);
    });
  switch (filter.operator) {
    case 'equals':
      return eq(column, one(typed(column, v as FilterValue)));
    case 'notEquals':
      return ne(column, one(typed(column, v as FilterValue)));
    case 'in':
      return inArray(column, many());
    case 'notIn':
      return notInArray(column, many());
    case 'contains':
      return ilike(column, one(likePattern(String(v))));
    case 'doesNotContain':
      return notIlike(column, one(likePattern(String(v))));
    case 'greaterThan':
      return gt(column, one(typed(column, v as FilterValue)));
    case 'lessThan':
      return lt(column, one(typed(column, v as FilterValue)));
    case 'greaterThanOrEqual':
      return gte(column, one(typed(column, v as FilterValue)));
    case 'lessThanOrEqual':
      return lte(column, one(typed(column, v as FilterValue)));
    case 'specified':
      return v ? isNotNull(column) : isNull(column);
  }
}

/** What decides a filter's SQL: its property, operator and number of values (or, for `specified`, which test). */
const filterShape = (f: Filter) =>
  `${f.property}.${f.operator}.${Array.isArray(f.value) ? f.value.length : f.operator === 'specified' ? Boolean(f.value) : 1}`;

/** The WHERE of a list's filters: every filter ANDed, on indexed columns of the entity's own table. */
export function criteriaOf(t: EntityTable, filters: readonly Filter[]): Condition | undefined {
  if (filters.length === 0) return undefined;
  const values: Record<string, unknown> = {};
  const conditions = filters.map((f, i) => condition(t.columns.get(f.property)!, f, `f${i}`, values));
  return { shape: filters.map(filterShape).join(','), sql: and(...conditions)!, values };
}

const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar']);

/**
 * ORDER BY the requested properties, then id so that pages are stable. Text sorts ignore case
 * (lower(), then the value), so they read the same on PGlite and on any PostgreSQL collation.
 */
export function orderOf(t: EntityTable, sort: readonly SortOrder[]): SQL[] {
  const order = sort.flatMap((s) => {
    const column = t.columns.get(s.property)!;
    const dir = s.direction === 'desc' ? desc : asc;
    return TEXT_COLUMNS.has(column.columnType) ? [dir(sql`lower(${column})`), dir(column)] : [dir(column)];
  });
  if (!sort.some((s) => s.property === 'id')) order.push(asc(t.id));
  return order;
}
