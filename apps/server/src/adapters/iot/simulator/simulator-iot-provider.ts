import { setTimeout as sleep } from 'node:timers/promises';
import { IotProviderError } from '../iot-provider-error';
import type {
  DataPoint,
  DeviceLiveStatus,
  DeviceSpecification,
  DeviceTimer,
  IotHealth,
  IotOperation,
  IotProvider,
  TimerCategory,
  TimerScope,
} from '../iot-provider';
import type { DeviceEventHandler, DeviceEventSubscription } from '../device-events';
import { tuyaMessage } from '../tuya/tuya-error-codes';
import { MINUTE_MS } from './clock';
import { CallLimits, type CallLimitOptions } from './call-limits';
import { CloudError } from './cloud-error';
import { FaultInjector } from './fault-injector';
import { FleetReporter } from './fleet-reporter';
import { PurifierFleet } from './purifier-fleet';
import { SimulatorDeviceEvents } from './simulator-device-events';

export interface SimulatorOptions {
  /** Every purifier reports its status once per interval, spread over it; 0 = only after commands. Default 5 min. */
  reportIntervalMs?: number;
  /** The project's limits, enforced like Tuya (1110 over the limit); default none. */
  limits?: CallLimitOptions;
}

/**
 * The default provider: the fleet in process, with faults. The fleet answers fresh objects and
 * copies what it keeps, so callers can never change a device behind its back. The 'TIMEOUT' fault
 * carries the call out and then reports a timeout, the way a lost answer looks to a client.
 */
export class SimulatorIotProvider implements IotProvider {
  readonly kind = 'simulator' as const;
  private readonly reporter: FleetReporter;
  private readonly subscriptions = new Set<SimulatorDeviceEvents>();
  /** The limits it enforces and what it counted (calls, refusals, the busiest window). */
  readonly limits: CallLimits;

  constructor(
    readonly fleet: PurifierFleet = new PurifierFleet(),
    readonly faults: FaultInjector = new FaultInjector(fleet.seed),
    options: SimulatorOptions = {},
  ) {
    this.reporter = new FleetReporter(fleet, options.reportIntervalMs ?? 5 * MINUTE_MS);
    this.limits = new CallLimits(options.limits);
  }

  /** What the purifiers report: after each command at once, and periodically (the reporter). */
  subscribeDeviceEvents(handler: DeviceEventHandler): DeviceEventSubscription {
    const subscription = new SimulatorDeviceEvents(this.fleet, handler, () => {
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size === 0) this.reporter.stop();
    });
    this.subscriptions.add(subscription);
    this.reporter.start();
    return subscription;
  }

  getStatuses(uids: readonly string[]): Promise<DeviceLiveStatus[]> {
    return this.call('status', () => this.fleet.statuses(uids));
  }

  async sendCommands(uid: string, commands: readonly DataPoint[]): Promise<void> {
    await this.call('command', () => this.fleet.sendCommands(uid, commands));
  }

  getTimers(uid: string): Promise<TimerCategory[]> {
    return this.call('get_timers', () => this.fleet.timers(uid));
  }

  addTimer(uid: string, timer: DeviceTimer): Promise<{ groupId: string }> {
    return this.call('add_timer', () => ({ groupId: this.fleet.addTimer(uid, timer) }));
  }

  async deleteTimers(uid: string, scope?: TimerScope): Promise<void> {
    await this.call('delete_timers', () => this.fleet.deleteTimers(uid, scope));
  }

  getSpecification(uid: string): Promise<DeviceSpecification> {
    return this.call('specification', () => this.fleet.specification(uid));
  }

  async ping(): Promise<IotHealth> {
    return {
      status: 'UP',
      details: { provider: 'simulator', latencyMs: 0, devices: this.fleet.size, seed: this.fleet.seed },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }

  private async call<T>(operation: IotOperation, work: () => T): Promise<T> {
    // Refused before any work, as Tuya's cloud does (the Tuya adapter maps 1110 the same way).
    if (!this.limits.admit(operation)) throw new IotProviderError(1110, tuyaMessage(1110), operation);
    const fault = this.faults.take(operation);
    if (fault && fault.code !== 'TIMEOUT') {
      const message =
        fault.message ?? (typeof fault.code === 'number' ? tuyaMessage(fault.code) : 'connection dropped');
      throw new IotProviderError(fault.code, message, operation);
    }
    let result: T;
    try {
      result = work();
    } catch (error) {
      if (error instanceof CloudError) throw new IotProviderError(error.code, error.message, operation);
      throw error;
    }
    const latency = this.faults.latencyFor(operation);
    if (latency > 0) await sleep(latency);
    if (fault) throw new IotProviderError('TIMEOUT', 'no answer from the simulator (injected)', operation);
    return result;
  }
}
