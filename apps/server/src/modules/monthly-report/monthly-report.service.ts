import type { JobEngine } from '../../jobs/job-engine';
import type { FastifyBaseLogger } from 'fastify';
import {
  addRomeMonths,
  allows,
  MAX_REPORT_DEVICES,
  MAX_REPORT_INTERVAL_MS,
  resolvePermission,
  romeCalendar,
  startOfRomeMonth,
} from '@app/contracts';
import { AppError } from '../../lib/app-error';
import type { CallerRepository } from '../access/caller.repository';
import type { EnergyReportService, LatestStatusRepository } from '../iot';
import type { MailOutbox } from '../mail';
import type { MonthlyReportRepository } from './monthly-report.repository';
import { monthlyReportMail } from './monthly-report-mail';

/** The job engine's queue of monthly reports: one job per account and month. */
export const MONTHLY_REPORT_QUEUE = 'monthly-report-mail';

export interface MonthlyReportJob {
  accountId: number;
  /** When the report was found due: the report is of the month before (previousRomeMonth). */
  at: string;
}

/** The month before the one that holds `now`, in Rome: its label and its bounds. */
export function previousRomeMonth(now: number): { label: string; start: number; end: number } {
  const end = startOfRomeMonth(now);
  const start = addRomeMonths(end, -1);
  const { year, month } = romeCalendar(start);
  return { label: `${year}-${String(month).padStart(2, '0')}`, start, end };
}

/**
 * The monthly report mail (decision 024): for every opted-in account, once, the energy and cost
 * PDF of the previous month for the devices its user may report on — what that user could download
 * itself from the devices area. It goes out from the 1st; an account missed on the 1st (the server
 * was down) gets it at the next run of the month. Each account's report is a job of the job engine
 * (retried with backoff when it fails, shown on the administrator's Jobs page), rendered on the
 * report pool. The record and the mail commit together, and only the run whose record was new
 * queues the mail: one mail per account even with several instances.
 */
export class MonthlyReportService {
  constructor(
    private readonly reports: MonthlyReportRepository,
    private readonly callers: CallerRepository,
    private readonly latest: LatestStatusRepository,
    private readonly energy: EnergyReportService,
    private readonly outbox: MailOutbox,
    private readonly jobs: Pick<JobEngine, 'send'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async optedIn(accountId: number): Promise<boolean> {
    return this.reports.optedIn(accountId);
  }

  async setOptIn(accountId: number, enabled: boolean): Promise<void> {
    await this.reports.setOptIn(accountId, enabled);
  }

  /**
   * Queues one job per account still waiting for last month's report (the recurring job, every 15
   * minutes). One job per account and month at most: a job waiting or running for it makes this a
   * no-op, from any instance. Answers how many were queued.
   */
  async queueDue(now = new Date()): Promise<number> {
    const month = previousRomeMonth(now.getTime());
    let queued = 0;
    for (const account of await this.reports.pending(month.label)) {
      const job: MonthlyReportJob = { accountId: account.accountId, at: now.toISOString() };
      if (await this.jobs.send(MONTHLY_REPORT_QUEUE, job, { key: `${account.accountId}:${month.label}` }))
        queued += 1;
    }
    return queued;
  }

  /**
   * One account's report (a job of the queue): rendered on the report pool and mailed with its
   * record. An error is thrown for the engine to retry; an account recorded meanwhile is left alone.
   */
  async sendFor(job: MonthlyReportJob): Promise<'sent' | 'skipped' | 'other'> {
    const month = previousRomeMonth(Date.parse(job.at));
    const [account] = await this.reports.pending(month.label, job.accountId);
    if (!account) return 'other';
    const outcome = await this.sendOne(account, month);
    this.log.info({ accountId: job.accountId, month: month.label, outcome }, 'monthly report');
    return outcome;
  }

  private async sendOne(
    account: Awaited<ReturnType<MonthlyReportRepository['pending']>>[number],
    month: ReturnType<typeof previousRomeMonth>,
  ): Promise<'sent' | 'skipped' | 'other'> {
    const skip = async (note: string) => {
      await this.reports.record(account.accountId, month.label, note);
      return 'skipped' as const;
    };
    const caller = await this.callers.load(account.login, account.isSuperUser);
    if (!caller) return skip('no user');
    if (!caller.isSuperUser && !allows(resolvePermission(caller, 'STATISTICS_MANAGEMENT'), 'read'))
      return skip('no statistics permission');
    const uids = await this.latest.uidsInScope(caller);
    if (!uids.length) return skip('no devices');
    const chosen = uids.slice(0, MAX_REPORT_DEVICES);
    let pdf: Buffer;
    try {
      pdf = await this.energy.pdf(caller, account.accountId, {
        start: new Date(month.start).toISOString(),
        // October in Rome is 31 days and one hour (the clocks go back): the report's own limit of 31
        // days leaves out that month's last hour.
        end: new Date(Math.min(month.end, month.start + MAX_REPORT_INTERVAL_MS)).toISOString(),
        deviceUidList: chosen,
      });
    } catch (error) {
      // Nothing the user may report on (address-level statistics records): nothing to send.
      if (error instanceof AppError && error.status === 404) return skip('nothing to report');
      throw error;
    }
    const monthName = new Intl.DateTimeFormat(account.langKey === 'en' ? 'en-GB' : 'it-IT', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }).format(new Date(month.start));
    const queued = await this.outbox.transaction(async (tx, queue) => {
      if (
        !(await this.reports
          .withTransaction(tx)
          .record(account.accountId, month.label, `${chosen.length} devices`))
      )
        return false;
      await queue(
        monthlyReportMail({
          to: account.email,
          langKey: account.langKey,
          month: month.label,
          monthName,
          devices: chosen.length,
          totalDevices: uids.length,
          pdf,
        }),
      );
      return true;
    });
    return queued ? 'sent' : 'other';
  }
}
