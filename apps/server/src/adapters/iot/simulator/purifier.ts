import type { DataPoint, DeviceTimer, TimerCategory, TimerScope } from '@app/contracts';
import { CloudError } from './cloud-error';
import { HOUR_MS } from './clock';
import { Connectivity } from './connectivity';
import { deviceRandom, hashString, mix } from './fleet-random';
import { applyCommand, cancelCountdown, checkCommands, reportStatus } from './purifier-commands';
import type { PurifierModel } from './purifier-models';
import { FILTER_LIFE_HOURS, integrate, type PurifierState, type Room } from './purifier-physics';
import { resumedState } from './purifier-resume';
import { TimerStore } from './timer-store';

/**
 * One simulated purifier. It is lazy: nothing happens until it is looked at, then `catchUp`
 * replays what happened since in time order (timers, countdown end, Wi-Fi drops) with the room
 * physics in between. The result does not depend on how often it is looked at, and a fleet of
 * 10,000 costs nothing while nobody asks.
 */
export class Purifier {
  readonly state: PurifierState;
  readonly room: Room;
  readonly timers: TimerStore;
  readonly lat: string;
  readonly lon: string;
  private readonly connectivity: Connectivity;
  /** What the cloud last heard: frozen while offline, like Tuya's last known status. */
  private lastReport: DataPoint[] | null = null;
  private time: number;

  constructor(
    readonly uid: string,
    readonly model: PurifierModel,
    fleetSeed: number,
    createdAt: number,
    badlyPlaced = false,
  ) {
    const random = deviceRandom(fleetSeed, uid, 'state');
    this.time = createdAt;
    this.room = {
      seed: mix(fleetSeed, hashString(uid)),
      ambientPm25: 12 + random.next() * 58,
      tempBase: 19 + random.next() * 5,
      humidityBase: 42 + random.next() * 14,
      badlyPlaced,
    };
    const modes = model.functions.get('mode');
    this.state = {
      on: random.next() < 0.7,
      mode: modes?.type === 'Enum' ? random.pick(modes.range.slice(0, 3)) : 'manual',
      manualLevel: random.int(1, 4),
      autoLevel: 0,
      anion: model.functions.has('anion') && random.next() < 0.5,
      light: model.functions.has('light') && random.next() < 0.6,
      uv: model.functions.has('uv') && random.next() < 0.3,
      childLock: random.next() < 0.1,
      countdownSetting: 'cancel',
      countdownEndsAt: null,
      // Anywhere from a new filter to one past its end, so every badge shows up in a fleet.
      filterLeftHours: FILTER_LIFE_HOURS * Math.min(1, Math.max(0, random.next() * 1.06 - 0.03)),
      pm25: 0,
      runningHours: random.int(0, 8000),
    };
    this.state.pm25 = this.room.ambientPm25 * (this.state.on ? 0.25 : 1);
    // Cities of northern and central Italy, roughly; Tuya reports coordinates as strings.
    this.lat = (41.5 + random.next() * 4.5).toFixed(4);
    this.lon = (8.5 + random.next() * 4).toFixed(4);
    this.timers = new TimerStore(random.int(1_000_000, 8_999_999));
    this.connectivity = new Connectivity(deviceRandom(fleetSeed, uid, 'connectivity'), createdAt);
    if (!this.connectivity.online) this.lastReport = this.report();
  }

  get online(): boolean {
    return this.connectivity.online;
  }

  /**
   * Replays the events due up to `now` in time order, then commits the physics up to the last
   * whole hour. Only event times and the fixed grid cut the committed path, so looking at a
   * device (which projects from there to `now` on a copy) never changes where it goes.
   */
  catchUp(now: number): void {
    for (;;) {
      const nextEvent = Math.min(
        this.timers.nextRunAfter(this.time),
        this.state.countdownEndsAt ?? Infinity,
        this.connectivity.nextChangeAt,
      );
      if (nextEvent > now) break;
      this.advanceTo(nextEvent);
      this.runEventsAt(nextEvent);
    }
    this.advanceTo(Math.floor(now / HOUR_MS) * HOUR_MS);
  }

  status(now: number): DataPoint[] {
    this.catchUp(now);
    if (this.lastReport) return this.lastReport.map((p) => ({ ...p }));
    const projected = { ...this.state };
    integrate(projected, this.room, this.time, now);
    return reportStatus(this.model, projected, this.room, now);
  }

  sendCommands(commands: readonly DataPoint[], now: number): void {
    this.catchUp(now);
    if (!this.online) throw new CloudError(2001);
    checkCommands(this.model, commands);
    this.advanceTo(now);
    for (const command of commands) applyCommand(this.state, command, now);
  }

  addTimer(timer: DeviceTimer, now: number): string {
    this.catchUp(now);
    const groupId = this.timers.add(timer, now, (functions) => checkCommands(this.model, functions));
    // Committed to `now`, so the new timer's first run is after now, never earlier in this hour.
    this.advanceTo(now);
    return groupId;
  }

  listTimers(now: number): TimerCategory[] {
    this.catchUp(now);
    return this.timers.list();
  }

  deleteTimers(scope: TimerScope | undefined, now: number): void {
    this.catchUp(now);
    this.timers.delete(scope);
  }

  /**
   * Continues from a status the device reported before (the last stored row of a history): from
   * `now` on, its filter, settings and PM2.5 are those of the status, so what the device reports
   * next agrees with what was stored. Its room, timers and Wi-Fi schedule stay the seed's.
   */
  resume(status: readonly DataPoint[], now: number): void {
    this.catchUp(now);
    this.advanceTo(now);
    Object.assign(this.state, resumedState(this.model, this.state, status));
    if (!this.online) this.lastReport = this.report();
  }

  /** Tests: pin the device online or offline (null gives it back to its schedule). */
  forceOnline(online: boolean | null, now: number): void {
    this.catchUp(now);
    this.advanceTo(now);
    this.setConnectivity(() => this.connectivity.force(online));
  }

  private advanceTo(time: number): void {
    if (time <= this.time) return;
    if (this.connectivity.powered) integrate(this.state, this.room, this.time, time);
    else {
      // Unplugged: the room drifts while the purifier stands still; plugged in again, it resumes
      // the settings it had (as purifiers with a power-loss memory do).
      const on = this.state.on;
      this.state.on = false;
      integrate(this.state, this.room, this.time, time);
      this.state.on = on;
    }
    this.time = time;
  }

  private runEventsAt(at: number): void {
    if (this.connectivity.nextChangeAt === at) this.setConnectivity(() => this.connectivity.flip());
    if (this.state.countdownEndsAt === at) {
      this.state.on = false;
      cancelCountdown(this.state);
    }
    // Cloud timers need the device online; what they send while it is offline is lost.
    for (const due of this.timers.takeDue(at)) {
      if (!this.online) continue;
      try {
        checkCommands(this.model, due.functions);
        for (const command of due.functions) applyCommand(this.state, command, at);
      } catch {
        // Stored timers were checked when added; nothing else can make them fail.
      }
    }
  }

  private setConnectivity(change: () => void): void {
    const wasOnline = this.connectivity.online;
    change();
    if (wasOnline && !this.connectivity.online) this.lastReport = this.report();
    if (!wasOnline && this.connectivity.online) this.lastReport = null;
  }

  private report(): DataPoint[] {
    return reportStatus(this.model, this.state, this.room, this.time);
  }
}
