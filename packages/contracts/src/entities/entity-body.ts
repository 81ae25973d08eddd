import { z } from 'zod';
import { emailSchema, latitudeSchema, longitudeSchema } from '../validation';
import { fieldMaxLength, TEXT_MAX_LENGTH, type EntityDescriptor, type FieldDescriptor } from './descriptor';
import { isCalendarDate, isInstantInRange, type PropertyBounds, type ValueBounds } from './value-bounds';

const REQUIRED = 'entity.validation.required';
/** "This field cannot be longer than {{max}} characters": the form reads max from the descriptor. */
const MAXLENGTH = 'entity.validation.maxlength';
/** The rules a field's format implies (the same in the form and on the server). */
const FORMATS: Record<NonNullable<FieldDescriptor['format']>, z.ZodType<unknown, string>> = {
  email: emailSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SAFE = Number.MAX_SAFE_INTEGER;

/** A whole number within the column's range (JS safe integers when no bounds are given). */
const wholeNumber = (b: ValueBounds = {}, message?: string) =>
  z
    .number(message ? { message } : undefined)
    .int()
    .min(Math.max(b.min ?? -SAFE, -SAFE))
    .max(Math.min(b.max ?? SAFE, SAFE));

function fieldSchema(f: FieldDescriptor, b: ValueBounds = {}): z.ZodType {
  let schema: z.ZodType;
  switch (f.kind) {
    case 'integer':
      schema = wholeNumber(b, 'entity.validation.number');
      break;
    case 'decimal': {
      let n = z.number({ message: 'entity.validation.number' }).finite();
      if (b.min !== undefined) n = n.min(b.min);
      if (b.max !== undefined) n = n.max(b.max);
      const tiny = b.minMagnitude;
      schema =
        tiny === undefined ? n : n.refine((v) => v === 0 || Math.abs(v) >= tiny, 'entity.validation.number');
      break;
    }
    case 'boolean':
      schema = z.boolean();
      break;
    case 'date':
      // The pattern documents the format; the calendar check refuses 2024-02-30 and years outside 1900..9999.
      schema = z
        .string()
        .regex(DATE, 'entity.validation.date')
        .refine((v) => !DATE.test(v) || isCalendarDate(v), 'entity.validation.date');
      break;
    case 'datetime':
      schema = z.iso
        .datetime({ offset: true, message: 'entity.validation.datetime' })
        .refine(
          (v) => Number.isNaN(Date.parse(v)) || isInstantInRange(Date.parse(v)),
          'entity.validation.datetime',
        );
      break;
    case 'uuid':
      schema = z.uuid();
      break;
    case 'enum':
      schema = z.enum(f.values as [string, ...string[]]);
      break;
    case 'text':
      schema = z.string().max(Math.min(b.maxLength ?? TEXT_MAX_LENGTH, TEXT_MAX_LENGTH), MAXLENGTH);
      break;
    default: {
      const max = Math.min(b.maxLength ?? fieldMaxLength(f), fieldMaxLength(f));
      const text = f.required
        ? z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(max, MAXLENGTH)
        : z.string().max(max, MAXLENGTH);
      schema = f.format ? text.pipe(FORMATS[f.format]) : text;
    }
  }
  return f.required ? schema : schema.nullish();
}

/**
 * The body of POST and PUT for an entity: its fields (not the server-generated ones) and relation
 * ids; display values and unknown properties are dropped. `id` is checked by the service (absent
 * on create, equal to the path on update), so it is only typed here. `bounds` (the server derives
 * them from the columns) limit each property to what its column holds.
 */
export function entityBodySchema(d: EntityDescriptor, bounds: PropertyBounds = {}) {
  const shape: Record<string, z.ZodType> = { id: wholeNumber(bounds.id).positive().nullish() };
  for (const f of d.fields) if (!f.generated) shape[f.name] = fieldSchema(f, bounds[f.name]);
  for (const r of d.relations) {
    const id = wholeNumber(bounds[r.name], REQUIRED).positive();
    shape[r.name] = r.required ? id : id.nullish();
  }
  return z.object(shape);
}
export type EntityBody = Record<string, unknown> & { id?: number | null };
