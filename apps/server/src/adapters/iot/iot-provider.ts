import type { DeviceEventHandler, DeviceEventSubscription } from './device-events';
import type {
  DataPoint,
  DeviceLiveStatus,
  DeviceSpecification,
  DeviceTimer,
  TimerCategory,
  TimerScope,
} from '@app/contracts';

export type * from './device-events';
export type { DataPoint, DeviceLiveStatus, DeviceSpecification, DeviceTimer, TimerCategory, TimerScope };

export type IotProviderKind = 'simulator' | 'tuya';

/** What the provider call is, for IotLog, fault injection and logs (one per port method). */
export const IOT_OPERATIONS = [
  'status',
  'command',
  'get_timers',
  'add_timer',
  'delete_timers',
  'specification',
] as const;
export type IotOperation = (typeof IOT_OPERATIONS)[number];

/** Answer of ping(): the shape of a management/health component. */
export interface IotHealth {
  status: 'UP' | 'DOWN';
  details: { provider: IotProviderKind; latencyMs: number } & Record<string, unknown>;
}

/**
 * The IoT cloud as the services see it (docs/product.md#iot-limits-and-quota). Every method either answers or throws
 * an IotProviderError; no provider token or internal detail ever comes out of it.
 */
export interface IotProvider {
  readonly kind: IotProviderKind;

  /**
   * Live status of the given devices, any number of them (the Tuya adapter batches by 20).
   * Devices the cloud project does not know are simply absent. Offline devices are present with
   * online: false and their last reported status.
   */
  getStatuses(uids: readonly string[]): Promise<DeviceLiveStatus[]>;

  /** Sends the commands together; refused whole when one is not supported (2008) or offline (2001). */
  sendCommands(uid: string, commands: readonly DataPoint[]): Promise<void>;

  /** The device's timers grouped by category then group: `[{category: {category}, groups}]`. */
  getTimers(uid: string): Promise<TimerCategory[]>;

  /** Adds one timer (one group of instructions); answers the new group's id. Not idempotent. */
  addTimer(uid: string, timer: DeviceTimer): Promise<{ groupId: string }>;

  /** Deletes every timer, a category, or one group of a category. */
  deleteTimers(uid: string, scope?: TimerScope): Promise<void>;

  /** Functions and status codes of the device's model, with types and ranges. */
  getSpecification(uid: string): Promise<DeviceSpecification>;

  /**
   * Pushed status reports and online/offline events (docs/decisions/031), in batches: a
   * batch is acknowledged only when the handler resolves, and delivered again when it rejects.
   * Redeliveries of a stored report (same dataId) are dropped before the handler. Starts at once.
   */
  subscribeDeviceEvents(handler: DeviceEventHandler): DeviceEventSubscription;

  /** Health check: reaches the provider (and, for Tuya, proves the credentials); never throws. */
  ping(): Promise<IotHealth>;

  /** Releases timers and sockets (subscriptions included). */
  close(): Promise<void>;
}
