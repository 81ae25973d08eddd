import type { FastifyBaseLogger } from 'fastify';
import type { AlertEngine } from './alert-engine';

/** How long stored statuses are gathered before their devices' rules are evaluated together. */
export const ALERT_EVALUATION_DELAY_MS = 300;
/** Devices per evaluation (one transaction): a poll of a whole fleet is evaluated in slices. */
const ALERT_EVALUATION_SLICE = 2_000;

/**
 * The alert rules' evaluation as statuses arrive (docs/decisions/040): told which devices' statuses
 * were stored, it evaluates their rules a moment later in one batch. Runs never overlap (each
 * waits for the previous); a failure is logged, not thrown: the sweep looks again at what is due.
 */
export class AlertEvaluator {
  private pending = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly engine: AlertEngine | undefined,
    private readonly log: FastifyBaseLogger | undefined,
    private readonly now: () => number = Date.now,
    private readonly delayMs = ALERT_EVALUATION_DELAY_MS,
  ) {}

  /** These devices' statuses were just stored. */
  note(deviceIds: ReadonlySet<number>): void {
    if (this.closed || !this.engine) return;
    for (const id of deviceIds) this.pending.add(id);
    if (this.pending.size === 0 || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.timer.unref();
  }

  /** Evaluates what is pending now (after the run in progress); answers how many alarm events it wrote. */
  flush(): Promise<number> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const ids = [...this.pending];
    this.pending = new Set();
    const run = this.running.then(() => this.evaluate(ids));
    this.running = run;
    return run;
  }

  /** Evaluates what was noted, then stops taking notes (before the database closes). */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
  }

  private async evaluate(ids: readonly number[]): Promise<number> {
    let events = 0;
    for (let i = 0; i < ids.length; i += ALERT_EVALUATION_SLICE) {
      const slice = ids.slice(i, i + ALERT_EVALUATION_SLICE);
      try {
        events += (await this.engine!.evaluateDevices(slice, this.now())).events;
      } catch (error) {
        this.log?.warn({ err: error, devices: slice.length }, 'alert rules not evaluated after ingest');
      }
    }
    return events;
  }
}
