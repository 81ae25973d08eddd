import { checkReportPeriod, type EnergyReportQuery } from '@app/contracts';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { EnergyReportRepository } from './energy-report.repository';
import { maxHoldMs, presentEnergyReport } from './energy-report.presenter';
import type { IotDeviceRepository } from './iot-device.repository';

/** The renderer pulls in pdfkit and ECharts (about a second to load): loaded on the first report, not at start. */
const HOUR_MS = 3_600_000;

const renderer = () => import('../../adapters/pdf/energy-report-pdf');

/**
 * The PDF energy report of an account's devices over a period (docs/decisions/022-pdf-energy-report.md).
 * The route declared STATISTICS_MANAGEMENT and DEVICE_MANAGEMENT read (the caller plugin checked
 * them); here the account must be in the caller's subtree, and of the requested devices only those
 * the caller may read, of that account's subtree and not hidden by an address-level statistics
 * record are reported — the others are left out, and none left is a 404.
 */
export class EnergyReportService {
  constructor(
    private readonly devices: IotDeviceRepository,
    private readonly reports: EnergyReportRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async pdf(caller: Caller, accountId: number, query: EnergyReportQuery): Promise<Buffer> {
    const period = checkReportPeriod(query.start, query.end);
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
    // A period of whole UTC hours (the Rome days the web asks for are) takes the time run per fan
    // speed from the hourly roll-up; the badges and the charts still read the statuses.
    const wholeHours = period.start % HOUR_MS === 0 && period.end % HOUR_MS === 0;
    const [logs, held, language] = await Promise.all([
      this.reports.statusLogs(uids, new Date(period.start - lookBack), new Date(period.end)),
      wholeHours ? this.reports.heldHours(uids, new Date(period.start), new Date(period.end)) : undefined,
      this.reports.languageOf(caller.userId),
    ]);
    const model = presentEnergyReport({
      account,
      devices,
      logs,
      held,
      period,
      costPerKwh: query.costPerKwh ?? null,
      language: language ?? 'it',
      now: this.now(),
    });
    return (await renderer()).renderEnergyReportPdf(model);
  }
}
