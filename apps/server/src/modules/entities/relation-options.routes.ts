import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_AUTHORITIES, relationOptionSchema } from '@app/contracts';
import type { RelationOptionsService } from './relation-options.service';

const query = z.object({
  search: z.string().trim().max(100).optional(),
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'a comma-separated list of at most 100 ids')
    .transform((s) => s.split(',').map(Number))
    .optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** entity.relation, e.g. user-account.userId: label as that relation displays its target. */
  relation: z
    .string()
    .regex(/^[a-z-]+\.[a-zA-Z_]+$/)
    .optional(),
});

/** GET api/relation-options/{target}: [{id, label}] for the relation selects of the entity forms, searched in SQL. */
export async function relationOptionsRoutes(
  app: FastifyInstance,
  { service }: { service: RelationOptionsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/relation-options/:target',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'relationOptions' },
      schema: {
        tags: ['entities'],
        params: z.object({ target: z.string().max(64) }),
        querystring: query,
        response: { 200: z.array(relationOptionSchema) },
      },
    },
    async (request) => service.options(request.params.target, request.query),
  );
}
