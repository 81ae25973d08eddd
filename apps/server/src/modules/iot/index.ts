import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { DeviceStatusLogRepository } from './device-status-log.repository';
import { devicesIotRoutes } from './devices-iot.routes';
import { EnergyReportRepository } from './energy-report.repository';
import { energyReportRoutes } from './energy-report.routes';
import { EnergyReportService } from './energy-report.service';
import { DevicesIotService } from './devices-iot.service';
import { historyRoutes } from './history.routes';
import { DeviceHistoryService } from './history.service';
import { IotDeviceRepository } from './iot-device.repository';
import { IotGateway } from './iot-gateway';
import { IotLogRepository } from './iot-log.repository';
import { LatestStatusRepository } from './latest-status.repository';
import { StatusPoller } from './status-poller';
import { StatusLogPartitionsRepository } from './status-log-partitions.repository';
import { maintainStatusLog } from './status-log-retention';

/** The devicesIot API, the status history and the PDF energy report; the poller is a job the scheduler runs (main.ts starts it). */
export async function iotModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const devices = new IotDeviceRepository(db);
  const gateway = new IotGateway(context.iot, new IotLogRepository(db), app.log);
  await app.register(devicesIotRoutes, {
    devicesIot: new DevicesIotService(
      devices,
      gateway,
      context.services.audit,
      new LatestStatusRepository(db),
    ),
  });
  await app.register(historyRoutes, {
    history: new DeviceHistoryService(devices, new DeviceStatusLogRepository(db)),
  });
  await app.register(energyReportRoutes, {
    reports: new EnergyReportService(devices, new EnergyReportRepository(db)),
  });
  const poller = new StatusPoller(db, gateway, app.log);
  context.scheduler.add({ id: 'device-status-poll', everyMs: 15_000, run: () => poller.runOnce() });
  const partitions = new StatusLogPartitionsRepository(db);
  context.scheduler.add({
    id: 'status-log-partitions',
    everyMs: 6 * 3_600_000,
    run: () => maintainStatusLog(partitions, context.config.statusHistoryMonths),
  });
}
