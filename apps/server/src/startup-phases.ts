/**
 * The time of each start-up phase, from the process's own start (docs/decisions/041): a fresh first
 * start says where its time went, a restart shows it is a matter of seconds. Phases that end before
 * the logger exists are kept and logged with the first one after it.
 */
export class StartupPhases {
  private readonly ended: Array<{ name: string; ms: number }> = [];
  private last = 0;
  private pending: string[] = [];
  private sink: ((line: string) => void) | undefined;

  /** Where phase lines go; the ones that ended before are written at once. */
  set log(sink: (line: string) => void) {
    this.sink = sink;
    for (const line of this.pending.splice(0)) sink(line);
  }

  done(name: string): void {
    const now = performance.now();
    const ms = now - this.last;
    this.last = now;
    this.ended.push({ name, ms });
    const line = `start-up: ${name} in ${seconds(ms)}`;
    if (this.sink) this.sink(line);
    else this.pending.push(line);
  }

  /** Total since the process started, then each phase: "2.1 s (database opened 0.4 s, ...)". */
  summary(): string {
    return `${seconds(this.last)} (${this.ended.map((p) => `${p.name} ${seconds(p.ms)}`).join(', ')})`;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
