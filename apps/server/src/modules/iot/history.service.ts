import { notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { DeviceStatusLogRepository } from './device-status-log.repository';
import type { IotDeviceRepository } from './iot-device.repository';
import { presentHistoryBucket } from './iot.presenter';

export interface HistoryRange {
  start: string;
  end: string;
  secondsInterval: number;
}

/**
 * A device's status history. The route declared STATISTICS_MANAGEMENT and DEVICE_MANAGEMENT read
 * (the caller plugin checked them); the device must be within the caller's reach for reading.
 */
export class DeviceHistoryService {
  constructor(
    private readonly devices: IotDeviceRepository,
    private readonly statusLogs: DeviceStatusLogRepository,
  ) {}

  async history(caller: Caller, uid: string, { start, end, secondsInterval }: HistoryRange) {
    // Address-level STATISTICS_MANAGEMENT records count here as they do for the PDF report.
    const [device] = await this.devices.withStatistics(caller, [uid]);
    if (!device) throw notFound(`No device ${uid}`);
    const rows = await this.statusLogs.history(device.uid, new Date(start), new Date(end), secondsInterval);
    return rows.map(presentHistoryBucket);
  }
}
