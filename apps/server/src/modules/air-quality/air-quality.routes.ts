import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/api-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  airQualityPeriodQuerySchema,
  airQualitySiteGridSchema,
  airQualitySiteParamsSchema,
  airQualitySitesQuerySchema,
  airQualitySitesSchema,
  airStandardsOverviewQuerySchema,
  airStandardsOverviewSchema,
  airStandardsQuerySchema,
  airStandardsSiteReportSchema,
  effectivenessQuerySchema,
  siteEffectivenessSchema,
} from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { AirQualityService } from './air-quality.service';
import type { AirStandardsService } from './air-standards.service';
import type { EffectivenessService } from './effectiveness.service';

/** The site PM2.5 heat map, standards report and purifier effectiveness: STATISTICS_MANAGEMENT read, sites of the caller's reach. */
export async function airQualityRoutes(
  app: FastifyInstance,
  {
    airQuality,
    airStandards,
    effectiveness,
  }: {
    airQuality: AirQualityService;
    airStandards: AirStandardsService;
    effectiveness: EffectivenessService;
  },
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
  routes.get(
    '/api/fleet/air-standards/sites',
    {
      schema: {
        tags: ['fleet'],
        description:
          "Every reachable site's headline figures against WHO 2021, WELL v2 (A01, A08 completeness) and RESET Air over a period of Rome days and each site's opening hours, worst first.",
        querystring: airStandardsOverviewQuerySchema,
        response: { 200: airStandardsOverviewSchema },
      },
      config: { permission: { service: 'STATISTICS_MANAGEMENT', op: 'read' } },
    },
    async (request) => airStandards.overview(requireCaller(request), request.query),
  );
  routes.get(
    '/api/fleet/air-standards/sites/:addressId',
    {
      schema: {
        tags: ['fleet'],
        description:
          "A site's air against WHO 2021, WELL v2 (A01, A08) and RESET Air over a period of Rome days and the site's opening hours.",
        params: airQualitySiteParamsSchema,
        querystring: airStandardsQuerySchema,
        response: { 200: airStandardsSiteReportSchema },
      },
      config: { permission: { service: 'STATISTICS_MANAGEMENT', op: 'read' } },
    },
    async (request) => airStandards.site(requireCaller(request), request.params.addressId, request.query),
  );
  routes.get(
    '/api/fleet/air-standards/sites/:addressId/pdf',
    {
      schema: {
        tags: ['fleet'],
        description:
          "The site's standards report as a PDF in the caller's language: the same figures as the JSON answer, each naming its standard and version.",
        params: airQualitySiteParamsSchema,
        querystring: airStandardsQuerySchema,
        response: {
          200: fileAnswer(
            'application/pdf',
            'The report (attachment; filename="standards-<site>-<from>-<to>.pdf")',
          ),
        },
      },
      config: { permission: { service: 'STATISTICS_MANAGEMENT', op: 'read' }, objectName: 'report' },
    },
    async (request, reply) => {
      const { pdf, name } = await airStandards.pdf(
        requireCaller(request),
        request.params.addressId,
        request.query,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf);
    },
  );
  routes.get(
    '/api/fleet/effectiveness/sites/:addressId',
    {
      schema: {
        tags: ['fleet'],
        description:
          "Whether a site's purifiers lower its PM2.5: per purifier, the drop after each switch-on or raised fan speed, the minutes to halve, the clean air delivered (hours per fan speed × the model's CADR), and the stored 14-day verdict.",
        params: airQualitySiteParamsSchema,
        querystring: effectivenessQuerySchema,
        response: { 200: siteEffectivenessSchema },
      },
      config: { permission: { service: 'STATISTICS_MANAGEMENT', op: 'read' } },
    },
    async (request) => effectiveness.site(requireCaller(request), request.params.addressId, request.query),
  );
}
