import { mergeReportedStatus } from '@app/contracts';
import type { DeviceEvent } from '../../adapters/iot/device-events';
import type { DeviceStatusLogEntry } from '../../db/status-ingest';
import type { DeviceEventRepository } from './device-event.repository';

/**
 * Where the ingest reports what it did and which devices changed: the live status feed fits it
 * (the composition root passes live-status's LiveStatus), and iot does not know that module.
 */
export interface IngestListener {
  readonly ingest: { stored: number; unknownDevices: number; alreadyStored: number };
  readonly feed: { changed(deviceIds: Iterable<number>): void };
}

/**
 * Stores pushed device events (docs/decisions/032) as status history rows, in one append
 * per batch (the partitioned history, its roll-ups and each device's latest status, as the poller's
 * rows), then tells the live feed which devices changed. A report may carry only the data points
 * that changed: the row holds the device's whole status, merged into the last stored one. An
 * online/offline event is a row with the last status and the new online flag. Nothing here calls
 * the provider: a pushed status costs no request of the month's quota.
 */
export class DeviceEventIngest {
  constructor(
    private readonly repository: DeviceEventRepository,
    private readonly live: IngestListener,
    /** Told which devices' statuses were stored (the filter forecasts follow them). */
    private readonly onStored: (deviceIds: ReadonlySet<number>) => void = () => undefined,
  ) {}

  /** Resolves once the batch is stored (the subscription acknowledges it then); throws when it is not. */
  async store(events: readonly DeviceEvent[]): Promise<void> {
    if (events.length === 0) return;
    // What the history holds already is asked with the devices, in parallel: the keys are the
    // events' own (uid, time), a device unknown here simply matches nothing (decision 045).
    const [devices, stored] = await Promise.all([
      this.repository.reportingDevices([...new Set(events.map((e) => e.uid))]),
      this.repository.alreadyStored(events.map((e) => ({ deviceUid: e.uid, logTime: e.reportedAt }))),
    ]);
    const rows = new Map<string, DeviceStatusLogEntry>();
    const ordered = [...events].sort((a, b) => a.reportedAt.getTime() - b.reportedAt.getTime());
    for (const event of ordered) {
      const device = devices.get(event.uid);
      if (!device) {
        this.live.ingest.unknownDevices += 1;
        continue;
      }
      if (event.kind === 'status') device.status = mergeReportedStatus(device.status, event.status);
      // One row per device and instant: two events of the same millisecond make one row, the later wins.
      rows.set(`${device.uid}|${event.reportedAt.getTime()}`, {
        deviceId: device.id,
        deviceUid: device.uid,
        logTime: event.reportedAt,
        online: event.kind !== 'offline',
        payload: JSON.stringify(device.status),
        iotLogId: null,
      });
    }
    const fresh = [...rows.entries()].filter(([key]) => !stored.has(key)).map(([, row]) => row);
    this.live.ingest.alreadyStored += rows.size - fresh.length;
    if (fresh.length === 0) return;
    await this.repository.append(fresh);
    this.live.ingest.stored += fresh.length;
    const changed = new Set(fresh.map((r) => r.deviceId!));
    this.live.feed.changed(changed);
    this.onStored(changed);
  }
}
