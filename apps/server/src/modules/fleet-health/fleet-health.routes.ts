import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountHealthListSchema,
  accountHealthQuerySchema,
  ATTENTION_SORT_FIELDS,
  attentionPageSchema,
  fleetHealthQuerySchema,
  fleetHealthSchema,
} from '@app/contracts';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import { requireCaller } from '../../plugins/caller';
import { pageQuerySchema } from '../../lib/paging';
import type { FleetHealthService } from './fleet-health.service';

const permission = { service: 'DEVICE_MANAGEMENT', op: 'read' } as const;
const attentionQuerySchema = pageQuerySchema(ATTENTION_SORT_FIELDS, { field: 'score', direction: 'asc' });

/** The fleet health score: whoever may read devices, over its own scope. */
export async function fleetHealthRoutes(app: FastifyInstance, { health }: { health: FleetHealthService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/fleet/health',
    {
      schema: { tags: ['fleet'], querystring: fleetHealthQuerySchema, response: { 200: fleetHealthSchema } },
      config: { permission },
    },
    async (request) => health.health(requireCaller(request), request.query.accountId),
  );

  api.get(
    '/api/fleet/health/accounts',
    {
      schema: {
        tags: ['fleet'],
        querystring: accountHealthQuerySchema,
        response: { 200: accountHealthListSchema },
      },
      config: { permission },
    },
    async (request) => health.accounts(requireCaller(request), request.query.ids),
  );

  api.get(
    '/api/fleet/attention',
    {
      schema: { tags: ['fleet'], querystring: attentionQuerySchema, response: { 200: attentionPageSchema } },
      config: { permission },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await health.attention(requireCaller(request), q);
      setPaginationHeaders(request, reply, q.page, q.size, total);
      return rows;
    },
  );
}
