import {
  allows,
  fanSpeedOf,
  parseStatus,
  readingNumber,
  resolvePermission,
  type DataPoint,
  type ExportSource,
} from '@app/contracts';
import { translate } from '@app/i18n';
import type { ExportReaders } from '../../lib/export-readers';
import type { Caller } from '../access/caller';
import type { DeviceStatusLogRepository, LatestStatusRepository } from '../iot';
import type { CsvTable } from '@app/contracts/csv';
import type { ExportDevice, ExportDevicesRepository } from './export-devices.repository';

const DAY_MS = 86_400_000;
/** The history export's rows are hourly: each hour's last status, as the history chart's hour step. */
const HISTORY_STEP_SECONDS = 3_600;

/** What a run read: the table, or `refused` when the owner may not read the list now. */
export type ExportRead = { kind: 'table'; table: CsvTable } | { kind: 'refused' };

const valueOf = (status: readonly DataPoint[], code: string) => status.find((p) => p.code === code)?.value;

/**
 * Reads a schedule's list as its owner may see it at run time (docs/decisions/048): the device
 * list's scope and the device service's read right, checked again at every run. Headers and words
 * (yes/no, on/off) in the owner's language; numbers as they are.
 */
export class ExportReader {
  constructor(
    private readonly devices: ExportDevicesRepository,
    private readonly latest: Pick<LatestStatusRepository, 'latestStatuses'>,
    private readonly history: Pick<DeviceStatusLogRepository, 'history'>,
    private readonly others: Pick<ExportReaders, 'get'>,
  ) {}

  async read(caller: Caller, source: ExportSource, language: string, now: Date): Promise<ExportRead> {
    // A list another module owns comes through its registered reader (an app without that module,
    // a tool's, has none: the run is refused, never a partial file).
    const other =
      source.kind === 'devices' || source.kind === 'device-history'
        ? undefined
        : this.others.get(source.kind);
    const service = other ? other.service : 'DEVICE_MANAGEMENT';
    if (!allows(resolvePermission(caller, service), 'read')) return { kind: 'refused' };
    const t = (key: string) => translate(language, `scheduledExports.csv.${key}`);
    const yesNo = (value: unknown) => (value === true ? t('yes') : value === false ? t('no') : '');
    if (source.kind === 'devices') return { kind: 'table', table: await this.deviceList(caller, t, yesNo) };
    if (source.kind === 'device-history')
      return { kind: 'table', table: await this.deviceHistory(caller, source, now, t, yesNo) };
    return other ? { kind: 'table', table: await other.read(caller, language, now) } : { kind: 'refused' };
  }

  private statusColumns(t: (key: string) => string) {
    return [t('online'), t('switch'), t('pm25'), t('fanSpeed'), t('filter'), t('airQuality')];
  }

  private statusCells(online: boolean, status: readonly DataPoint[], yesNo: (value: unknown) => string) {
    return [
      yesNo(online),
      yesNo(valueOf(status, 'switch')),
      readingNumber(valueOf(status, 'pm25') ?? '') ?? '',
      fanSpeedOf(status) ?? '',
      readingNumber(valueOf(status, 'filter') ?? '') ?? '',
      String(valueOf(status, 'air_quality') ?? ''),
    ];
  }

  private async deviceList(
    caller: Caller,
    t: (key: string) => string,
    yesNo: (value: unknown) => string,
  ): Promise<CsvTable> {
    const devices = await this.devices.inScope(caller);
    const statuses = new Map(
      (await this.latest.latestStatuses(devices.map((d) => d.id))).map((s) => [s.id, s]),
    );
    return {
      fields: [t('name'), t('uid'), t('place'), ...this.statusColumns(t)],
      data: devices.map((d) => {
        const status = statuses.get(d.uid);
        return [
          d.name ?? '',
          d.uid,
          d.place ?? '',
          ...this.statusCells(status?.online ?? false, status?.status ?? [], yesNo),
        ];
      }),
    };
  }

  private async deviceHistory(
    caller: Caller,
    source: Extract<ExportSource, { kind: 'device-history' }>,
    now: Date,
    t: (key: string) => string,
    yesNo: (value: unknown) => string,
  ): Promise<CsvTable> {
    // Only the chosen devices the owner may still read: one taken out of their scope is left out.
    const devices: ExportDevice[] = await this.devices.inScope(caller, source.deviceIds);
    const start = new Date(now.getTime() - source.days * DAY_MS);
    const data: unknown[][] = [];
    for (const device of devices) {
      for (const bucket of await this.history.history(device.uid, start, now, HISTORY_STEP_SECONDS)) {
        const at = bucket.log_time instanceof Date ? bucket.log_time : new Date(bucket.log_time);
        data.push([
          device.name ?? '',
          device.uid,
          at.toISOString(),
          ...this.statusCells(bucket.online, parseStatus(bucket.payload), yesNo),
        ]);
      }
    }
    return { fields: [t('name'), t('uid'), t('time'), ...this.statusColumns(t)], data };
  }
}
