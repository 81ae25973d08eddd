import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The response serialiser (docs/decisions/044-device-list-cost.md). fastify-type-provider-zod
 * encodes every answer with its zod schema and then stringifies it: for a page of 20 devices that
 * is most of the serialisation's cost. A response schema made only of plain parts — objects without
 * catch-all, arrays, nullable, strings (bare or with a date, datetime or guid format), numbers
 * (finite, or safe integers), booleans and string enums — is compiled here into a plain check that
 * accepts exactly what zod accepts (the same patterns, read from the schemas), then the answer's
 * named properties in the schema's order are stringified, which is the JSON zod's output gives.
 * An answer the check refuses goes through zod, which raises its usual serialisation error; a
 * schema with any other part (transforms, codecs, refinements, defaults…) is served by zod alone.
 */

/** Picks what the schema names from a value that passes the check, in the schema's order. */
type Compiled = { check: (value: unknown) => boolean; pick: (value: unknown) => unknown };

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  check?: string;
  format?: string;
  pattern?: RegExp;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  entries?: Record<string, unknown>;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const STRING_FORMATS = new Set(['date', 'datetime', 'guid']);
const same = (value: unknown) => value;

function compile(schema: z.ZodType): Compiled | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      if (def.checks?.length) return null;
      if (def.format === undefined)
        return def.check === undefined ? { check: (v) => typeof v === 'string', pick: same } : null;
      if (!STRING_FORMATS.has(def.format) || !(def.pattern instanceof RegExp)) return null;
      const pattern = def.pattern;
      if (pattern.global || pattern.sticky) return null;
      return { check: (v) => typeof v === 'string' && pattern.test(v), pick: same };
    }
    case 'number': {
      // z.int(), z.int32()…: the format is the schema's own check.
      if (def.format !== undefined)
        return def.format === 'safeint' && !def.checks?.length
          ? { check: (v) => typeof v === 'number' && Number.isSafeInteger(v), pick: same }
          : null;
      const checks = def.checks ?? [];
      if (checks.length === 0)
        return { check: (v) => typeof v === 'number' && Number.isFinite(v), pick: same };
      const [only] = checks;
      if (
        checks.length === 1 &&
        only!._zod.def.check === 'number_format' &&
        only!._zod.def.format === 'safeint'
      )
        return { check: (v) => typeof v === 'number' && Number.isSafeInteger(v), pick: same };
      return null;
    }
    case 'boolean':
      return def.checks?.length ? null : { check: (v) => typeof v === 'boolean', pick: same };
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (def.checks?.length || !values.every((v) => typeof v === 'string')) return null;
      const allowed = new Set(values);
      return { check: (v) => typeof v === 'string' && allowed.has(v), pick: same };
    }
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType);
      if (!inner) return null;
      return {
        check: (v) => v === null || inner.check(v),
        pick: inner.pick === same ? same : (v) => (v === null ? null : inner.pick(v)),
      };
    }
    case 'array': {
      const element = !def.checks?.length && def.element ? compile(def.element) : null;
      if (!element) return null;
      return {
        check: (v) => Array.isArray(v) && v.every((item) => element.check(item)),
        pick: (v) => (v as unknown[]).map((item) => element.pick(item)),
      };
    }
    case 'object':
      return def.catchall || def.checks?.length || !def.shape ? null : compileObject(def.shape);
    default:
      return null;
  }
}

function compileObject(shape: Record<string, z.ZodType>): Compiled | null {
  const properties: [string, Compiled][] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const compiled = compile(schema);
    if (!compiled) return null;
    properties.push([key, compiled]);
  }
  const keys = properties.map(([key]) => key);
  const leavesOnly = properties.every(([, property]) => property.pick === same);
  return {
    check: (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
      const record = v as Record<string, unknown>;
      for (const [key, property] of properties) if (!property.check(record[key])) return false;
      return true;
    },
    pick: (v) => {
      const record = v as Record<string, unknown>;
      // A row read by the schema's own selection already is the answer: stringified as it is.
      if (leavesOnly && plain(record) && sameKeys(Object.keys(record), keys)) return record;
      const out: Record<string, unknown> = {};
      for (const [key, property] of properties) out[key] = property.pick(record[key]);
      return out;
    },
  };
}

/** The zod schema as fastify-type-provider-zod finds it (bare, or under `properties`); its compiler refused anything else already. */
const zodSchemaOf = (schema: unknown): z.ZodType =>
  (schema as { _zod?: unknown })._zod
    ? (schema as z.ZodType)
    : (schema as { properties: z.ZodType }).properties;

/** No prototype of its own, so no toJSON of its own: stringified as its properties. */
const plain = (record: object) => {
  const prototype = Object.getPrototypeOf(record) as unknown;
  return prototype === Object.prototype || prototype === null;
};

function sameKeys(actual: string[], expected: string[]): boolean {
  if (actual.length !== expected.length) return false;
  for (let i = 0; i < expected.length; i++) if (actual[i] !== expected[i]) return false;
  return true;
}

/** Fastify's serializer compiler: the compiled check where the schema allows it, zod otherwise. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const viaZod = zodSerializerCompiler(route) as (data: unknown) => string;
  const compiled = compile(zodSchemaOf(route.schema));
  if (!compiled) return viaZod;
  return (data: unknown) => (compiled.check(data) ? JSON.stringify(compiled.pick(data)) : viaZod(data));
};

/** Whether the schema is served by the compiled check (tests). */
export const isCompiled = (schema: z.ZodType): boolean => compile(schema) !== null;
