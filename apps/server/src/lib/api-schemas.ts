import { z } from 'zod';
import * as contracts from '@app/contracts';

/**
 * The schemas the OpenAPI document names in `components.schemas` (docs/decisions/047). A route
 * referring to one of them gets a `$ref` instead of an inline copy, so a generated client has one
 * type per concept. Request bodies are named with the suffix `Input` (their input shape). The names
 * live in zod's global registry beside the descriptions `.describe()` keeps there, so the document
 * carries both.
 */
export const apiSchemas = z.globalRegistry;

/**
 * Names a schema in the document and returns it; a schema already named keeps its first name. A name
 * belongs to one schema: `rebuilt` lets a schema built again for a new app instance (a body bounded by
 * its columns) take over its name, anything else taking a used name is a mistake.
 */
export function named<S extends z.ZodType>(schema: S, id: string, { rebuilt = false } = {}): S {
  const meta = apiSchemas.get(schema);
  if (meta?.id) return schema;
  const holder = apiSchemas._idmap.get(id);
  if (holder && !rebuilt) throw new Error(`The API schema name ${id} is already used by another schema`);
  if (holder) {
    const { id: _previous, ...rest } = apiSchemas.get(holder) ?? {};
    apiSchemas._idmap.delete(id);
    apiSchemas.add(holder, rest);
  }
  apiSchemas.add(schema, { ...meta, id });
  return schema;
}

/**
 * The document name of an exported contract schema: `deviceStatusSchema` → DeviceStatus. The suffix
 * Input is the document's own (a request shape), so `alertRuleInputSchema` becomes AlertRuleRequest.
 */
export function contractSchemaName(exportName: string): string {
  const base = exportName.slice(0, -'Schema'.length).replace(/Input$/, 'Request');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** The problem body every error answer carries (RFC 7807). */
export const PROBLEM_SCHEMA_NAME = 'Problem';
named(contracts.problemBodySchema, PROBLEM_SCHEMA_NAME);

// Every other schema the contracts export is named; unused ones stay out of the document (plugins/openapi).
for (const [name, value] of Object.entries(contracts).sort(([a], [b]) => a.localeCompare(b)))
  if (value instanceof z.ZodType && name.endsWith('Schema') && name !== 'Schema')
    named(value, contractSchemaName(name));

/**
 * A 200 answer that is a file (a PDF report, a CSV export): a Buffer on the wire, a binary string of
 * the media type in the document.
 */
export function fileAnswer<M extends 'application/pdf' | 'text/csv'>(mediaType: M, description: string) {
  const schema = z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary' });
  return { description, content: { [mediaType]: { schema } } as Record<M, { schema: typeof schema }> };
}
