import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_AUTHORITIES, ENTITIES, RELATION_TARGETS } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { columnBounds } from '../../db/column-bounds';
import { entityTable } from './entity-tables';
import { EntityRepository } from './entity.repository';

/** What a target shows in a select when no relation is named: every property any relation shows of it. */
function defaultDisplay(target: string): string[] {
  const shown = ENTITIES.flatMap((d) =>
    d.relations.filter((r) => r.target === target).flatMap((r) => r.display),
  );
  return shown.length ? [...new Set(shown)] : ['id'];
}

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
export function registerRelationOptionsRoutes(app: FastifyInstance, db: AppDatabase) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/relation-options/:target',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'relationOptions' },
      schema: {
        tags: ['entities'],
        params: z.object({ target: z.string().max(64) }),
        querystring: query,
        response: { 200: z.array(z.object({ id: z.number(), label: z.string() })) },
      },
    },
    async (request) => {
      const { target } = request.params;
      if (!RELATION_TARGETS.has(target)) throw notFound(`No relation target ${target}`);
      const { search, ids, size, relation } = request.query;
      const table = entityTable(target);
      // Ids beyond what the target's id column holds (an integer stops at 2,147,483,647) are refused.
      const max = columnBounds(table.id)?.max ?? Number.MAX_SAFE_INTEGER;
      if (ids?.some((id) => id > max)) {
        throw new AppError(400, 'validation', `ids: every id must be at most ${max}`, {
          fieldErrors: [{ objectName: 'relationOptions', field: 'ids', message: 'Max' }],
        });
      }
      let display = defaultDisplay(target);
      if (relation) {
        const [entity, name] = relation.split('.');
        const r = ENTITIES.find((d) => d.name === entity)?.relations.find(
          (x) => x.name === name && x.target === target,
        );
        if (!r) throw notFound(`No relation ${relation} to ${target}`);
        display = [...r.display];
      }
      return new EntityRepository(db, table).options(display, { search, ids }, ids ? ids.length : size);
    },
  );
}
