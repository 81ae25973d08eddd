import { randomBytes } from 'node:crypto';
import { DEMO_DEVICES, demoFleetDevice } from '../../../db/seed/demo-fleet';
import {
  timersForPlan,
  type DataPoint,
  type DeviceLiveStatus,
  type DeviceSpecification,
  type DeviceTimer,
  type TimerCategory,
  type TimerScope,
} from '@app/contracts';
import type { DeviceEvent } from '../device-events';
import { systemClock, type Clock } from './clock';
import { CloudError } from './cloud-error';
import { createRandom, deviceRandom, mix } from './fleet-random';
import { Purifier } from './purifier';
import { PURIFIER_MODELS, purifierModel, type ModelCode } from './purifier-models';

export const DEFAULT_SIMULATOR_SEED = 554;

export interface FleetDevice {
  uid: string;
  modelCode: ModelCode;
  name?: string;
  /** Its own sensor does not see its cleaning (Room.badlyPlaced); default false. */
  badlyPlaced?: boolean;
}

export interface PurifierFleetOptions {
  /** Same seed, same start time: same fleet. Default 554. */
  seed?: number;
  clock?: Clock;
  /** The devices to start with; default the demo seed's fleet (DEMO_DEVICES). */
  devices?: readonly FleetDevice[];
  /** Give some of the starting devices the timers a back office would have written (default true). */
  demoTimers?: boolean;
}

/**
 * The simulated cloud project: a fleet of purifiers and the operations the cloud offers on them,
 * refused with Tuya's codes. In memory only: a restart builds the same fleet again from the seed,
 * starting at the clock's current time (commands and timers given before are gone).
 */
export class PurifierFleet {
  readonly seed: number;
  readonly clock: Clock;
  private readonly devices = new Map<string, { purifier: Purifier; name: string }>();
  private readonly reportListeners = new Set<(event: DeviceEvent) => void>();
  /** Whether each device was online at its last report, to tell online/offline events. */
  private readonly reportedOnline = new Map<string, boolean>();

  constructor(options: PurifierFleetOptions = {}) {
    this.seed = options.seed ?? DEFAULT_SIMULATOR_SEED;
    this.clock = options.clock ?? systemClock;
    const start = options.devices ?? DEMO_DEVICES.map(demoFleetDevice);
    for (const device of start) {
      const purifier = this.register(device.uid, device.modelCode, device.name, device.badlyPlaced);
      if (options.demoTimers !== false) this.addDemoTimers(purifier, device.badlyPlaced === true);
    }
  }

  get size(): number {
    return this.devices.size;
  }

  uids(): string[] {
    return [...this.devices.keys()];
  }

  has(uid: string): boolean {
    return this.devices.has(uid);
  }

  /** Adds a device to the project (idempotent for the same model); it starts at the current time. */
  register(uid: string, modelCode: ModelCode, name?: string, badlyPlaced = false): Purifier {
    const existing = this.devices.get(uid);
    if (existing) {
      if (existing.purifier.model.code !== modelCode)
        throw new Error(`${uid} is already a ${existing.purifier.model.code}`);
      return existing.purifier;
    }
    const purifier = new Purifier(uid, purifierModel(modelCode), this.seed, this.clock.now(), badlyPlaced);
    this.devices.set(uid, { purifier, name: name ?? `${purifier.model.name} ${uid.slice(-4)}` });
    return purifier;
  }

  /** Adds `count` devices of mixed models with Tuya-like virtual ids (benchmarks, load tests). */
  generate(count: number): string[] {
    const codes = Object.keys(PURIFIER_MODELS) as ModelCode[];
    const uids: string[] = [];
    for (let i = 0; uids.length < count; i++) {
      const random = createRandom(mix(this.seed, 0x6e6e0000 + i));
      const uid = `vdevo${random.hex(17)}`;
      if (this.devices.has(uid)) continue;
      this.register(uid, random.pick(codes));
      uids.push(uid);
    }
    return uids;
  }

  /** The device, or Tuya's answer for a device that is not in the project. */
  device(uid: string): Purifier {
    const entry = this.devices.get(uid);
    if (!entry) throw new CloudError(1106, `device ${uid} is not in this project`);
    return entry.purifier;
  }

  nameOf(uid: string): string {
    return this.devices.get(uid)?.name ?? uid;
  }

  /** Unknown uids are left out, as the batch calls do. */
  statuses(uids: readonly string[]): DeviceLiveStatus[] {
    const now = this.clock.now();
    return uids.flatMap((uid) => {
      const entry = this.devices.get(uid);
      if (!entry) return [];
      const { purifier } = entry;
      const status = purifier.status(now);
      return [{ id: uid, online: purifier.online, status, lat: purifier.lat, lon: purifier.lon }];
    });
  }

  /**
   * The devices continue from these statuses (the last ones stored), from now on: a restarted
   * fleet picks up where the stored history ends instead of from the seed's first day. Unknown
   * uids and empty statuses are left out; answers how many devices resumed.
   */
  resume(statuses: readonly Pick<DeviceLiveStatus, 'id' | 'status'>[]): number {
    const now = this.clock.now();
    let resumed = 0;
    for (const { id, status } of statuses) {
      const entry = this.devices.get(id);
      if (!entry || status.length === 0) continue;
      entry.purifier.resume(status, now);
      resumed++;
    }
    return resumed;
  }

  /** A command that changed a device is followed by its status report, as a real device sends. */
  sendCommands(uid: string, commands: readonly DataPoint[]): void {
    this.device(uid).sendCommands(commands, this.clock.now());
    this.report([uid]);
  }

  /**
   * Listens to what the devices report: status reports after commands and on report(),
   * online/offline when a report finds the device changed since the last one. Answers the unsubscribe.
   */
  onReport(listener: (event: DeviceEvent) => void): () => void {
    this.reportListeners.add(listener);
    return () => this.reportListeners.delete(listener);
  }

  /** The given devices report now: online/offline if that changed, then their status if online. */
  report(uids: readonly string[]): void {
    if (this.reportListeners.size === 0) return;
    const reportedAt = new Date(this.clock.now());
    for (const device of this.statuses(uids)) {
      const before = this.reportedOnline.get(device.id);
      this.reportedOnline.set(device.id, device.online);
      if (before !== undefined && before !== device.online)
        this.emit({
          kind: device.online ? 'online' : 'offline',
          uid: device.id,
          dataId: newDataId(),
          reportedAt,
        });
      if (device.online)
        this.emit({ kind: 'status', uid: device.id, dataId: newDataId(), reportedAt, status: device.status });
    }
  }

  reportAll(): void {
    this.report(this.uids());
  }

  private emit(event: DeviceEvent): void {
    for (const listener of this.reportListeners) listener(event);
  }

  timers(uid: string): TimerCategory[] {
    return this.device(uid).listTimers(this.clock.now());
  }

  addTimer(uid: string, timer: DeviceTimer): string {
    return this.device(uid).addTimer(timer, this.clock.now());
  }

  deleteTimers(uid: string, scope?: TimerScope): void {
    this.device(uid).deleteTimers(scope, this.clock.now());
  }

  specification(uid: string): DeviceSpecification {
    return structuredClone(this.device(uid).model.specification);
  }

  /**
   * About a third of the devices run on working days 08:00-19:00 (group 0), and so does a badly
   * placed one (the shop switches it on every morning: its switch-ons are what show it has no
   * effect); a few have a user timer.
   */
  private addDemoTimers(purifier: Purifier, onShopHours: boolean): void {
    const random = deviceRandom(this.seed, purifier.uid, 'demo-timers');
    const now = this.clock.now();
    // Drawn whatever the device, so every other device's draws stay as they were.
    const draw = random.next();
    if (onShopHours || draw < 0.35) {
      const plan = {
        start: { enabled: true, time: '08:00' },
        end: { enabled: true, time: '19:00' },
        days: '0111110',
        startFunctions: [{ code: 'mode', value: 'auto' }],
      };
      for (const timer of timersForPlan(plan, 0)) purifier.addTimer(timer, now);
    }
    if (random.next() < 0.15) {
      const instruct = [{ functions: [{ code: 'switch', value: true }], date: '', time: '10:30' }];
      purifier.addTimer(
        { category: 'timer', loops: '1000001', instruct, timezone_id: 'Europe/Rome', time_zone: '+01:00' },
        now,
      );
    }
  }
}

/** Unique across restarts, so a consumer's memory of stored reports never swallows a new one. */
const newDataId = () => randomBytes(12).toString('hex');
