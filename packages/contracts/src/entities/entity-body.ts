import { z } from 'zod';
import type { EntityDescriptor, FieldDescriptor } from './descriptor';

const REQUIRED = 'entity.validation.required';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fieldSchema(f: FieldDescriptor): z.ZodType {
  let schema: z.ZodType;
  switch (f.kind) {
    case 'integer':
      schema = z
        .number({ message: 'entity.validation.number' })
        .int()
        .min(-9_007_199_254_740_991)
        .max(9_007_199_254_740_991);
      break;
    case 'decimal':
      schema = z.number({ message: 'entity.validation.number' }).finite();
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'date':
      schema = z.string().regex(DATE, 'entity.validation.date');
      break;
    case 'datetime':
      schema = z.iso.datetime({ offset: true, message: 'entity.validation.datetime' });
      break;
    case 'uuid':
      schema = z.uuid();
      break;
    case 'enum':
      schema = z.enum(f.values as [string, ...string[]]);
      break;
    case 'text':
      schema = z.string().max(1_000_000);
      break;
    default:
      schema = f.required
        ? z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(4000)
        : z.string().max(4000);
  }
  return f.required ? schema : schema.nullish();
}

/**
 * The body of POST and PUT for an entity: its fields (not the server-generated ones) and relation
 * ids; display values and unknown properties are dropped. `id` is checked by the service (absent
 * on create, equal to the path on update), so it is only typed here.
 */
export function entityBodySchema(d: EntityDescriptor) {
  const shape: Record<string, z.ZodType> = { id: z.number().int().positive().nullish() };
  for (const f of d.fields) if (!f.generated) shape[f.name] = fieldSchema(f);
  for (const r of d.relations) {
    const id = z.number({ message: REQUIRED }).int().positive();
    shape[r.name] = r.required ? id : id.nullish();
  }
  return z.object(shape);
}
export type EntityBody = Record<string, unknown> & { id?: number | null };
