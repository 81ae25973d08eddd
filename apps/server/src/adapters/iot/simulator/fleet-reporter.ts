import type { PurifierFleet } from './purifier-fleet';

/**
 * Makes every purifier of the fleet report once per interval, spread evenly over it (a device
 * every interval/size, at least one tick a second), as a real fleet's reports trickle in rather
 * than arriving all at once. In-process timers; unref'd, so they never keep a process alive.
 */
export class FleetReporter {
  private timer: NodeJS.Timeout | undefined;
  private cursor = 0;
  private owed = 0;

  constructor(
    private readonly fleet: PurifierFleet,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer || !(this.intervalMs > 0)) return;
    const tickMs = Math.max(1000, Math.floor(this.intervalMs / Math.max(1, this.fleet.size)));
    this.timer = setInterval(() => this.tick(tickMs), tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The next slice of the fleet, in a stable order, wrapping round. */
  private tick(tickMs: number): void {
    const uids = this.fleet.uids();
    if (uids.length === 0) return;
    this.owed += (uids.length * tickMs) / this.intervalMs;
    const count = Math.min(uids.length, Math.floor(this.owed));
    this.owed -= count;
    const slice: string[] = [];
    for (let i = 0; i < count; i++) slice.push(uids[(this.cursor + i) % uids.length]!);
    this.cursor = (this.cursor + count) % uids.length;
    this.fleet.report(slice);
  }
}
