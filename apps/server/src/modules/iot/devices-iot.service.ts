import {
  deviceCondition,
  type AddTimerAnswer,
  type CrudOperation,
  type DataPoint,
  type DeviceLiveStatus,
  type DeviceStatusesAnswer,
  type DeviceTimer,
  type FleetCheck,
  type IotDoneAnswer,
  type Thresholds,
  type TimerCategory,
} from '@app/contracts';
import type { AuditService } from '../audit';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { IotDevice, IotDeviceRepository } from './iot-device.repository';
import type { IotGateway } from './iot-gateway';
import type { LatestStatusRepository } from './latest-status.repository';
import { presentGlobalCheck } from './iot.presenter';

/** At most this many devices per provider status call. */
const STATUS_BATCH = 30;

/** Which timers a delete removes: all of them, a category, or one group of a category. */
export interface TimerDeletion {
  category?: string;
  group?: string;
}

/**
 * The devicesIot API (docs/product.md#iot-limits-and-quota): the route declared the DEVICE_MANAGEMENT permission (the
 * caller plugin checked it); here every call reaches only the devices of the caller's scope for the
 * operation (subtree, address-level records), is made, logged and counted through the gateway, and
 * audited when it changes a device.
 */
export class DevicesIotService {
  constructor(
    private readonly devices: IotDeviceRepository,
    private readonly gateway: IotGateway,
    private readonly audit: AuditService,
    private readonly latest: LatestStatusRepository,
    /** The thresholds in force per device where they differ from the spec's table (decision 040). */
    private readonly thresholds: {
      thresholdsOfDevices(deviceIds: readonly number[]): Promise<Map<number, Thresholds>>;
    },
    /** Push is on: fresh stored statuses answer the live reads without the provider (decision 043). */
    private readonly pushFirst = false,
  ) {}

  /**
   * Live status of the visible devices among `uids`, in the Tuya-like envelope. Push-first
   * (decision 043): while push is on, the devices whose stored latest status is fresh are answered
   * from the store (one statement for the page, no provider call, no quota) and only the stale or
   * missing ones are read through the provider; `refresh` ("read now") reads all of them through it,
   * as every read does while push is off. Each status says its `source` and `readAt`.
   */
  async statuses(caller: Caller, uids: readonly string[], refresh = false): Promise<DeviceStatusesAnswer> {
    // The quota is read beside the scope (one round trip for both); it is acted on only when a
    // call is made, after the scope check, exactly as `call` would read it.
    const quota = this.gateway.readQuota(accountOf(caller));
    const [visible] = await Promise.all([this.devices.inScope(caller, uids, 'read'), quota]);
    const t = Date.now();
    if (!visible.length) return { success: true, t, result: { devices: [] as DeviceLiveStatus[] } };
    // The badges read the thresholds in force beside the status; absent where the spec's table applies.
    // Read beside the statuses; a failed provider read must not leave this promise unobserved.
    const thresholds = this.thresholdsByUid(visible);
    thresholds.catch(() => undefined);
    const fresh =
      this.pushFirst && !refresh
        ? await this.latest.freshStatuses(
            visible.map((d) => d.id),
            new Date(t),
          )
        : [];
    const stored = new Map(fresh.map((f) => [f.deviceId, f]));
    const toRead = visible.filter((d) => !stored.has(d.id)).map((d) => d.uid);
    const read = toRead.length
      ? await this.gateway.readLoggedAfter(
          accountOf(caller),
          'STATUS',
          { uids: toRead },
          (p) => p.getStatuses(toRead),
          quota,
        )
      : [];
    const readAt = new Date().toISOString();
    const answered: DeviceLiveStatus[] = [
      ...fresh.map((f) => ({ ...f.status, source: 'stored' as const, readAt: f.logTime.toISOString() })),
      ...read.map((s) => ({ ...s, source: 'provider' as const, readAt })),
    ];
    const byUid = await thresholds;
    const devices = answered.map((s) => (byUid.has(s.id) ? { ...s, thresholds: byUid.get(s.id)! } : s));
    return { success: true, t, result: { devices } };
  }

  /** Resolves once the IoT log rows written after their answers are committed (the app's close awaits it). */
  settled(): Promise<void> {
    return this.gateway.settled();
  }

  async sendCommands(caller: Caller, uid: string, commands: DataPoint[]): Promise<IotDoneAnswer> {
    const device = await this.device(caller, uid, 'update');
    await this.gateway.call(accountOf(caller), 'COMMAND', { uid: device.uid, commands }, (p) =>
      p.sendCommands(device.uid, commands),
    );
    await this.audit.record(caller.login, 'DEVICE_COMMAND', {
      uid: device.uid,
      commands: JSON.stringify(commands),
    });
    return { success: true, result: true };
  }

  async timers(caller: Caller, uid: string): Promise<TimerCategory[]> {
    const device = await this.device(caller, uid, 'read');
    const { result } = await this.gateway.call(accountOf(caller), 'GET_TIMER', { uid: device.uid }, (p) =>
      p.getTimers(device.uid),
    );
    return result;
  }

  async addTimer(caller: Caller, uid: string, timer: DeviceTimer): Promise<AddTimerAnswer> {
    const device = await this.device(caller, uid, 'update');
    const { result } = await this.gateway.call(
      accountOf(caller),
      'ADD_TIMER',
      { uid: device.uid, timer },
      (p) => p.addTimer(device.uid, timer),
    );
    await this.audit.record(caller.login, 'TIMER_CHANGED', {
      uid: device.uid,
      action: 'add',
      category: timer.category,
    });
    return { success: true, result };
  }

  async deleteTimers(
    caller: Caller,
    uid: string,
    { category, group }: TimerDeletion,
  ): Promise<IotDoneAnswer> {
    const device = await this.device(caller, uid, 'update');
    const scope = category ? (group ? { category, group } : { category }) : {};
    await this.gateway.call(accountOf(caller), 'DELETE_TIMER', { uid: device.uid, ...scope }, (p) =>
      p.deleteTimers(device.uid, scope),
    );
    await this.audit.record(caller.login, 'TIMER_CHANGED', {
      uid: device.uid,
      action: 'delete',
      category: category ?? '*',
      group: group ?? '*',
    });
    return { success: true, result: true };
  }

  /**
   * Fleet health of the caller's devices. `refresh` asks the provider now (one logged, counted call
   * per 30 devices); otherwise the latest stored status of each device is used.
   */
  async globalCheck(caller: Caller, refresh: boolean): Promise<FleetCheck> {
    const uids = await this.latest.uidsInScope(caller);
    const visible = await this.devices.inScope(caller, uids, 'read');
    let statuses: DeviceLiveStatus[] = [];
    if (refresh) {
      for (let i = 0; i < visible.length; i += STATUS_BATCH) {
        const batch = visible.slice(i, i + STATUS_BATCH).map((d) => d.uid);
        statuses.push(
          ...(
            await this.gateway.call(accountOf(caller), 'STATUS', { uids: batch }, (p) => p.getStatuses(batch))
          ).result,
        );
      }
    } else {
      statuses = await this.latest.latestStatuses(visible.map((d) => d.id));
    }
    const byUid = await this.thresholdsByUid(visible);
    const conditions = statuses.map((s) => ({ uid: s.id, ...deviceCondition(s, byUid.get(s.id)) }));
    return presentGlobalCheck(refresh, visible.length, conditions);
  }

  /** The thresholds in force at the devices that differ from the spec's table, by uid. */
  private async thresholdsByUid(devices: readonly IotDevice[]): Promise<Map<string, Thresholds>> {
    const byId = await this.thresholds.thresholdsOfDevices(devices.map((d) => d.id));
    return new Map(devices.flatMap((d) => (byId.has(d.id) ? [[d.uid, byId.get(d.id)!] as const] : [])));
  }

  /** One device by uid, or 404 whether it does not exist or is out of the caller's reach for `op`. */
  private async device(caller: Caller, uid: string, op: CrudOperation): Promise<IotDevice> {
    const [device] = await this.devices.inScope(caller, [uid], op);
    if (!device) throw notFound(`No device ${uid}`);
    return device;
  }
}

/** The account whose quota an IoT call counts against (none for a super user without an account). */
const accountOf = (caller: Caller): number | null => caller.account?.id ?? null;
