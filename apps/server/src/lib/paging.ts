import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/contracts';

export interface SortOrder<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * The page/size/sort query of a list (page 0-based, sort=field,direction and repeatable), as a
 * zod schema so that a bad value gets a 400 naming the parameter. Other parameters (the client's
 * cacheBuster) are ignored.
 */
export function pageQuerySchema<F extends string>(fields: readonly [F, ...F[]], defaultSort: SortOrder<F>) {
  const sortEntry = z.string().transform((entry, ctx): SortOrder<F> => {
    const [field = '', direction = 'asc', ...rest] = entry.split(',').map((s) => s.trim());
    if (!fields.includes(field as F) || (direction !== 'asc' && direction !== 'desc') || rest.length) {
      ctx.addIssue({
        code: 'custom',
        message: `sort must be one of ${fields.join(', ')} followed by ,asc or ,desc`,
      });
      return z.NEVER;
    }
    return { field: field as F, direction };
  });
  return z.object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z
      .union([sortEntry, z.array(sortEntry)])
      .optional()
      .transform((v) => (v === undefined ? [defaultSort] : Array.isArray(v) ? v : [v])),
  });
}
