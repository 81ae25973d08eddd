import { z } from 'zod';

/**
 * GET api/relation-options/{target}: the options of a relation select of the entity forms, the
 * target's id and its display properties joined by spaces.
 */
export const relationOptionSchema = z.object({ id: z.number().int(), label: z.string() });
export type RelationOption = z.infer<typeof relationOptionSchema>;
