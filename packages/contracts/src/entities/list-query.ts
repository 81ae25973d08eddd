import { entityProperties, type EntityDescriptor, type FieldKind } from './descriptor';
import { boundsViolation, isCalendarDate, isInstantInRange, type PropertyBounds } from './value-bounds';

/**
 * The list query of the generic CRUD calls: page (0-based), size, sort=field,dir (repeatable) and
 * JHipster criteria filters `<property>.<operator>=<value>`. Pure, so the server validates with it
 * and the tests can cover every operator and kind.
 */
export const FILTER_OPERATORS = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'contains',
  'doesNotContain',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'specified',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FilterValue = string | number | boolean;
export interface Filter {
  property: string;
  operator: FilterOperator;
  /** One value; an array for in/notIn; a boolean for specified. */
  value: FilterValue | FilterValue[];
}
export interface SortOrder {
  property: string;
  direction: 'asc' | 'desc';
}
export interface ListQuery {
  page: number;
  size: number;
  sort: SortOrder[];
  filters: Filter[];
}
export interface ListQueryProblem {
  param: string;
  message: string;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 10_000;
/** Parameters the client may send that carry no meaning for the query. */
export const IGNORED_LIST_PARAMS: readonly string[] = ['cacheBuster', 'eagerload'];
const IGNORED_PARAMS = new Set(IGNORED_LIST_PARAMS);

export type PropertyKind = FieldKind | 'relation';
const ORDERED: FilterOperator[] = ['greaterThan', 'lessThan', 'greaterThanOrEqual', 'lessThanOrEqual'];
const EQUALITY: FilterOperator[] = ['equals', 'notEquals', 'in', 'notIn', 'specified'];
const OPERATORS_BY_KIND: Record<PropertyKind, FilterOperator[]> = {
  string: [...EQUALITY, 'contains', 'doesNotContain'],
  text: [...EQUALITY, 'contains', 'doesNotContain'],
  integer: [...EQUALITY, ...ORDERED],
  decimal: [...EQUALITY, ...ORDERED],
  relation: [...EQUALITY, ...ORDERED],
  date: [...EQUALITY, ...ORDERED],
  datetime: [...EQUALITY, ...ORDERED],
  boolean: ['equals', 'notEquals', 'specified'],
  uuid: EQUALITY,
  enum: EQUALITY,
};

/** One criteria filter a list accepts: `<property>.<operator>=value`. */
export interface CriterionParameter {
  name: string;
  kind: PropertyKind;
  operator: FilterOperator;
  /** The allowed values of an enum property. */
  values?: readonly string[];
}

/** Every criteria filter a list of the descriptor accepts (what parseListQuery reads), for its API document. */
export function criteriaParameters(d: EntityDescriptor): CriterionParameter[] {
  return entityProperties(d).flatMap(({ name, kind }) => {
    const values = d.fields.find((f) => f.name === name)?.values;
    return OPERATORS_BY_KIND[kind].map((operator) => ({
      name: `${name}.${operator}`,
      kind,
      operator,
      ...(values ? { values } : {}),
    }));
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A raw value of a property's kind, or an error message. */
export function parsePropertyValue(
  kind: PropertyKind,
  raw: string,
  values?: readonly string[],
): FilterValue | { error: string } {
  switch (kind) {
    case 'integer':
    case 'relation':
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : { error: `'${raw}' is not a whole number` };
    case 'decimal':
      return raw.trim() !== '' && Number.isFinite(Number(raw))
        ? Number(raw)
        : { error: `'${raw}' is not a number` };
    case 'boolean':
      return raw === 'true' || raw === 'false' ? raw === 'true' : { error: `'${raw}' is not true or false` };
    case 'date':
      return isCalendarDate(raw) ? raw : { error: `'${raw}' is not a date (YYYY-MM-DD, years 1900 to 9999)` };
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}T/.test(raw) && isInstantInRange(Date.parse(raw))
        ? new Date(raw).toISOString()
        : { error: `'${raw}' is not an ISO date-time (years 1900 to 9999)` };
    case 'uuid':
      return UUID.test(raw) ? raw.toLowerCase() : { error: `'${raw}' is not a UUID` };
    case 'enum':
      return values?.includes(raw) ? raw : { error: `'${raw}' is not one of ${values?.join(', ')}` };
    default:
      return raw;
  }
}

const asList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

function parseSort(d: EntityDescriptor, raw: string[], problems: ListQueryProblem[]): SortOrder[] {
  const known = new Set(entityProperties(d).map((p) => p.name));
  const sort: SortOrder[] = [];
  for (const entry of raw) {
    const [property = '', direction = 'asc', ...rest] = entry.split(',').map((s) => s.trim());
    if (!known.has(property))
      problems.push({ param: 'sort', message: `unknown sort property '${property}'` });
    else if ((direction !== 'asc' && direction !== 'desc') || rest.length)
      problems.push({ param: 'sort', message: `'${entry}' must be property,asc or property,desc` });
    else sort.push({ property, direction });
  }
  return sort;
}

function parseInteger(
  param: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  problems: ListQueryProblem[],
) {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push({ param, message: `must be a whole number from ${min} to ${max}` });
    return fallback;
  }
  return n;
}

/**
 * Whether a list answers one page: a paginated descriptor always does; a whole-table list (nations,
 * account types) pages only when the caller names a page or a size (a JHipster client generated
 * with paging sends both), while a sort alone orders the whole table (the web's own lists).
 */
export function answersAPage(
  d: Pick<EntityDescriptor, 'paginated'>,
  query: Record<string, unknown>,
): boolean {
  return d.paginated || query.page !== undefined || query.size !== undefined;
}

export function parseListQuery(
  d: EntityDescriptor,
  query: Record<string, unknown>,
  /** `bounds`: what each property's column holds (the server derives them); values outside answer a problem. */
  options: { extraParams?: readonly string[]; bounds?: PropertyBounds } = {},
): { ok: true; value: ListQuery } | { ok: false; problems: ListQueryProblem[] } {
  const problems: ListQueryProblem[] = [];
  const page = parseInteger('page', asList(query.page)[0], 0, 0, 1_000_000, problems);
  const size = parseInteger('size', asList(query.size)[0], DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE, problems);
  const sort = parseSort(d, asList(query.sort), problems);
  const kinds = new Map(entityProperties(d).map((p) => [p.name, p.kind]));
  const filters: Filter[] = [];

  for (const [param, rawValue] of Object.entries(query)) {
    if (
      ['page', 'size', 'sort'].includes(param) ||
      IGNORED_PARAMS.has(param) ||
      options.extraParams?.includes(param)
    )
      continue;
    const dot = param.lastIndexOf('.');
    const property = dot > 0 ? param.slice(0, dot) : param;
    const operator = dot > 0 ? param.slice(dot + 1) : '';
    const kind = kinds.get(property);
    if (!kind) {
      problems.push({ param, message: `unknown parameter '${param}'` });
      continue;
    }
    if (!OPERATORS_BY_KIND[kind].includes(operator as FilterOperator)) {
      problems.push({
        param,
        message: `operator '${operator}' is not one of ${OPERATORS_BY_KIND[kind].join(', ')}`,
      });
      continue;
    }
    const raw = asList(rawValue).at(-1) ?? '';
    const op = operator as FilterOperator;
    const fieldValues = d.fields.find((f) => f.name === property)?.values;
    const bounds = options.bounds?.[property];
    const one = (text: string) => {
      if (op === 'contains' || op === 'doesNotContain') return text;
      const value = parsePropertyValue(kind, text, fieldValues);
      return typeof value === 'number' && boundsViolation(value, bounds)
        ? { error: `'${text}' is outside the range of ${property} (${bounds?.min} to ${bounds?.max})` }
        : value;
    };
    const parsed =
      op === 'specified'
        ? parsePropertyValue('boolean', raw)
        : op === 'in' || op === 'notIn'
          ? raw.split(',').map((s) => one(s.trim()))
          : one(raw);
    const bad = (Array.isArray(parsed) ? parsed : [parsed]).find(
      (v): v is { error: string } => typeof v === 'object',
    );
    if (bad) problems.push({ param, message: bad.error });
    else filters.push({ property, operator: op, value: parsed as FilterValue | FilterValue[] });
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: { page, size, sort, filters } };
}
