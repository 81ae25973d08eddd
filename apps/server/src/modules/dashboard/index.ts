import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { SiteSettingsRepository } from '../alerts';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

/** The fleet dashboard (docs/product.md#dashboard). */
export async function dashboardModule(app: FastifyInstance, context: ModuleContext) {
  const dashboard = new DashboardService(
    new DashboardRepository(context.database.db),
    new SiteSettingsRepository(context.database.db),
  );
  await app.register(dashboardRoutes, { dashboard });
}
