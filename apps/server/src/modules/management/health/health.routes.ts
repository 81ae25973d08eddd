import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_AUTHORITIES,
  hasAnyAuthority,
  healthReportSchema,
  livenessReportSchema,
  type HealthReport,
} from '@app/contracts';
import { isDatabaseUnavailable } from '../../../lib/db-error';
import type { HealthService } from './health.service';

/** Sends the probe's answer (the reply is sent, nothing is returned). */
/** Readiness while the process drains before shutting down (Spring's REFUSING_TRAFFIC). */
const DRAINING: HealthReport = {
  status: 'OUT_OF_SERVICE',
  components: { shutdown: { status: 'OUT_OF_SERVICE', details: { draining: true } } },
};

type ProbeAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A probe answers as a probe even when the caller's session cannot be checked: with a token the
 * session check reads the database before the handler runs, and during an outage it fails with the
 * generic 503 problem, which is no health report (the response schema turned it into a 500) and
 * made liveness DOWN. Such a caller is answered as an anonymous one; other errors go on to the
 * app's error handler.
 */
const answerDespiteOutage =
  (answer: ProbeAnswer) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!isDatabaseUnavailable(error)) throw error;
    request.principal = null;
    return answer(request, reply);
  };

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

  const reportOf =
    (only?: string[]): ProbeAnswer =>
    async (request, reply) => {
      const report = await health.report(only);
      await reply.status(report.status === 'DOWN' ? 503 : 200).send(visible(request, report));
    };

  const fullReport = reportOf();
  r.get(
    '/management/health',
    { ...reportOptions, errorHandler: answerDespiteOutage(fullReport) },
    fullReport,
  );

  // The process answers: its event loop runs this handler. No dependency is checked, so an outage
  // of the database or SMTP never gets the process restarted.
  const alive: ProbeAnswer = async (_request, reply) => {
    await reply.status(200).send({ status: 'UP' });
  };
  r.get(
    '/management/health/liveness',
    {
      config,
      schema: { tags, response: { 200: livenessReportSchema } },
      errorHandler: answerDespiteOutage(alive),
    },
    alive,
  );

  // Ready for traffic: the dependencies without which no request can be served, and not draining
  // (shutting down: the load balancer must stop sending before the listener closes).
  const readinessReport = reportOf(readiness);
  const ready: ProbeAnswer = async (request, reply) => {
    if (!app.drain.draining) return readinessReport(request, reply);
    await reply.status(503).send(visible(request, DRAINING));
  };
  r.get(
    '/management/health/readiness',
    { ...reportOptions, errorHandler: answerDespiteOutage(ready) },
    ready,
  );
}
