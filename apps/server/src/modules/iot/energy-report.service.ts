import {
  checkReportPeriod,
  endsAfterToday,
  REPORT_HISTORY_RULES,
  reportHistoryIssue,
  type EnergyReportQuery,
} from '@app/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import { reportPayer, type ReportPool } from './report.pool';
import type { EnergyReportRepository } from './energy-report.repository';
import { maxHoldMs } from './energy-report.presenter';
import type { IotDeviceRepository } from './iot-device.repository';

const HOUR_MS = 3_600_000;

/** Who a report counts against for the per-account cap: the caller's account (its user without one). */

/**
 * The PDF energy report of an account's devices over a period (docs/decisions/022-pdf-energy-report.md).
 * The route declared STATISTICS_MANAGEMENT and DEVICE_MANAGEMENT read (the caller plugin checked
 * them); here the account must be in the caller's subtree, and of the requested devices only those
 * the caller may read, of that account's subtree and not hidden by an address-level statistics
 * record are reported — the others are left out, and none left is a 404. The period must not end
 * after today and must overlap the devices' history (400). The model and the PDF are built on the
 * report pool, within its caps and budgets (docs/decisions/034-report-worker-pool.md).
 */
export class EnergyReportService {
  constructor(
    private readonly devices: IotDeviceRepository,
    private readonly reports: EnergyReportRepository,
    private readonly pool: ReportPool,
    private readonly now: () => number = Date.now,
  ) {}

  async pdf(caller: Caller, accountId: number, query: EnergyReportQuery): Promise<Buffer> {
    const period = checkReportPeriod(query.start, query.end);
    const now = this.now();
    // Checked before anything is read: a period in the future needs no lookup to refuse.
    if (endsAfterToday(period, now))
      throw badRequest(REPORT_HISTORY_RULES.future.errorKey, REPORT_HISTORY_RULES.future.text);
    const account = await this.reports.accountInScope(caller, accountId);
    if (!account) throw notFound(`No account ${accountId}`);
    const visible = await this.devices.inScope(caller, [...new Set(query.deviceUidList)], 'read');
    const devices = await this.reports.reportDevices(
      caller,
      account.id,
      visible.map((d) => d.id),
    );
    if (!devices.length) throw notFound('None of the requested devices can be reported to you');
    // A status stored shortly before the start still holds into the period.
    const lookBack = Math.max(...devices.map((d) => maxHoldMs(d.statusFrequency)));
    const uids = devices.map((d) => d.uid);
    const issue = reportHistoryIssue(period, now, await this.reports.historySpan(uids), lookBack);
    if (issue) throw badRequest(REPORT_HISTORY_RULES[issue].errorKey, REPORT_HISTORY_RULES[issue].text);

    // Refused here (429/503) before the rows are read: a refusal costs nothing.
    const release = this.pool.admit(reportPayer(caller));
    try {
      // A period of whole UTC hours (the Rome days the web asks for are) takes the time run per fan
      // speed from the hourly roll-up; the badges and the charts still read the statuses.
      const wholeHours = period.start % HOUR_MS === 0 && period.end % HOUR_MS === 0;
      const [logs, held, language] = await Promise.all([
        this.reports.statusLogs(uids, new Date(period.start - lookBack), new Date(period.end)),
        wholeHours ? this.reports.heldHours(uids, new Date(period.start), new Date(period.end)) : undefined,
        this.reports.languageOf(caller.userId),
      ]);
      return await this.pool.render({
        account,
        devices,
        logs,
        held,
        period,
        costPerKwh: query.costPerKwh ?? null,
        language: language ?? 'it',
        now,
      });
    } finally {
      release();
    }
  }
}
