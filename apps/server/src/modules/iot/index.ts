import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../module-context';
import { requireAccountCaller } from '../accounts/caller';
import { CallerRepository } from '../accounts/caller.repository';
import { DeviceStatusLogRepository } from './device-status-log.repository';
import { registerDevicesIotRoutes } from './devices-iot.routes';
import { DevicesIotService } from './devices-iot.service';
import { registerHistoryRoutes } from './history.routes';
import { DeviceHistoryService } from './history.service';
import { IotDeviceAccess } from './iot-device-access';
import { IotDeviceRepository } from './iot-device.repository';
import { IotGateway } from './iot-gateway';
import { IotLogRepository } from './iot-log.repository';
import { LatestStatusRepository } from './latest-status.repository';
import { StatusPoller } from './status-poller';

/** The devicesIot API and the status history (issue 6); the poller is started by main.ts through jobs. */
export async function iotModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const callers = new CallerRepository(db);
  const caller = (request: FastifyRequest) => requireAccountCaller(request, callers);
  const access = new IotDeviceAccess(new IotDeviceRepository(db));
  const gateway = new IotGateway(context.iot, new IotLogRepository(db), app.log);
  const devicesIot = new DevicesIotService(
    access,
    gateway,
    context.services.audit,
    new LatestStatusRepository(db),
  );
  registerDevicesIotRoutes(app, { devicesIot, caller });
  registerHistoryRoutes(app, {
    history: new DeviceHistoryService(access, new DeviceStatusLogRepository(db)),
    caller,
  });
  const poller = new StatusPoller(db, gateway, app.log);
  context.scheduler.add({ id: 'device-status-poll', everyMs: 15_000, run: () => poller.runOnce() });
}
