import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { ModuleContext } from '../module-context';
import { DeviceThresholdsRepository } from '../../db/device-thresholds.repository';
import type { ReportPool } from './report.pool';
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
import { drainAllStatusHourly } from '../../db/status-hourly';
import { DeviceEventIngest } from './device-event-ingest';
import { DeviceEventRepository } from './device-event.repository';
import { Redis } from 'ioredis';
import { ProviderPace } from './provider-pace';
import { UserRepository } from '../users';
import { CallerRepository } from '../access/caller.repository';
import type { BulkJobChanged } from './bulk/bulk-job-changes';
import { BulkJobLive } from './bulk/bulk-job-live';
import { BulkJobRepository } from './bulk/bulk-job.repository';
import { bulkJobRoutes } from './bulk/bulk-job.routes';
import {
  BULK_JOB_QUEUE,
  BULK_JOB_SWEEP_MS,
  BulkJobRunner,
  type BulkJobMessage,
} from './bulk/bulk-job.runner';
import { BulkJobService } from './bulk/bulk-job.service';

export { ReportPool, reportPayer, type ReportPoolSettings } from './report.pool';
export { EnergyReportService } from './energy-report.service';
export { LatestStatusRepository } from './latest-status.repository';
export { IotUsageRepository } from './iot-usage.repository';
export type { IngestListener } from './device-event-ingest';
// For the tests of the modules that read what iot stores (and the benchmarks): the ingest paths.
export { DeviceEventIngest } from './device-event-ingest';
export { DeviceEventRepository } from './device-event.repository';
export { DeviceStatusLogRepository } from './device-status-log.repository';
export { IotGateway } from './iot-gateway';
export { IotLogRepository } from './iot-log.repository';
export { StatusPoller, STATUS_POLLER_DEFAULTS, type StatusPollerSettings } from './status-poller';

/**
 * The PDF energy report service on its own repositories, for another module that sends the report
 * (the monthly report mail): the same pool as the route, so the PDF is built off the event loop.
 */
export function createEnergyReportService(db: AppDatabase, reportPool: ReportPool) {
  return new EnergyReportService(new IotDeviceRepository(db), new EnergyReportRepository(db), reportPool);
}

/** The job engine's id of the pushed events' consumer (tests start it alone). */
export const DEVICE_EVENTS_WORKER = 'device-events';

/**
 * Bulk jobs (docs/decisions/038): the routes, the engine's queue (one run per job at a time, a
 * heartbeat so a dead instance's job is taken over) and the sweep that queues unfinished jobs again.
 */
async function registerBulkJobs(
  app: FastifyInstance,
  context: ModuleContext,
  devices: IotDeviceRepository,
  devicesIot: DevicesIotService,
) {
  const db = context.database.db;
  const repository = new BulkJobRepository(db);
  // Each change of a job, for its owner's open pages (live progress).
  const live = new BulkJobLive(repository, context.live.bulkJobs, app.log);
  app.addHook('preClose', async () => live.close());
  const changed: BulkJobChanged = live.changed;
  const service = new BulkJobService(
    repository,
    devices,
    context.jobs,
    context.platform.audit,
    undefined,
    changed,
  );
  const runner = new BulkJobRunner(
    repository,
    devicesIot,
    new UserRepository(db),
    new CallerRepository(db),
    (id, startAt) => service.start(id, startAt),
    app.log,
    undefined,
    changed,
  );
  context.jobs.queue<BulkJobMessage>({
    name: BULK_JOB_QUEUE,
    perKey: 'stately',
    // Unfinished jobs are queued again by the sweep: a failed run is not retried on its own.
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireSeconds: 24 * 3600,
    heartbeatSeconds: 30,
    run: (message, stopping) => runner.run(message, stopping),
  });
  context.jobs.recurring({
    id: 'bulk-job-sweep',
    everyMs: BULK_JOB_SWEEP_MS,
    run: () => runner.sweep(),
  });
  await app.register(bulkJobRoutes, { bulkJobs: service });
}

/**
 * The provider's budgets (decision 039), counted on Redis when the instances share one, in the
 * database when they share PostgreSQL only, in this process on the embedded database.
 */
function createProviderPace(context: ModuleContext, app: FastifyInstance): ProviderPace {
  const { config, database } = context;
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    redis.on('error', () => undefined); // the limiter's insurance counts in memory meanwhile
    app.addHook('onClose', async () => void redis.disconnect());
    return new ProviderPace(
      config.iot.pace,
      { redis, prefix: context.redisKeyPrefix ?? 'purifier' },
      app.log,
    );
  }
  return new ProviderPace(
    config.iot.pace,
    database.kind === 'postgres' ? { db: database.db } : 'memory',
    app.log,
  );
}

/** Subscribes to the provider's pushed events; each batch is stored before it is acknowledged. */
function startDeviceEvents(context: ModuleContext, ingest: DeviceEventIngest) {
  const subscription = context.iot.subscribeDeviceEvents((events) => ingest.store(events));
  context.live.attach(subscription);
  return {
    stop: async () => {
      context.live.detach();
      await subscription.stop();
      await context.live.feed.flush();
    },
  };
}

/**
 * The devicesIot API, the status history and the PDF energy report; the poller is a job and the
 * pushed events' consumer a worker the job engine runs (main.ts starts them).
 */
export async function iotModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const devices = new IotDeviceRepository(db);
  const logs = new IotLogRepository(db);
  const pace = createProviderPace(context, app);
  const gateway = new IotGateway(context.iot, logs, app.log, pace, 'interactive');
  // The poller and the bulk jobs: never ahead of a person waiting (decision 039).
  const background = new IotGateway(context.iot, logs, app.log, pace, 'background');
  const devicesIot = new DevicesIotService(
    devices,
    gateway,
    context.platform.audit,
    new LatestStatusRepository(db),
    new DeviceThresholdsRepository(db),
    context.live.pushEnabled,
  );
  await app.register(devicesIotRoutes, { devicesIot });
  await registerBulkJobs(
    app,
    context,
    devices,
    new DevicesIotService(
      devices,
      background,
      context.platform.audit,
      new LatestStatusRepository(db),
      new DeviceThresholdsRepository(db),
    ),
  );
  await app.register(historyRoutes, {
    history: new DeviceHistoryService(devices, new DeviceStatusLogRepository(db)),
  });
  await app.register(energyReportRoutes, {
    reports: new EnergyReportService(devices, new EnergyReportRepository(db), context.reportPool),
  });
  if (context.live.pushEnabled) {
    const ingest = new DeviceEventIngest(new DeviceEventRepository(db), context.live, context.statusStored);
    context.jobs.addWorker({
      id: DEVICE_EVENTS_WORKER,
      start: async () => startDeviceEvents(context, ingest),
    });
  }
  const poller = new StatusPoller(db, background, app.log, undefined, {}, context.statusStored);
  context.jobs.recurring({ id: 'device-status-poll', everyMs: 15_000, run: () => poller.runOnce() });
  // The hourly roll-up's pending hours, recomputed in batches (migration 0009, decision 030).
  context.jobs.recurring({ id: 'status-hourly', everyMs: 30_000, run: () => drainAllStatusHourly(db) });
  const partitions = new StatusLogPartitionsRepository(db);
  context.jobs.recurring({
    id: 'status-log-partitions',
    everyMs: 6 * 3_600_000,
    run: () => maintainStatusLog(partitions, context.config.statusHistoryMonths),
  });
}
