import { allows, resolvePermission } from '@app/contracts';
import { forbidden } from '../../lib/app-error';
import type { Caller } from '../accounts/caller';
import type { DeviceStatusLogRepository } from './device-status-log.repository';
import type { IotDeviceAccess } from './iot-device-access';
import { presentHistoryBucket } from './iot.presenter';

export interface HistoryRange {
  start: string;
  end: string;
  secondsInterval: number;
}

/** A device's status history: STATISTICS_MANAGEMENT read, and the device within the caller's reach. */
export class DeviceHistoryService {
  constructor(
    private readonly access: IotDeviceAccess,
    private readonly statusLogs: DeviceStatusLogRepository,
  ) {}

  async history(caller: Caller, uid: string, { start, end, secondsInterval }: HistoryRange) {
    if (!caller.isSuperUser && !allows(resolvePermission(caller, 'STATISTICS_MANAGEMENT'), 'read')) {
      throw forbidden('Your STATISTICS_MANAGEMENT permission does not allow read');
    }
    const device = await this.access.one(caller, uid, 'read');
    const rows = await this.statusLogs.history(device.uid, new Date(start), new Date(end), secondsInterval);
    return rows.map(presentHistoryBucket);
  }
}
