import type { FastifyInstance } from 'fastify';
import { ADMIN_AUTHORITIES, hasAnyAuthority, type HealthReport } from '@app/contracts';
import type { HealthService } from './health.service';

/**
 * GET management/health: public, so load balancers and monitors can call it; 503 when a
 * component is DOWN. Administrators get every component's details, others only the statuses.
 */
export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  app.get(
    '/management/health',
    { config: { access: 'public' }, schema: { tags: ['management'] } },
    async (request, reply) => {
      const report = await health.report();
      const isAdmin = hasAnyAuthority(request.principal?.authorities, ADMIN_AUTHORITIES);
      const body: HealthReport = isAdmin
        ? report
        : {
            status: report.status,
            components: Object.fromEntries(
              Object.entries(report.components).map(([k, c]) => [k, { status: c.status }]),
            ),
          };
      return reply.status(report.status === 'DOWN' ? 503 : 200).send(body);
    },
  );
}
