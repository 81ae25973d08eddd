import {
  DEFAULT_PAGE_SIZE,
  IGNORED_LIST_PARAMS,
  MAX_PAGE_SIZE,
  type CriterionParameter,
} from '@app/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A list read with JHipster's query (page, size, sort and `<property>.<operator>` criteria),
     * parsed by the list itself rather than a querystring schema: the document declares them here.
     */
    listQuery?: { criteria: readonly CriterionParameter[] };
  }
}

type JsonSchema = Record<string, unknown>;

/** A criterion's value as the query carries it: in/notIn take a comma-separated list, specified a boolean. */
function criterionSchema(c: CriterionParameter): JsonSchema {
  if (c.operator === 'specified') return { type: 'boolean' };
  if (c.operator === 'in' || c.operator === 'notIn')
    return { type: 'string', description: 'Comma-separated values' };
  if (c.operator === 'contains' || c.operator === 'doesNotContain') return { type: 'string' };
  switch (c.kind) {
    case 'integer':
    case 'relation':
      return { type: 'integer' };
    case 'decimal':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'enum':
      return { type: 'string', enum: [...(c.values ?? [])] };
    default:
      return { type: 'string' };
  }
}

/** The querystring schema of such a list: the paging parameters and every criterion. */
export function listQuerySchema(criteria: readonly CriterionParameter[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 0, default: 0, description: 'The page, from 0' },
    size: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: 'Rows per page',
    },
    sort: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Za-z0-9_.]+(,(asc|desc))?$' },
      description: 'property,asc or property,desc; repeat it to sort by several',
    },
  };
  // JHipster's clients send these (a cache buster, eager loading); the list accepts and ignores them.
  for (const name of IGNORED_LIST_PARAMS)
    properties[name] = { type: 'string', description: 'Accepted and ignored (JHipster clients send it)' };
  for (const c of criteria) properties[c.name] = criterionSchema(c);
  return { type: 'object', properties };
}
