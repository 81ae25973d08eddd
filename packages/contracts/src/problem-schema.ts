import { z } from 'zod';

// Apart from errors.ts: the web's first page imports the constants there, and a module that builds
// zod schemas at load cannot be left out of its bundle.
/** The error body every endpoint answers with (docs/product.md#errors: JHipster's problem body). */
export const fieldErrorSchema = z.object({
  objectName: z.string(),
  field: z.string(),
  message: z.string().describe('The constraint the value broke: NotNull, Size, Pattern, Min, Max, …'),
});

export const problemBodySchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    message: z
      .string()
      .describe('A translation key: error.http.<status>, error.validation, <entity>.<errorKey>'),
    path: z.string().optional(),
    params: z.string().optional(),
    entityName: z.string().optional(),
    errorKey: z.string().optional(),
    fieldErrors: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
  })
  .describe('An RFC 7807 problem (application/problem+json), as JHipster answers it');
