import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { DeviceThresholdsRepository } from '../../db/device-thresholds.repository';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

/** The fleet dashboard (docs/product.md#dashboard). */
export async function dashboardModule(app: FastifyInstance, context: ModuleContext) {
  const dashboard = new DashboardService(
    new DashboardRepository(context.database.db),
    new DeviceThresholdsRepository(context.database.db),
  );
  await app.register(dashboardRoutes, { dashboard });
}
