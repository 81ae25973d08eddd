import type { DeviceDto } from '@app/contracts';
import type { TFunction } from 'i18next';
import { toCsv } from '../../../lib/csv';
import type { StatusEntry } from '../../../lib/devices/get-device-statuses';
import { conditionOf, levelText, parameterText } from '../../../components/device/device-status-badge';

/**
 * The CSV of some devices: the list's columns and the live status (online, level, highlighted
 * parameter), headers and separator in the user's language. `addressLabel` names an address id.
 */
export function devicesCsv(
  t: TFunction,
  devices: readonly DeviceDto[],
  statuses: ReadonlyMap<string, StatusEntry>,
  addressLabel: (id: number | null) => string,
  language: string,
): string {
  const fields = [
    t('deviceManagement.list.columns.name'),
    t('deviceManagement.list.columns.serialNumber'),
    t('deviceManagement.csv.uid'),
    t('deviceManagement.list.columns.model'),
    t('deviceManagement.list.columns.owner'),
    t('deviceManagement.list.columns.address'),
    t('deviceManagement.list.columns.place'),
    t('deviceManagement.csv.online'),
    t('deviceManagement.csv.level'),
    t('deviceManagement.csv.parameter'),
  ];
  const data = devices.map((device) => {
    const condition = device.uid ? conditionOf(statuses.get(device.uid)) : null;
    const status = device.uid ? statuses.get(device.uid) : undefined;
    return [
      device.name ?? '',
      device.serialNumber ?? '',
      device.uid ?? '',
      device.modelName ?? '',
      device.ownerLogin ?? '',
      addressLabel(device.addressId),
      device.place ?? '',
      status?.state === 'known'
        ? status.status.online
          ? t('deviceManagement.csv.yes')
          : t('deviceManagement.csv.no')
        : t('deviceManagement.status.unknown'),
      condition ? levelText(t, condition.level) : t('deviceManagement.status.unknown'),
      condition ? parameterText(t, condition.highlighted) : '',
    ];
  });
  return toCsv({ fields, data }, language);
}
