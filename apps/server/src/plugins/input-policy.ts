/* eslint-disable no-control-regex -- matching control characters is the point of this policy */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '@app/contracts';
import { AppError } from '../lib/app-error';

/**
 * The one input policy for every string a request carries (docs/decisions/019-hostile-input.md):
 * - control characters U+0000–U+001F and U+007F are refused, except tab, newline and carriage
 *   return inside body text (multi-line notes); path and query parameters allow none of them,
 *   header values only tab (as HTTP does);
 * - lone UTF-16 surrogates (a JSON "\ud800" escape) are refused: no text encoding can store them.
 * A request breaking it answers 400 `error.validation` with one field error per offending field
 * (`username`, `name.contains`, `id`, `authorization` ...), before authentication, validation or
 * any handler reads it.
 */
const CONTROL_IN_PARAMETER = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_HEADER = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type StringContext = 'parameter' | 'header' | 'text';
const CONTROL: Record<StringContext, RegExp> = {
  parameter: CONTROL_IN_PARAMETER,
  header: CONTROL_IN_HEADER,
  text: CONTROL_IN_TEXT,
};

/** Whether a string may enter the system where it was found. */
export function isAllowedString(value: string, context: StringContext): boolean {
  return !CONTROL[context].test(value) && !LONE_SURROGATE.test(value);
}

/** A field name safe to echo: offending characters of a key shown as \uXXXX. */
const printable = (name: string) =>
  name.replace(
    /[\u0000-\u001f\u007f\ud800-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const MAX_FIELD_ERRORS = 20;

/** Every offending string of a parsed JSON (or text) body, walked without recursion. */
function bodyFields(body: unknown, out: string[]) {
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length && out.length < MAX_FIELD_ERRORS) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isAllowedString(value, 'text')) out.push(path || 'body');
    } else if (Buffer.isBuffer(value)) {
      continue; // raw bytes are not text
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1)
        stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const name = path ? `${path}.${key}` : key;
        if (!isAllowedString(key, 'text')) out.push(printable(name));
        else stack.push([v, name]);
      }
    }
  }
}

/** Every offending name or value of a parameter map (query: string or string[]; path params). */
function parameterFields(params: unknown, out: string[]) {
  if (!params || typeof params !== 'object') return;
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    if (
      !isAllowedString(key, 'parameter') ||
      values.some((v) => typeof v === 'string' && !isAllowedString(v, 'parameter'))
    )
      out.push(printable(key));
    if (out.length >= MAX_FIELD_ERRORS) return;
  }
}

function headerFields(request: FastifyRequest, out: string[]) {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && !isAllowedString(v, 'header'))) out.push(name);
  }
}

function refuse(request: FastifyRequest, fields: string[], where: string): AppError {
  const objectName = request.routeOptions.config?.objectName ?? where;
  const fieldErrors: FieldError[] = fields.map((field) => ({ objectName, field, message: 'Pattern' }));
  return new AppError(
    400,
    'validation',
    fields.map((f) => `${f}: control characters and unpaired surrogates are not allowed`).join('; '),
    { fieldErrors },
  );
}

export const inputPolicyPlugin = fp(async (app: FastifyInstance) => {
  // Headers, path and query parameters: before authentication reads the token.
  app.addHook('onRequest', async (request) => {
    const fields: string[] = [];
    headerFields(request, fields);
    if (fields.length) throw refuse(request, fields, 'headers');
    parameterFields(request.params, fields);
    if (fields.length) throw refuse(request, fields, 'params');
    parameterFields(request.query, fields);
    if (fields.length) throw refuse(request, fields, 'querystring');
  });
  // The parsed body: before schema validation and the route's access check.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) return;
    const fields: string[] = [];
    bodyFields(request.body, fields);
    if (fields.length) throw refuse(request, fields, 'body');
  });
});
