import { useState } from 'react';
import type { DeviceDto } from '@app/contracts';

/**
 * The device list's selection: devices by id, kept across pages and sorts, dropped when `key` (the
 * owner and the filters) changes.
 */
export function useDeviceSelection(key: string) {
  const [selection, setSelection] = useState<{ key: string; devices: Map<number, DeviceDto> }>({
    key,
    devices: new Map(),
  });
  const selected = selection.key === key ? selection.devices : new Map<number, DeviceDto>();
  /** Adds (`on`) or removes the given devices. */
  const select = (list: DeviceDto[], on: boolean) => {
    const next = new Map(selected);
    for (const device of list) {
      if (on) next.set(device.id, device);
      else next.delete(device.id);
    }
    setSelection({ key, devices: next });
  };
  /** Selects exactly the given devices (none: clears the selection). */
  const replace = (list: DeviceDto[]) => setSelection({ key, devices: new Map(list.map((d) => [d.id, d])) });
  return { selected, select, replace };
}
