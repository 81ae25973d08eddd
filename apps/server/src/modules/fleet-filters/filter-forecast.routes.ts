import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  filterDeviceParamsSchema,
  filterDueQuerySchema,
  filterForecastRowSchema,
  filterForecastRowsSchema,
  filterSitesSchema,
} from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { FilterForecastService } from './filter-forecast.service';

const permission = { service: 'DEVICE_MANAGEMENT', op: 'read' } as const;

/** The filter-replacement due list, its sites and one device's forecast. */
export async function filterForecastRoutes(
  app: FastifyInstance,
  { filters }: { filters: FilterForecastService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/fleet/filters',
    {
      schema: {
        tags: ['fleet'],
        querystring: filterDueQuerySchema,
        response: { 200: filterForecastRowsSchema },
      },
      config: { permission },
    },
    async (request, reply) => {
      const { rows, total } = await filters.list(requireCaller(request), request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );
  routes.get(
    '/api/fleet/filters/sites',
    {
      schema: { tags: ['fleet'], response: { 200: filterSitesSchema } },
      config: { permission },
    },
    async (request) => filters.sites(requireCaller(request)),
  );
  routes.get(
    '/api/fleet/filters/devices/:deviceId',
    {
      schema: {
        tags: ['fleet'],
        params: filterDeviceParamsSchema,
        response: { 200: filterForecastRowSchema },
      },
      config: { permission },
    },
    async (request) => filters.device(requireCaller(request), request.params.deviceId),
  );
}
