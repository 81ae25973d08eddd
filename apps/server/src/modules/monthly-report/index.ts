import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { MailOutbox } from '../mail';
import type { ModuleContext } from '../module-context';
import { CallerRepository } from '../access/caller.repository';
import { createEnergyReportService, LatestStatusRepository, type ReportPool } from '../iot';
import { MonthlyReportRepository } from './monthly-report.repository';
import { monthlyReportRoutes } from './monthly-report.routes';
import { MONTHLY_REPORT_QUEUE, MonthlyReportService, type MonthlyReportJob } from './monthly-report.service';
import type { JobEngine } from '../../jobs/job-engine';

/** How often the monthly report job looks for accounts still waiting for last month's report (and queues their jobs). */
export const MONTHLY_REPORT_JOB_MS = 15 * 60_000;

/** The service with its repositories (the module's, and the tests' to run the job by hand). */
export function createMonthlyReportService(
  db: AppDatabase,
  outbox: MailOutbox,
  jobs: JobEngine,
  log: FastifyBaseLogger,
  reportPool: ReportPool,
) {
  return new MonthlyReportService(
    new MonthlyReportRepository(db),
    new CallerRepository(db),
    new LatestStatusRepository(db),
    // The same report pool as the route: the mail's PDF is built off the event loop, within the caps.
    createEnergyReportService(db, reportPool),
    outbox,
    jobs,
    log,
  );
}

/** The monthly energy report mail: the opt-in and the job (decision 024). */
export async function monthlyReportModule(app: FastifyInstance, context: ModuleContext) {
  const monthlyReports = createMonthlyReportService(
    context.database.db,
    context.platform.mailOutbox,
    context.jobs,
    app.log,
    context.reportPool,
  );
  await app.register(monthlyReportRoutes, { monthlyReports });
  context.jobs.recurring({
    id: 'monthly-report',
    everyMs: MONTHLY_REPORT_JOB_MS,
    run: () => monthlyReports.queueDue(),
  });
  context.jobs.queue<MonthlyReportJob>({
    name: MONTHLY_REPORT_QUEUE,
    perKey: 'exclusive',
    // A failed report (the pool was full, the database busy) is tried again within the hour.
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 3_600,
    // A report that is still rendering after this long died with its instance.
    expireSeconds: 15 * 60,
    run: (job) => monthlyReports.sendFor(job),
  });
}
