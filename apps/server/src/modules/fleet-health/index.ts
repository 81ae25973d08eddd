import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { DeviceThresholdsRepository } from '../../db/device-thresholds.repository';
import { FleetHealthRepository } from './fleet-health.repository';
import { fleetHealthRoutes } from './fleet-health.routes';
import { FleetHealthService } from './fleet-health.service';

/** The fleet health score per account and site, and the accounts that need attention. */
export async function fleetHealthModule(app: FastifyInstance, context: ModuleContext) {
  const health = new FleetHealthService(
    new FleetHealthRepository(context.database.db),
    new DeviceThresholdsRepository(context.database.db),
  );
  await app.register(fleetHealthRoutes, { health });
}
