import type { FastifyInstance } from 'fastify';
import { ADMIN_AUTHORITIES } from '@app/contracts';
import type { MetricsService } from './metrics.service';
import { renderPrometheus } from './prometheus';

/** GET management/jhimetrics (the metrics page) and management/prometheus (for a Prometheus server). */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, gauges }: { metrics: MetricsService; gauges: () => Array<[string, string, number]> },
) {
  const config = { access: ADMIN_AUTHORITIES };
  app.get('/management/jhimetrics', { config, schema: { tags: ['management'] } }, async () =>
    metrics.document(),
  );
  app.get('/management/prometheus', { config, schema: { tags: ['management'] } }, async (_request, reply) =>
    reply.type('text/plain; version=0.0.4; charset=utf-8').send(await renderPrometheus(metrics, gauges())),
  );
}
