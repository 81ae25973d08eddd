/** Where the simulator reads the time: the wall clock in a running server, a manual one in tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to; time never goes backwards (devices catch up lazily). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: number | Date | string) {
    this.current = new Date(start).getTime();
    if (!Number.isFinite(this.current)) throw new Error(`Not a start time: ${String(start)}`);
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error(`A clock only moves forward (asked ${ms} ms)`);
    this.current += ms;
  }

  set(time: number | Date | string): void {
    const next = new Date(time).getTime();
    if (!(next >= this.current)) throw new Error('A clock only moves forward');
    this.current = next;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
