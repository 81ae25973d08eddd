import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_AUTHORITIES,
  metricsDocumentSchema,
  PROMETHEUS_CONTENT_TYPE,
  prometheusTextSchema,
} from '@app/contracts';
import type { MetricsConfig } from '../../../config/metrics-config';
import type { MetricsService } from './metrics.service';
import type { PrometheusMetrics } from './prometheus';
import { scrapeAccess } from './scrape-access';

/** GET management/jhimetrics (the metrics page) and management/prometheus (for a Prometheus server). */
export async function metricsRoutes(
  app: FastifyInstance,
  {
    metrics,
    prometheus,
    scrape,
  }: { metrics: MetricsService; prometheus: PrometheusMetrics; scrape: MetricsConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['management'];
  r.get(
    '/management/jhimetrics',
    { config: { access: ADMIN_AUTHORITIES }, schema: { tags, response: { 200: metricsDocumentSchema } } },
    async () => metrics.document(),
  );
  // A string with its own content type is sent as it is (Fastify serialises objects only): the
  // schema documents the text. Who may scrape is the route's own rule (an admin, the metrics token
  // or an allowed address), hence access 'route'.
  r.get(
    '/management/prometheus',
    {
      config: { access: 'route' },
      preValidation: scrapeAccess(scrape),
      schema: {
        tags,
        response: {
          200: {
            description: 'The metrics in the Prometheus text exposition format',
            content: { 'text/plain': { schema: prometheusTextSchema } },
          },
        },
      },
    },
    async (_request, reply) => reply.type(PROMETHEUS_CONTENT_TYPE).send(await prometheus.scrape()),
  );
}
