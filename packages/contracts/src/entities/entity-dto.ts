import { z } from 'zod';
import type { EntityDescriptor, FieldDescriptor, FieldKind, RelationDescriptor } from './descriptor';

/** A value of a generic entity's answer: what its columns hold, in JSON. */
export type EntityValue = string | number | boolean | null;

/** Any entity's record, as generic screens read it: the id and the values by property. */
export type EntityDto = { id: number; [property: string]: EntityValue };

/** The JSON value of each field kind: numeric columns are read as numbers, dates and instants as text. */
interface KindValues {
  string: string;
  text: string;
  integer: number;
  decimal: number;
  boolean: boolean;
  date: string;
  datetime: string;
  uuid: string;
  enum: string;
}

/**
 * Whether a field is never null in an answer: required, generated, or defaulted when a body omits it
 * (the columns of all of these are NOT NULL). Every other field may be null, as its column may.
 */
type NeverNull = { required: true } | { generated: true } | { defaultValue: string | number | boolean };

type FieldValue<F extends FieldDescriptor> =
  | (F extends { kind: 'enum'; values: readonly (infer V)[] } ? V : KindValues[F['kind']])
  | (F extends NeverNull ? never : null);

type RelationId<R extends RelationDescriptor> = number | (R extends { required: true } ? never : null);

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/**
 * The answer of a generic entity for a descriptor declared `as const`: id, fields, relation ids,
 * and the display values (`displayAs`) of its relations. A descriptor known only as
 * EntityDescriptor gives the generic EntityDto.
 */
export type EntityDtoOf<D extends EntityDescriptor> = string extends D['name']
  ? EntityDto
  : Flatten<
      { id: number } & { [F in D['fields'][number] as F['name']]: FieldValue<F> } & {
        [R in D['relations'][number] as R['name']]: RelationId<R>;
      } & {
        // A display value is read through a subquery, so it is null when the relation is.
        [R in D['relations'][number] as R extends { displayAs: infer A extends string } ? A : never]:
          string | null;
      }
    >;

/** The zod shape of EntityDtoOf<D>, so the schema can be picked from and extended. */
export type EntityDtoShape<D extends EntityDescriptor> = {
  [K in keyof EntityDtoOf<D>]: z.ZodType<EntityDtoOf<D>[K]>;
};

const VALUE_OF_KIND: Record<FieldKind, (f: FieldDescriptor) => z.ZodType> = {
  string: () => z.string(),
  text: () => z.string(),
  integer: () => z.number().int(),
  decimal: () => z.number(),
  boolean: () => z.boolean(),
  date: () => z.iso.date(),
  datetime: () => z.iso.datetime(),
  // Any stored uuid, whatever its version (the database column takes them all).
  uuid: () => z.guid(),
  enum: (f) => z.enum(f.values as readonly [string, ...string[]]),
};

const neverNull = (f: FieldDescriptor) =>
  f.required === true || f.generated === true || f.defaultValue !== undefined;

function fieldSchema(f: FieldDescriptor): z.ZodType {
  const value = VALUE_OF_KIND[f.kind](f);
  return neverNull(f) ? value : value.nullable();
}

/** In the order the server selects them (id, fields, relation ids, display values), which the answer keeps. */
function buildEntityDtoSchema(d: EntityDescriptor): z.ZodObject {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const f of d.fields) shape[f.name] = fieldSchema(f);
  for (const r of d.relations) shape[r.name] = r.required ? z.number().int() : z.number().int().nullable();
  for (const r of d.relations) if (r.displayAs) shape[r.displayAs] = z.string().nullable();
  return z.object(shape);
}

const built = new WeakMap<EntityDescriptor, z.ZodObject>();

/**
 * The answer of the generic CRUD for a descriptor (one record; lists are arrays of it), built once
 * per descriptor. The server serialises with it: a property it does not name is not sent.
 */
export function entityDtoSchema<D extends EntityDescriptor>(d: D): z.ZodObject<EntityDtoShape<D>> {
  let schema = built.get(d);
  if (!schema) {
    schema = buildEntityDtoSchema(d);
    built.set(d, schema);
  }
  return schema as unknown as z.ZodObject<EntityDtoShape<D>>;
}
