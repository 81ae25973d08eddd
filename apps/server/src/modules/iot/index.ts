import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { registerDevicesIotRoutes } from './devices-iot.routes';
import { registerHistoryRoutes } from './history.routes';
import { IotDeviceAccess } from './iot-device-access';
import { IotGateway } from './iot-gateway';
import { IotLogRepository } from './iot-log.repository';
import { LatestStatusRepository } from './latest-status.repository';
import { StatusPoller } from './status-poller';

/** The devicesIot API and the status history (issue 6); the poller is started by main.ts through jobs. */
export async function iotModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const access = new IotDeviceAccess(db);
  const gateway = new IotGateway(context.iot, new IotLogRepository(db), app.log);
  registerDevicesIotRoutes(app, {
    access,
    gateway,
    audit: context.services.audit,
    latest: new LatestStatusRepository(db),
  });
  registerHistoryRoutes(app, db, access);
  const poller = new StatusPoller(db, gateway, app.log);
  context.scheduler.add({ id: 'device-status-poll', everyMs: 15_000, run: () => poller.runOnce() });
}
