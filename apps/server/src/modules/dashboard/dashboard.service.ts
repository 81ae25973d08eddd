import {
  allows,
  parameterLevel,
  resolvePermission,
  type DashboardDevice,
  parseStatus,
  type Thresholds,
} from '@app/contracts';
import type { Caller } from '../access/caller';
import type { DashboardRepository, DashboardRow } from './dashboard.repository';

/**
 * GET api/dashboard/devices (docs/product.md#dashboard): the caller's devices with what each row
 * may open. View needs DEVICE_MANAGEMENT update and History STATISTICS_MANAGEMENT read, globally
 * and at the device's address (an address-level record can deny either).
 */
/** The thresholds in force per device, for those that differ from the spec's table (decision 040). */
export interface DeviceThresholdsReader {
  thresholdsOfDevices(deviceIds: readonly number[]): Promise<Map<number, Thresholds>>;
}

export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly thresholds: DeviceThresholdsReader,
  ) {}

  async devices(caller: Caller): Promise<DashboardDevice[]> {
    const view = caller.isSuperUser || allows(resolvePermission(caller, 'DEVICE_MANAGEMENT'), 'update');
    const history = caller.isSuperUser || allows(resolvePermission(caller, 'STATISTICS_MANAGEMENT'), 'read');
    const rows = await this.repository.rows(caller);
    const thresholds = await this.thresholds.thresholdsOfDevices(rows.map((row) => row.id));
    return rows.map((row) => present(row, view, history, thresholds.get(row.id)));
  }
}

function present(
  row: DashboardRow,
  view: boolean,
  history: boolean,
  thresholds: Thresholds | undefined,
): DashboardDevice {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    serialNumber: row.serialNumber,
    owner:
      row.ownerId === null
        ? null
        : {
            id: row.ownerId,
            // A consumer has no business name: its name only for those whose subtree holds it.
            name: row.businessName ?? (row.ownerInSubtree ? row.ownerPerson : null),
            linked: row.ownerInSubtree,
          },
    address:
      row.addressId === null
        ? { state: 'none', label: null }
        : row.addressPartnerId === null
          ? { state: 'invalid', label: null }
          : { state: 'selected', label: row.addressLabel },
    model: row.modelId === null ? null : { id: row.modelId, name: row.modelName ?? '' },
    canView: view && row.viewHere,
    canHistory: history && row.historyHere,
    lastStatus: row.lastStatus
      ? {
          time: new Date(row.lastStatus.time).toISOString(),
          online: row.lastStatus.online,
          // The parameters that have a badge (they decide the row's condition and tab) and the
          // power switch (the row's On/Off, decision 032); leaving out the rest (modes,
          // countdowns) halves a 5,000-device answer.
          status: parseStatus(row.lastStatus.payload).filter(
            (point) => point.code === 'switch' || parameterLevel(point) !== null,
          ),
        }
      : null,
    ...(thresholds ? { thresholds } : {}),
  };
}
