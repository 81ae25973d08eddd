import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import type { ExportReaders } from '../../lib/export-readers';
import { CallerRepository } from '../access/caller.repository';
import { DeviceStatusLogRepository, LatestStatusRepository } from '../iot';
import type { MailOutbox } from '../mail';
import type { ModuleContext } from '../module-context';
import { ExportDevicesRepository } from './export-devices.repository';
import { ExportReader } from './export-reader';
import { ExportRunRepository } from './export-run.repository';
import { EXPORT_RUN_QUEUE, ExportRunService, type ExportRunJob } from './export-run.service';
import { scheduledExportRoutes } from './scheduled-export.routes';
import { ScheduledExportRepository } from './scheduled-export.repository';
import { ScheduledExportService } from './scheduled-export.service';

export { EXPORT_RUN_QUEUE, ExportRunService, type ExportRunJob } from './export-run.service';

/** The recurring job that queues the due exports' runs and deletes expired files. */
export const SCHEDULED_EXPORTS_JOB = 'scheduled-exports';
export const SCHEDULED_EXPORTS_EVERY_MS = 60_000;

/** The runs' service with its parts (the module's, and the tests' to run a job by hand). */
export function createExportRuns(deps: {
  db: AppDatabase;
  outbox: Pick<MailOutbox, 'transaction'>;
  jobs: Pick<JobEngine, 'send'>;
  baseUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  /** The lists other modules own (the alarms ...), registered by them. */
  readers: Pick<ExportReaders, 'get'>;
  now?: () => Date;
}) {
  return new ExportRunService(
    new ExportRunRepository(deps.db),
    new CallerRepository(deps.db),
    new ExportReader(
      new ExportDevicesRepository(deps.db),
      new LatestStatusRepository(deps.db),
      new DeviceStatusLogRepository(deps.db),
      deps.readers,
    ),
    deps.outbox,
    deps.jobs,
    { baseUrl: deps.baseUrl, secret: deps.secret },
    deps.log,
    deps.now,
  );
}

/**
 * Scheduled CSV exports (docs/decisions/048): a user's own recurring exports, run by the job engine
 * (a recurring job claims the due ones, one job per run) and mailed through the outbox.
 */
export async function scheduledExportsModule(app: FastifyInstance, context: ModuleContext) {
  const exports = new ScheduledExportService(new ScheduledExportRepository(context.database.db));
  const runs = createExportRuns({
    db: context.database.db,
    outbox: context.platform.mailOutbox,
    jobs: context.jobs,
    baseUrl: context.config.baseUrl,
    secret: context.config.jwtSecret,
    log: app.log,
    readers: context.exportReaders,
  });
  await app.register(scheduledExportRoutes, { exports, runs });
  context.jobs.recurring({
    id: SCHEDULED_EXPORTS_JOB,
    everyMs: SCHEDULED_EXPORTS_EVERY_MS,
    run: async () => ({ queued: await runs.queueDue(), deletedFiles: await runs.deleteExpiredFiles() }),
  });
  context.jobs.queue<ExportRunJob>({
    name: EXPORT_RUN_QUEUE,
    perKey: 'exclusive',
    // A failed run (the database busy, the outbox's transaction refused) is tried again within the hour.
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 3_600,
    expireSeconds: 10 * 60,
    run: (job) => runs.run(job),
  });
}
