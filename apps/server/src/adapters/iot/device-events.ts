import type { DataPoint } from '@app/contracts';

/**
 * What a provider pushes about its devices: a status report, or the device going online
 * or offline. Tuya delivers these through its message service (protocol 4 status reports with a
 * unique `dataId`, protocol 20 `online`/`offline` events; the newer 1000/1001 protocols map to the
 * same); the simulator emits them for what its purifiers do.
 */
export type DeviceEvent =
  | {
      kind: 'status';
      uid: string;
      /** Unique per report; a redelivery carries the same one. */
      dataId: string;
      /** When the device reported (the provider's `t`). */
      reportedAt: Date;
      /** The data points the report carries (a report may carry only the ones that changed). */
      status: DataPoint[];
    }
  | { kind: 'online' | 'offline'; uid: string; dataId: string; reportedAt: Date };

/**
 * Receives a batch of events. The subscription acknowledges them to the provider only when the
 * returned promise resolves (after they are stored); when it rejects, they are not acknowledged and
 * the provider delivers them again.
 */
export type DeviceEventHandler = (events: readonly DeviceEvent[]) => Promise<void>;

/** The consumer's state for management/health and Prometheus. */
export interface DeviceEventConsumerHealth {
  connected: boolean;
  /** Whether this instance is the active consumer (Failover: another instance may hold it). */
  active: boolean;
  lastMessageAt: Date | null;
  /** publishTime → received of the last message, in ms. */
  lagMs: number | null;
  received: number;
  duplicatesDropped: number;
  acknowledged: number;
  reconnections: number;
  /** Messages that could not be read (acknowledged, never handled). */
  malformed: number;
  /** The last connection failure, refused batch or unreadable message; null once connected again. */
  lastError: string | null;
}

export interface DeviceEventSubscription {
  health(): DeviceEventConsumerHealth;
  /** Stops receiving; resolves when the connection is closed and in-flight batches settled. */
  stop(): Promise<void>;
}
