import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { ENTITIES, entityDtoSchema, type EntityDescriptor } from '@app/contracts';
import { isCompiled, serializerCompiler } from './compiled-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const compiled = (schema: z.ZodType) => serializerCompiler(route(schema)) as (data: unknown) => string;
const viaZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema)) as (data: unknown) => string;

/** What zod's serialiser answers, or the message of the error it raises. */
const outcome = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return serialize(data);
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
};

const VALID: Record<string, unknown> = {
  string: 'Purifier 12 "lobby"',
  text: 'a\nb',
  integer: 42,
  decimal: 3.25,
  boolean: true,
  date: '2026-02-28',
  datetime: '2026-02-28T10:00:00.123Z',
  uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
};

function rowOf(d: EntityDescriptor): Record<string, unknown> {
  const row: Record<string, unknown> = { id: 1 };
  for (const f of d.fields) row[f.name] = f.kind === 'enum' ? f.values![0] : VALID[f.kind];
  for (const r of d.relations) row[r.name] = 7;
  for (const r of d.relations) if (r.displayAs) row[r.displayAs] = 'Shown';
  return row;
}

/** Values zod refuses for a field of each kind (null too where the field is never null). */
const WRONG: Record<string, unknown[]> = {
  string: [5, undefined],
  text: [false],
  integer: [1.5, '42', Number.MAX_SAFE_INTEGER + 2, Number.NaN],
  decimal: [Number.POSITIVE_INFINITY, '3.25'],
  boolean: ['true', 1],
  date: ['2026-02-30', '2026-02-28T10:00:00Z', new Date(0)],
  datetime: ['2026-02-28T10:00:00+01:00', '2026-02-28', new Date(0)],
  uuid: ['not-a-uuid', '7c9e6679742540de944be07fc1f90ae7'],
  enum: ['NOT_A_VALUE', 3],
};

describe('compiled response serialiser', () => {
  it.each(ENTITIES.map((d) => [d.name, d] as const))(
    '%s: the DTO list is compiled and answers what zod answers, refusals included',
    (_name, d) => {
      const schema = z.array(entityDtoSchema(d));
      expect(isCompiled(schema)).toBe(true);
      const [ours, theirs] = [compiled(schema), viaZod(schema)];
      const row = rowOf(d);
      const cases: unknown[] = [
        [],
        [row, { ...row, id: 2 }],
        // Extra properties are not sent; the order is the schema's, whatever the row's.
        [{ extra: 'x', ...Object.fromEntries(Object.entries(row).reverse()) }],
        row,
        null,
      ];
      for (const f of d.fields) {
        for (const wrong of WRONG[f.kind] ?? []) cases.push([{ ...row, [f.name]: wrong }]);
        cases.push([{ ...row, [f.name]: null }]);
      }
      for (const data of cases) expect(outcome(ours, data)).toBe(outcome(theirs, data));
    },
  );

  it('checks standalone formats as zod does', () => {
    const schema = z.object({ n: z.int(), at: z.iso.date().nullable() });
    expect(isCompiled(schema)).toBe(true);
    for (const data of [
      { n: 1, at: null },
      { n: 1.5, at: null },
      { n: 1, at: '2026-13-01' },
    ])
      expect(outcome(compiled(schema), data)).toBe(outcome(viaZod(schema), data));
  });

  it('leaves to zod any schema with a part it does not compile', () => {
    expect(isCompiled(z.object({ at: z.date() }))).toBe(false);
    expect(isCompiled(z.object({ n: z.number().min(1) }))).toBe(false);
    expect(isCompiled(z.object({ s: z.string().optional() }))).toBe(false);
    expect(isCompiled(z.object({ s: z.string().transform((s) => s.length) }))).toBe(false);
    expect(isCompiled(z.email())).toBe(false);
    expect(isCompiled(z.looseObject({ s: z.string() }))).toBe(false);
    expect(isCompiled(z.int32())).toBe(false);
    expect(isCompiled(z.uuid())).toBe(false);
    const codec = z.object({ at: z.iso.datetime().transform((s) => new Date(s)) });
    const data = { at: '2026-02-28T10:00:00Z' };
    expect(outcome(compiled(codec), data)).toBe(outcome(viaZod(codec), data));
  });
});
