import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  id: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * The in-process scheduler: each job runs every `everyMs`, never overlapping itself. Jobs that must
 * run once across several servers make that safe themselves (the status poll claims its accounts
 * in the database). Started by main.ts only, so tests and tools drive jobs directly.
 */
export class Scheduler {
  private readonly jobs: Job[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<string>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(job: Job): void {
    this.jobs.push(job);
  }

  start(): void {
    for (const job of this.jobs) {
      const tick = () => void this.runOnce(job);
      this.timers.push(setInterval(tick, job.everyMs));
      setImmediate(tick);
    }
  }

  async runOnce(job: Job): Promise<void> {
    if (this.running.has(job.id)) return;
    this.running.add(job.id);
    try {
      const result = await job.run();
      this.log.debug({ job: job.id, result }, 'job done');
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'job failed');
    } finally {
      this.running.delete(job.id);
    }
  }

  stop(): void {
    this.timers.splice(0).forEach(clearInterval);
  }
}
