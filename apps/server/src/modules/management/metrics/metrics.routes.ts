import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_AUTHORITIES,
  metricsDocumentSchema,
  PROMETHEUS_CONTENT_TYPE,
  prometheusTextSchema,
} from '@app/contracts';
import type { MetricsService } from './metrics.service';
import type { ExtraMetric } from '../../../lib/extra-metric';
import { renderPrometheus } from './prometheus';

/** GET management/jhimetrics (the metrics page) and management/prometheus (for a Prometheus server). */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, gauges }: { metrics: MetricsService; gauges: () => ExtraMetric[] },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_AUTHORITIES };
  const tags = ['management'];
  r.get(
    '/management/jhimetrics',
    { config, schema: { tags, response: { 200: metricsDocumentSchema } } },
    async () => metrics.document(),
  );
  // A string with its own content type is sent as it is (Fastify serialises objects only): the
  // schema documents the text.
  r.get(
    '/management/prometheus',
    {
      config,
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
    async (_request, reply) =>
      reply.type(PROMETHEUS_CONTENT_TYPE).send(await renderPrometheus(metrics, gauges())),
  );
}
