import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  airQualityPeriodQuerySchema,
  airQualitySiteGridSchema,
  airQualitySiteParamsSchema,
  airQualitySitesQuerySchema,
  airQualitySitesSchema,
} from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { AirQualityService } from './air-quality.service';

/** The site PM2.5 heat map: STATISTICS_MANAGEMENT read, sites of the caller's reach. */
export async function airQualityRoutes(
  app: FastifyInstance,
  { airQuality }: { airQuality: AirQualityService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/fleet/air-quality/sites',
    {
      schema: {
        tags: ['fleet'],
        querystring: airQualitySitesQuerySchema,
        response: { 200: airQualitySitesSchema },
      },
      config: { permission: { service: 'STATISTICS_MANAGEMENT', op: 'read' } },
    },
    async (request) => airQuality.sites(requireCaller(request), request.query),
  );
  routes.get(
    '/api/fleet/air-quality/sites/:addressId',
    {
      schema: {
        tags: ['fleet'],
        params: airQualitySiteParamsSchema,
        querystring: airQualityPeriodQuerySchema,
        response: { 200: airQualitySiteGridSchema },
      },
      config: { permission: { service: 'STATISTICS_MANAGEMENT', op: 'read' } },
    },
    async (request) => airQuality.site(requireCaller(request), request.params.addressId, request.query),
  );
}
