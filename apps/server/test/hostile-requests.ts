import fc from 'fast-check';
import { ENTITIES, FILTER_OPERATORS, entityProperties } from '@app/contracts';
import type { AppDatabase } from '../src/db/client';
import { hashPassword } from '../src/lib/password-hash';
import { UserRepository } from '../src/modules/users';

/**
 * Hostile variants of every operation of the OpenAPI document, for the property test
 * (src/plugins/hostile-input.test.ts) and the fuzz script (bench/fuzz/hostile-fuzz.ts): each
 * request is a plausible baseline with one input replaced by something hostile — control
 * characters, lone surrogates, numbers beyond their column, odd dates, huge texts, type confusion,
 * long query strings, criteria filters of the generic lists.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
  required?: boolean;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, e.g. /api/nations/{id}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface HostileRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** JSON text of the body, when the operation has one. */
  payload?: string;
  /** Which input was replaced, for the report of a failure. */
  mutated: string;
  /** The hostile value carries a character the input policy refuses where it was put: 400 expected. */
  refused: boolean;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

/** Every operation of the document; DELETEs last, so the others run while their targets still exist. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        ...(body ? { body } : {}),
      });
    }
  return ops.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

// ---------------------------------------------------------------- baseline values

const first = (s: JsonSchema): JsonSchema => s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0] ?? s;
const typeOf = (s: JsonSchema) => {
  const t = first(s).type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
};

/** Known path parameters get values that pass their patterns but name nothing precious. */
const PATH_SAMPLES: Record<string, string> = {
  id: '1',
  login: 'fuzz-nobody',
  uid: 'fuzz-device',
  uuid: '00000000-0000-4000-8000-000000000000',
  target: 'nation',
  code: 'RM',
  name: 'fuzz.logger',
  refresh: 'false',
  category: 'fuzz',
  group: 'fuzz',
};

/** A plausible value of a schema (the baseline the hostile value is put into). */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  const s = first(schema);
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sampleOf(s.items ?? {}, name));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sampleOf(v, k);
      return out;
    }
    default:
      if (s.format === 'uuid') return PATH_SAMPLES.uuid;
      if (s.format === 'date-time') return '2024-01-15T10:00:00.000Z';
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/date/i.test(name)) return '2024-01-15';
      if (/login|username/i.test(name)) return 'fuzz-nobody';
      return 'fuzz'.padEnd(s.minLength ?? 0, 'z');
  }
}

// ---------------------------------------------------------------- hostile values

const REFUSED_EVERYWHERE = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const LINE_BREAKS = ['\t', '\n', '\r'];
const SURROGATES = ['\ud800', '\udfff', 'a\udbffz'];

/** A string with a control character: refused everywhere (flag true) or only in parameters. */
const controlString = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom(...REFUSED_EVERYWHERE, ...LINE_BREAKS),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, c, b]) => ({ value: `${a}${c}${b}`, everywhere: REFUSED_EVERYWHERE.includes(c) }));

const oddText = fc.constantFrom(
  '',
  ' ',
  '日本語 😀 é',
  "'; drop table nation; --",
  '%_\\',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  '0000-01-01',
  '1900-01-01',
  '9999-12-31',
  '10000-01-01',
  '2024-02-30',
  '2023-02-29',
  '1900-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
  '-271821-04-20T00:00:00Z',
  '275760-09-13T00:00:00Z',
  '2024-01-15T25:61:61Z',
);
const longText = fc.constantFrom(3000, 10_000, 70_000).map((n) => 'ä'.repeat(n));
const hostileNumber = fc.constantFrom(
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  1e-50,
  1.5,
  -1,
  0,
  99999999.995,
  1e21,
);
/** Not a number where one is expected, or a number where text is. */
const confusion = fc.constantFrom<unknown>(null, true, [], {}, [1, 2], { $gt: '' }, '1', 1e308, -0);

type Hostile = { value: unknown; refusedInText: boolean; refusedInParameter: boolean };

const asHostile = (value: unknown): Hostile => ({ value, refusedInText: false, refusedInParameter: false });
const hostileString: fc.Arbitrary<Hostile> = fc.oneof(
  {
    weight: 4,
    arbitrary: controlString.map((c) => ({
      value: c.value,
      refusedInText: c.everywhere,
      refusedInParameter: true,
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...SURROGATES)
      .map((s) => ({ value: s, refusedInText: true, refusedInParameter: false })),
  },
  { weight: 3, arbitrary: oddText.map(asHostile) },
  { weight: 1, arbitrary: longText.map(asHostile) },
);
const hostileBodyValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber.map(asHostile) },
  { weight: 1, arbitrary: confusion.map(asHostile) },
);
const hostileParameter: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber.map((n) => asHostile(String(n))) },
);

/** Percent-encodes any string, lone surrogates included (as their WTF-8 bytes). */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

// ---------------------------------------------------------------- requests

/** Paths of body fields (dotted, arrays by index) that a hostile value can replace. */
function bodySlots(value: unknown, path: string[] = [], out: string[][] = []): string[][] {
  if (path.length) out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => bodySlots(v, [...path, String(i)], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) bodySlots(v, [...path, k], out);
  return out;
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(body) ? [...body] : { ...(body as object) };
  const [head, ...rest] = path;
  (copy as Record<string, unknown>)[head!] = withValue((copy as Record<string, unknown>)[head!], rest, value);
  return copy;
}

const ENTITY_LISTS = new Map(ENTITIES.map((d) => [`/api/${d.apiPath}`, d]));

export interface Baseline {
  path: Record<string, string>;
  query: Array<[string, string]>;
  body: unknown;
}

export function baselineOf(op: Operation): Baseline {
  const path: Record<string, string> = {};
  const query: Array<[string, string]> = [];
  for (const p of op.parameters) {
    if (p.in === 'path') {
      // Writes and deletes address an id that exists in no table, so a hostile body never lands on real data.
      path[p.name] =
        p.name === 'id' && op.method !== 'GET'
          ? '2147483647'
          : (PATH_SAMPLES[p.name] ?? String(sampleOf(p.schema, p.name)));
    } else if (p.in === 'query' && p.required) {
      query.push([p.name, String(sampleOf(p.schema, p.name))]);
    }
  }
  const body = op.body ? sampleOf(op.body) : undefined;
  // A valid baseline lets the hostile value be the only fault: a create carries no id, an update
  // the id of its path (or one that exists nowhere), so no real record is ever overwritten.
  if (body && typeof body === 'object' && !Array.isArray(body) && 'id' in body) {
    const record = body as Record<string, unknown>;
    if (op.method === 'POST') delete record.id;
    else record.id = Number(path.id ?? 2147483647);
  }
  return { path, query, body };
}

export function render(
  op: Operation,
  b: Baseline,
  extra: { headers?: Record<string, string>; rawQuery?: string },
  mutated: string,
  refused: boolean,
): HostileRequest {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeComponent(b.path[name] ?? ''));
  const query = [
    ...b.query.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`),
    ...(extra.rawQuery ? [extra.rawQuery] : []),
  ].join('&');
  return {
    method: op.method,
    url: query ? `${url}?${query}` : url,
    headers: { ...(b.body !== undefined ? { 'content-type': 'application/json' } : {}), ...extra.headers },
    ...(b.body !== undefined ? { payload: JSON.stringify(b.body) } : {}),
    mutated,
    refused,
  };
}

/** The baseline with query parameter `name` set to `value` (replacing its sample). */
const withQuery = (b: Baseline, name: string, value: string): Baseline => ({
  ...b,
  query: [...b.query.filter(([k]) => k !== name), [name, value]],
});

/** Hostile variants of one operation: one input replaced per request. */
export function hostileRequests(op: Operation): fc.Arbitrary<HostileRequest> {
  const base = baselineOf(op);
  const variants: Array<fc.Arbitrary<HostileRequest>> = [];

  const pathParams = op.parameters.filter((p) => p.in === 'path');
  if (pathParams.length)
    variants.push(
      fc
        .tuple(fc.constantFrom(...pathParams), hostileParameter)
        .map(([p, h]) =>
          render(
            op,
            { ...base, path: { ...base.path, [p.name]: String(h.value) } },
            {},
            `path ${p.name}`,
            h.refusedInParameter,
          ),
        ),
    );

  const queryParams = op.parameters.filter((p) => p.in === 'query');
  // Query: a declared parameter, or an undeclared one, replaced by a hostile value.
  variants.push(
    fc
      .tuple(fc.constantFrom(...queryParams.map((p) => p.name), 'cacheBuster', 'unknown'), hostileParameter)
      .map(([name, h]) =>
        render(op, withQuery(base, name, String(h.value)), {}, `query ${name}`, h.refusedInParameter),
      ),
  );

  // Long query strings: thousands of ids, of parameters, of sort entries.
  variants.push(
    fc
      .constantFrom(
        `ids=${Array.from({ length: 3000 }, (_, i) => i + 1).join(',')}`,
        Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&'),
        Array.from({ length: 500 }, () => 'sort=id,asc').join('&'),
        `search=${'x'.repeat(8000)}`,
      )
      .map((raw) => render(op, base, { rawQuery: raw }, 'long query', false)),
  );

  // Criteria filters of a generic list: every property and operator, hostile values.
  const entity = op.method === 'GET' ? ENTITY_LISTS.get(op.path) : undefined;
  if (entity) {
    const properties = entityProperties(entity).map((p) => p.name);
    variants.push(
      fc
        .tuple(fc.constantFrom(...properties), fc.constantFrom(...FILTER_OPERATORS), hostileParameter)
        .map(([property, operator, h]) =>
          render(
            op,
            withQuery(base, `${property}.${operator}`, String(h.value)),
            {},
            `filter ${property}.${operator}`,
            h.refusedInParameter,
          ),
        ),
    );
  }

  if (base.body !== undefined) {
    const slots = bodySlots(base.body);
    if (slots.length)
      variants.push(
        fc
          .tuple(fc.constantFrom(...slots), hostileBodyValue)
          .map(([slot, h]) =>
            render(
              op,
              { ...base, body: withValue(base.body, slot, h.value) },
              {},
              `body ${slot.join('.')}`,
              h.refusedInText,
            ),
          ),
      );
    // The whole body replaced: type confusion, deep nesting, a big array.
    variants.push(
      fc
        .constantFrom<unknown>(
          null,
          [],
          'text',
          1e308,
          [[[[[[[[[[]]]]]]]]]],
          Array.from({ length: 5000 }, () => ({})),
        )
        .map((body) => render(op, { ...base, body }, {}, 'whole body', false)),
    );
  }

  // A header with a control character (tab is allowed in headers).
  variants.push(
    fc.tuple(fc.constantFrom('x-hostile', 'accept-language', 'user-agent'), controlString).map(([name, c]) =>
      render(
        op,
        base,
        { headers: { [name]: c.value } },
        `header ${name}`,
        // eslint-disable-next-line no-control-regex -- the characters a header may not carry
        /[\u0000-\u0008\u000a-\u001f\u007f]/.test(c.value),
      ),
    ),
  );

  return fc.oneof(...variants);
}

/**
 * Operations that end the caller's own sessions (sign-out, "end the others"): a fuzz sends them
 * with a fresh session of a second administrator, so its main admin session survives the run.
 */
export const endsOwnSessions = (op: Operation) =>
  op.method === 'DELETE' && op.path.startsWith('/api/account/sessions');

export const SECOND_ADMIN = { login: 'fuzz-admin', password: 'Fuzz-admin1' } as const;

/** Creates the second administrator (activated, ROLE_ADMIN) in the fuzzed app's database. */
export async function createSecondAdmin(db: AppDatabase): Promise<void> {
  await new UserRepository(db).create(
    {
      login: SECOND_ADMIN.login,
      email: 'fuzz-admin@hostile.test',
      passwordHash: await hashPassword(SECOND_ADMIN.password),
      activated: true,
      langKey: 'en',
    },
    ['ROLE_ADMIN', 'ROLE_USER'],
  );
}
