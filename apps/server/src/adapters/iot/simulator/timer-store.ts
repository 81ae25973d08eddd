import {
  MAX_TIMERS_PER_DEVICE,
  timeToMinutes,
  type DataPoint,
  type DeviceTimer,
  type TimerCategory,
  type TimerScope,
} from '@app/contracts';
import { CloudError } from './cloud-error';
import { addLocalDays, localDate, resolveTimeZone, zonedToUtc, type TimeZone } from './zoned-time';

/** One instruction of a group: Tuya lists each as a timer with its own id. */
interface StoredTimer {
  timerId: number;
  date: string;
  time: string;
  minutes: number;
  functions: DataPoint[];
  enabled: boolean;
  /** Cached next run after the device's last catch-up; recomputed once passed. */
  nextRunAt: number | null;
}

interface StoredGroup {
  id: string;
  category: string;
  loops: string;
  zone: TimeZone;
  timezoneId: string;
  aliasName: string;
  timers: StoredTimer[];
}

export interface DueTimer {
  at: number;
  functions: DataPoint[];
}

/**
 * The timers of one device: groups (one per add call) in categories, at most 30 timers, each run
 * at its local time on the days of `loops` (Sunday first), or once on `date` when loops is
 * '0000000'. Refusals carry Tuya codes; which code the real cloud uses for the 31st timer and for
 * a one-shot in the past is unconfirmed, so 1101 and 1109 here.
 */
export class TimerStore {
  private groups: StoredGroup[] = [];
  private nextTimerId: number;
  private groupSequence = 0;

  constructor(idBase: number) {
    this.nextTimerId = idBase;
  }

  get count(): number {
    return this.groups.reduce((n, g) => n + g.timers.length, 0);
  }

  add(timer: DeviceTimer, now: number, checkFunctions: (functions: DataPoint[]) => void): string {
    if (!timer.category?.trim() || !Array.isArray(timer.instruct) || timer.instruct.length === 0) {
      throw new CloudError(1100, 'category and instruct are required');
    }
    if (!/^[01]{7}$/.test(timer.loops ?? '')) throw new CloudError(1109, 'loops must be 7 characters of 0/1');
    // The doc's own example writes `timezone`; the simulator accepts it like `time_zone`.
    const loose = timer as DeviceTimer & { timezone?: string };
    const zone = resolveTimeZone(timer.timezone_id, timer.time_zone ?? loose.timezone);
    if (!zone) throw new CloudError(1109, 'timezone_id or time_zone is invalid');
    if (this.count + timer.instruct.length > MAX_TIMERS_PER_DEVICE) {
      throw new CloudError(1101, `at most ${MAX_TIMERS_PER_DEVICE} timers per device`);
    }
    const oneShot = timer.loops === '0000000';
    const timers = timer.instruct.map((instruction): StoredTimer => {
      const minutes = timeToMinutes(instruction.time ?? '');
      if (minutes === null) throw new CloudError(1109, `time ${instruction.time} is not HH:mm`);
      const date = instruction.date ?? '';
      if (oneShot && !/^\d{8}$/.test(date))
        throw new CloudError(1109, 'a one-shot timer needs a yyyyMMdd date');
      if (!Array.isArray(instruction.functions) || instruction.functions.length === 0) {
        throw new CloudError(1100, 'functions are required');
      }
      checkFunctions(instruction.functions);
      return {
        timerId: 0,
        date,
        time: instruction.time,
        minutes,
        // Copied: the caller's objects must never be able to change a stored timer.
        functions: instruction.functions.map((f) => ({ code: f.code, value: f.value })),
        enabled: true,
        nextRunAt: null,
      };
    });
    const group: StoredGroup = {
      id: `${Math.floor(now / 1000)}${String(++this.groupSequence).padStart(6, '0')}`,
      category: timer.category.trim(),
      loops: timer.loops,
      zone,
      timezoneId: timer.timezone_id ?? '',
      aliasName: timer.alias_name ?? '',
      timers,
    };
    if (oneShot && timers.some((t) => this.nextRun(group, t, now) === null)) {
      throw new CloudError(1109, 'the timer is expired');
    }
    for (const t of timers) t.timerId = this.nextTimerId++;
    this.groups.push(group);
    return group.id;
  }

  list(): TimerCategory[] {
    const categories = new Map<string, TimerCategory>();
    for (const g of this.groups) {
      let entry = categories.get(g.category);
      if (!entry) categories.set(g.category, (entry = { category: { category: g.category }, groups: [] }));
      entry.groups.push({
        id: g.id,
        timers: g.timers.map((t) => ({
          timer_id: String(t.timerId),
          date: t.date,
          time: t.time,
          loops: g.loops,
          status: t.enabled ? 1 : 0,
          alias_name: g.aliasName,
          timezone_id: g.timezoneId,
          functions: t.functions.map((f) => ({ ...f })),
        })),
      });
    }
    return [...categories.values()];
  }

  /** Deletes the scope; a category or group that does not exist is not an error (idempotent). */
  delete(scope: TimerScope = {}): void {
    this.groups = this.groups.filter(
      (g) =>
        (scope.category !== undefined && g.category !== scope.category) ||
        (scope.group !== undefined && g.id !== scope.group),
    );
  }

  /** The earliest run strictly after `after`, or Infinity. */
  nextRunAfter(after: number): number {
    let next = Infinity;
    for (const g of this.groups) {
      for (const t of g.timers) {
        if (t.nextRunAt === null || t.nextRunAt <= after) t.nextRunAt = this.nextRun(g, t, after);
        if (t.nextRunAt !== null && t.nextRunAt < next) next = t.nextRunAt;
      }
    }
    return next;
  }

  /** The timers running at exactly `at`, in the order they were added; one-shots are then disabled. */
  takeDue(at: number): DueTimer[] {
    const due: DueTimer[] = [];
    for (const g of this.groups) {
      for (const t of g.timers) {
        if (t.nextRunAt !== at) continue;
        due.push({ at, functions: t.functions });
        if (g.loops === '0000000') t.enabled = false;
      }
    }
    return due;
  }

  private nextRun(group: StoredGroup, timer: StoredTimer, after: number): number | null {
    if (!timer.enabled) return null;
    if (group.loops === '0000000') {
      const date = {
        year: +timer.date.slice(0, 4),
        month: +timer.date.slice(4, 6),
        day: +timer.date.slice(6, 8),
      };
      const at = zonedToUtc(group.zone, date, timer.minutes);
      return at > after ? at : null;
    }
    const today = localDate(group.zone, after);
    for (let d = 0; d <= 7; d++) {
      const day = addLocalDays(today, d);
      if (group.loops[day.weekday] !== '1') continue;
      const at = zonedToUtc(group.zone, day, timer.minutes);
      if (at > after) return at;
    }
    return null;
  }
}
