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
import type { EntityTable } from './entity-tables-sql';

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Datetime filter values arrive as ISO strings; timestamptz columns compare with Dates. */
function typed(column: PgColumn, value: FilterValue): unknown {
  return column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
}

function condition(column: PgColumn, filter: Filter): SQL | undefined {
  const v = filter.value;
  const many = (Array.isArray(v) ? v : [v]).map((x) => typed(column, x));
  switch (filter.operator) {
    case 'equals':
      return eq(column, typed(column, v as FilterValue));
    case 'notEquals':
      return ne(column, typed(column, v as FilterValue));
    case 'in':
      return inArray(column, many);
    case 'notIn':
      return notInArray(column, many);
    case 'contains':
      return ilike(column, likePattern(String(v)));
    case 'doesNotContain':
      return notIlike(column, likePattern(String(v)));
    case 'greaterThan':
      return gt(column, typed(column, v as FilterValue));
    case 'lessThan':
      return lt(column, typed(column, v as FilterValue));
    case 'greaterThanOrEqual':
      return gte(column, typed(column, v as FilterValue));
    case 'lessThanOrEqual':
      return lte(column, typed(column, v as FilterValue));
    case 'specified':
      return v ? isNotNull(column) : isNull(column);
  }
}

/** The WHERE of a list: every filter ANDed, on indexed columns of the entity's own table. */
export function whereOf(t: EntityTable, filters: readonly Filter[], extra: SQL[] = []): SQL | undefined {
  return and(...filters.map((f) => condition(t.columns.get(f.property)!, f)), ...extra);
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
