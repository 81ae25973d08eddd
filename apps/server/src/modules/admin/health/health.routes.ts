import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_AUTHORITIES,
  hasAnyAuthority,
  healthReportSchema,
  livenessReportSchema,
  type HealthReport,
} from '@app/contracts';
import type { HealthService } from './health.service';

/**
 * GET management/health, management/health/liveness and management/health/readiness: public, so
 * load balancers, orchestrators and monitors can call them (JHipster permits management/health/**);
 * 503 when DOWN. Administrators get every component's details, others only the statuses.
 * What counts for which probe: docs/decisions/014.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { health, readiness }: { health: HealthService; readiness: string[] },
) {
  const visible = (request: FastifyRequest, report: HealthReport): HealthReport =>
    hasAnyAuthority(request.principal?.authorities, ADMIN_AUTHORITIES)
      ? report
      : {
          status: report.status,
          components: Object.fromEntries(
            Object.entries(report.components).map(([k, c]) => [k, { status: c.status }]),
          ),
        };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  const tags = ['management'];
  // The same report whether UP (200) or DOWN (503).
  const reportOptions = {
    config,
    schema: {
      tags,
      response: {
        200: healthReportSchema.describe('UP: every check that counts is UP'),
        503: healthReportSchema.describe('DOWN: a check that counts failed'),
      },
    },
  };

  r.get('/management/health', reportOptions, async (request, reply) => {
    const report = await health.report();
    return reply.status(report.status === 'DOWN' ? 503 : 200).send(visible(request, report));
  });

  // The process answers: its event loop runs this handler. No dependency is checked, so an outage
  // of the database or SMTP never gets the process restarted.
  r.get(
    '/management/health/liveness',
    { config, schema: { tags, response: { 200: livenessReportSchema } } },
    async (_request, reply) => reply.status(200).send({ status: 'UP' }),
  );

  // Ready for traffic: the dependencies without which no request can be served.
  r.get('/management/health/readiness', reportOptions, async (request, reply) => {
    const report = await health.report(readiness);
    return reply.status(report.status === 'DOWN' ? 503 : 200).send(visible(request, report));
  });
}
