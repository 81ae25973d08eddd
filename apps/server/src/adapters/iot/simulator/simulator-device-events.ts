import type {
  DeviceEvent,
  DeviceEventConsumerHealth,
  DeviceEventHandler,
  DeviceEventSubscription,
} from '../device-events';
import type { PurifierFleet } from './purifier-fleet';

/**
 * The simulator's pushed events: what the fleet reports, handed to the handler in process. Events
 * of the same turn go together in one batch, batches one after another; there is nothing to
 * acknowledge, so a rejected batch is only counted (the poller remains the safety net).
 */
export class SimulatorDeviceEvents implements DeviceEventSubscription {
  private readonly unsubscribe: () => void;
  private pending: DeviceEvent[] = [];
  private chain: Promise<void> = Promise.resolve();
  private scheduled = false;
  private stopped = false;
  private readonly counters = { received: 0, acknowledged: 0, failed: 0 };
  private lastMessageAt: Date | null = null;
  private lastError: string | null = null;

  constructor(
    fleet: PurifierFleet,
    private readonly handler: DeviceEventHandler,
    private readonly onStop: () => void = () => {},
  ) {
    this.unsubscribe = fleet.onReport((event) => this.receive(event));
  }

  health(): DeviceEventConsumerHealth {
    return {
      connected: !this.stopped,
      active: !this.stopped,
      lastMessageAt: this.lastMessageAt,
      lagMs: this.lastMessageAt ? 0 : null,
      received: this.counters.received,
      duplicatesDropped: 0,
      acknowledged: this.counters.acknowledged,
      reconnections: 0,
      malformed: 0,
      lastError: this.lastError,
    };
  }

  async stop(): Promise<void> {
    if (this.stopped) return this.chain;
    this.stopped = true;
    this.unsubscribe();
    this.onStop();
    await this.chain;
  }

  private receive(event: DeviceEvent): void {
    if (this.stopped) return;
    this.counters.received++;
    this.lastMessageAt = new Date();
    this.pending.push(event);
    if (this.scheduled) return;
    this.scheduled = true;
    // After the command's own call returns: the report follows it, as on a real device.
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.pending;
      this.pending = [];
      this.chain = this.chain.then(() => this.deliver(batch));
    });
  }

  private async deliver(batch: DeviceEvent[]): Promise<void> {
    try {
      await this.handler(batch);
      this.counters.acknowledged += batch.length;
    } catch (error) {
      this.counters.failed += batch.length;
      this.lastError = error instanceof Error ? error.message : String(error);
    }
  }
}
