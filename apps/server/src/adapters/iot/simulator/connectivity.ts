import { HOUR_MS, MINUTE_MS } from './clock';
import type { Random } from './fleet-random';

/** How a device's Wi-Fi behaves: always on, dropping now and then, or mostly unplugged. */
interface Profile {
  meanOnlineMs: number;
  meanOfflineMs: number;
}
const FLAKY: Profile = { meanOnlineMs: 30 * HOUR_MS, meanOfflineMs: 40 * MINUTE_MS };
const UNPLUGGED: Profile = { meanOnlineMs: 8 * HOUR_MS, meanOfflineMs: 60 * HOUR_MS };
const SHORTEST_MS = 5 * MINUTE_MS;

/**
 * The online/offline schedule of one device, drawn from its own random sequence: 85% never drop,
 * 12% drop for ~40 min about once a day and a half (Wi-Fi: the purifier keeps running), 3% are
 * mostly unplugged (no power: it does not run while offline). Tests can force a state; the schedule
 * keeps running underneath and takes over again when the force is lifted.
 */
export class Connectivity {
  private readonly profile: Profile | null;
  private scheduled: boolean;
  private forced: boolean | null = null;
  /** When the scheduled state flips next; Infinity for devices that never drop. */
  nextChangeAt: number;

  constructor(
    private readonly random: Random,
    start: number,
  ) {
    const draw = random.next();
    this.profile = draw < 0.85 ? null : draw < 0.97 ? FLAKY : UNPLUGGED;
    if (!this.profile) {
      this.scheduled = true;
      this.nextChangeAt = Infinity;
      return;
    }
    const { meanOnlineMs: on, meanOfflineMs: off } = this.profile;
    this.scheduled = random.next() < on / (on + off);
    this.nextChangeAt = start + this.duration();
  }

  get online(): boolean {
    return this.forced ?? this.scheduled;
  }

  /** Whether the device has power: only a mostly unplugged one is offline for want of it. */
  get powered(): boolean {
    return this.online || this.profile !== UNPLUGGED;
  }

  /** Flips the scheduled state at `nextChangeAt` and draws the next change. */
  flip(): void {
    this.scheduled = !this.scheduled;
    this.nextChangeAt += this.duration();
  }

  force(online: boolean | null): void {
    this.forced = online;
  }

  private duration(): number {
    const mean = this.scheduled ? this.profile!.meanOnlineMs : this.profile!.meanOfflineMs;
    return Math.max(SHORTEST_MS, Math.round(-Math.log(1 - this.random.next()) * mean));
  }
}
