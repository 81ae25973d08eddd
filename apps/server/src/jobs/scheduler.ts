import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  id: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Long-running work started with the jobs (the pushed device events' consumer): `start` resolves
 * with a way to stop it. A worker that fails to start is logged and not retried here; it retries
 * by itself (a consumer reconnects).
 */
export interface Worker {
  id: string;
  start(): Promise<{ stop(): Promise<void> }>;
}

/**
 * The in-process scheduler: each job runs every `everyMs`, never overlapping itself. Jobs that must
 * run once across several servers make that safe themselves (the status poll claims its accounts
 * in the database). Started by main.ts only, so tests and tools drive jobs directly.
 */
export class Scheduler {
  private readonly jobs: Job[] = [];
  private readonly workers: Worker[] = [];
  private readonly started: Array<Promise<{ stop(): Promise<void> } | undefined>> = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<string>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(job: Job): void {
    this.jobs.push(job);
  }

  addWorker(worker: Worker): void {
    this.workers.push(worker);
  }

  start(): void {
    for (const job of this.jobs) {
      const tick = () => void this.runOnce(job);
      this.timers.push(setInterval(tick, job.everyMs));
      setImmediate(tick);
    }
    for (const worker of this.workers) this.startWorker(worker.id);
  }

  /** Starts one worker (start() starts them all; tests start the one they exercise). */
  startWorker(id: string): void {
    const worker = this.workers.find((w) => w.id === id);
    if (!worker) throw new Error(`no worker ${id}`);
    this.started.push(
      worker.start().catch((error: unknown) => {
        this.log.error({ err: error, worker: worker.id }, 'worker did not start');
        return undefined;
      }),
    );
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

  async stop(): Promise<void> {
    this.timers.splice(0).forEach(clearInterval);
    const running = await Promise.all(this.started.splice(0));
    await Promise.all(running.map((worker) => worker?.stop()));
  }
}
