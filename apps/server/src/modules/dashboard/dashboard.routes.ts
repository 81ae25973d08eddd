import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardDevicesSchema } from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { DashboardService } from './dashboard.service';

/** The fleet dashboard: every business-account user who may read devices (docs/decisions/023). */
export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/devices',
    {
      schema: { tags: ['dashboard'], response: { 200: dashboardDevicesSchema } },
      config: { permission: { service: 'DEVICE_MANAGEMENT', op: 'read' } },
    },
    async (request) => dashboard.devices(requireCaller(request)),
  );
}
