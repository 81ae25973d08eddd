/**
 * Gathers the ids noted during `delayMs` and hands them to `work` together, in slices of at most
 * `slice` (a poll of a whole fleet stays far below the statement parameter limit). Runs never
 * overlap: each waits for the previous one. A slice that fails goes to `failed` and is not thrown:
 * the callers' periodic jobs catch up. What follows the ingest uses it (the filter forecasts, the
 * alert rules).
 */
export class CoalescingBatch {
  private pending = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly options: {
      delayMs: number;
      slice: number;
      /** Handles one slice; answers a count (forecasts computed, alarm events written). */
      work: (ids: number[]) => Promise<number>;
      failed: (error: unknown, size: number) => void;
    },
  ) {}

  note(ids: Iterable<number>): void {
    if (this.closed) return;
    for (const id of ids) this.pending.add(id);
    if (this.pending.size === 0 || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs);
    this.timer.unref();
  }

  /** Handles what is pending now (after the run in progress); answers the sum of the slices' counts. */
  flush(): Promise<number> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const ids = [...this.pending];
    this.pending = new Set();
    const run = this.running.then(() => this.handle(ids));
    this.running = run;
    return run;
  }

  /**
   * Stops taking notes and waits for the run in progress (before the database closes); `finish`
   * handles what is pending first, otherwise it is dropped.
   */
  async close(finish: boolean): Promise<void> {
    if (this.closed) return;
    if (finish) await this.flush();
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
    await this.running;
  }

  private async handle(ids: readonly number[]): Promise<number> {
    let count = 0;
    for (let i = 0; i < ids.length; i += this.options.slice) {
      const slice = ids.slice(i, i + this.options.slice);
      try {
        count += await this.options.work(slice);
      } catch (error) {
        this.options.failed(error, slice.length);
      }
    }
    return count;
  }
}
