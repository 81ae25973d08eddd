import type { FastifyBaseLogger } from 'fastify';
import { type JobWithMetadata, type PgBoss, type QueueResult } from 'pg-boss';
import type { AppDatabase, DatabaseHandle } from '../db/client';
import { createBoss } from './boss';
import { jobTransaction } from './job-transaction-sql';

/** Work that comes back every `everyMs`, once across every instance sharing the database. */
export interface RecurringJob {
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
 * A queue of one-off jobs (a bulk operation, later a mail): `send` adds one with its data, any
 * instance's worker runs it. A run that throws is retried `retryLimit` times with exponential backoff
 * from `retryDelaySeconds`; a run still active after `expireSeconds`, or whose instance stopped
 * beating for `heartbeatSeconds` (it died), is retried too. `perKey`, of the jobs sent with one key:
 * `stately`, one runs at a time and one more may wait (sending a third is a no-op); `exclusive`,
 * one only, waiting or running (sending another meanwhile is a no-op) — pg-boss's policies.
 * `run`'s signal is aborted when the engine stops: a long run ends at a safe point and leaves the
 * rest to a later job.
 */
export interface QueueWork<T extends object> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireSeconds: number;
  heartbeatSeconds?: number;
  /** The longest wait between two attempts (the backoff stops growing there). */
  retryDelayMaxSeconds?: number;
  perKey?: 'stately' | 'exclusive';
  /**
   * Worked by every process that holds the app, also one whose jobs are not started (a test app,
   * a tool): the mails, which leave from the process that queued them as soon as it commits.
   */
  everywhere?: boolean;
  run(data: T, stopping: AbortSignal): Promise<unknown>;
}

/** How often an idle instance asks for a due job: recurring jobs start at most this late. */
const POLL_SECONDS = 1;
/** Completed runs of a recurring job are kept this long (the admin's view of recent runs). */
const KEEP_RUNS_SECONDS = 3_600;
/** How long stop() lets running jobs finish before it returns. */
const STOP_GRACE_MS = 20_000;

/**
 * The job engine (docs/decisions/037): pg-boss on the application's own database, PGlite or
 * PostgreSQL. A recurring job is a pg-boss queue with the `stately` policy — at most one run
 * waiting and one running across all instances — whose run, as it starts, queues the next one
 * `everyMs` later: the chain lives in the database, so it survives restarts and crashes, never
 * overlaps itself and runs once per period whatever the number of instances. pg-boss's own cron
 * schedules fire at most once a minute, too coarse for the 15-second poll tick.
 *
 * Created by app.ts; started by main.ts only (`start`), so tests and tools drive jobs directly.
 */
export class JobEngine {
  private readonly recurringJobs: RecurringJob[] = [];
  private readonly queues: QueueWork<object>[] = [];
  private readonly workers: Worker[] = [];
  private readonly started: Array<Promise<{ stop(): Promise<void> } | undefined>> = [];
  private boss: PgBoss | undefined;
  private stopping = new AbortController();
  /** The pg-boss instance that only sends (a process whose jobs are not started: tests, tools). */
  private sender: Promise<PgBoss> | undefined;
  private senderStarted = false;
  /** Set by stop() until the next start(): no job is sent or taken meanwhile. */
  private stopped = false;
  /** This process's pg-boss workers by queue, to wake them (`wake`). */
  private readonly localWorkers = new Map<string, Array<{ boss: PgBoss; id: string }>>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  recurring(job: RecurringJob): void {
    this.recurringJobs.push(job);
  }

  addWorker(worker: Worker): void {
    this.workers.push(worker);
  }

  queue<T extends object>(work: QueueWork<T>): void {
    this.queues.push(work as QueueWork<object>);
  }

  /**
   * Makes `send` possible in this process: a process that runs no jobs (a test app, a tool) starts
   * a pg-boss that only sends. Await it before a transaction that sends: on PGlite that start needs
   * the one connection the transaction holds.
   */
  async ready(): Promise<void> {
    // Stopped (the app is closing): nothing may start a pg-boss on a connection about to close, nor
    // inside a transaction that would wait for it (PGlite's one connection).
    if (this.boss) return;
    if (this.stopped) throw new Error('the job engine is stopped');
    await (this.sender ??= this.startSender());
  }

  /**
   * Adds a job to a queue; `startAfter` defers it (seconds or a time); `tx` queues it in that
   * transaction, so it exists only if the transaction commits (call `ready()` before opening it);
   * `key` is the `perKey` key. Resolves with the job's id, or null when a job with that key is
   * waiting already. Works whether or not this process runs jobs: the job waits in the database.
   */
  async send(
    name: string,
    data: object,
    options: { startAfter?: number | Date; tx?: AppDatabase; key?: string } = {},
  ): Promise<string | null> {
    if (options.tx && !this.boss && !this.senderStarted)
      throw new Error('jobs.ready() must be awaited before a transaction that sends a job');
    await this.ready();
    const boss = this.boss ?? (await this.sender!);
    return boss.send(name, data, {
      ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
      ...(options.tx ? { db: jobTransaction(options.tx) } : {}),
      ...(options.key ? { singletonKey: options.key } : {}),
    });
  }

  /**
   * Wakes this process's workers of a queue now rather than at their next poll: a job sent in a
   * transaction that has just committed is taken at once (a mail leaves within the request).
   */
  wake(name: string): void {
    for (const worker of this.localWorkers.get(name) ?? []) worker.boss.notifyWorker(worker.id);
  }

  private async startSender(): Promise<PgBoss> {
    const boss = createBoss(this.database, { supervise: false });
    boss.on('error', (error: unknown) => this.log.error({ err: error }, 'job engine error'));
    await boss.start();
    await this.createQueues(boss);
    if (this.stopped) {
      // Stopped while this started: stop() has let go of it, so it stops itself.
      await boss.stop({ graceful: false, close: true });
      throw new Error('the job engine is stopped');
    }
    this.senderStarted = true;
    await this.workQueues(
      boss,
      this.queues.filter((work) => work.everywhere),
    );
    return boss;
  }

  private async workQueues(boss: PgBoss, queues: QueueWork<object>[]): Promise<void> {
    const stopping = this.stopping.signal;
    for (const work of queues) {
      let id = '';
      id = await boss.work<object>(work.name, { pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
        try {
          await work.run(job!.data, stopping);
        } finally {
          // Fetch the next one at once rather than at the next poll: a queue drains at its own pace.
          if (id) boss.notifyWorker(id);
        }
      });
      this.localWorkers.set(work.name, [...(this.localWorkers.get(work.name) ?? []), { boss, id }]);
    }
  }

  private async createQueues(boss: PgBoss): Promise<void> {
    for (const work of this.queues) {
      await boss.createQueue(work.name, {
        ...(work.perKey ? { policy: work.perKey } : {}),
        ...(work.heartbeatSeconds ? { heartbeatSeconds: work.heartbeatSeconds } : {}),
        retryLimit: work.retryLimit,
        retryDelay: work.retryDelaySeconds,
        retryBackoff: true,
        ...(work.retryDelayMaxSeconds ? { retryDelayMax: work.retryDelayMaxSeconds } : {}),
        expireInSeconds: work.expireSeconds,
      });
    }
  }

  /** Starts pg-boss (installing or upgrading its schema), the recurring jobs and the workers. */
  async start(): Promise<void> {
    this.stopped = false;
    const boss = createBoss(this.database);
    boss.on('error', (error: unknown) => this.log.error({ err: error }, 'job engine error'));
    boss.on('warning', (warning: unknown) => this.log.warn({ warning }, 'job engine warning'));
    await boss.start();
    this.boss = boss;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    for (const job of this.recurringJobs) await this.startRecurring(boss, job);
    await this.createQueues(boss);
    await this.workQueues(boss, this.queues);
    for (const worker of this.workers) this.startWorker(worker.id);
  }

  private async startRecurring(boss: PgBoss, job: RecurringJob): Promise<void> {
    const periodSeconds = Math.max(1, Math.round(job.everyMs / 1000));
    await boss.createQueue(job.id, {
      policy: 'stately',
      // A failed run is retried by the next one, a period later.
      retryLimit: 0,
      // A run still active after this long died with its instance: the next one may start.
      expireInSeconds: Math.max(300, periodSeconds * 2),
      deleteAfterSeconds: KEEP_RUNS_SECONDS,
    });
    // The first link of the chain; a no-op when another instance (or an earlier life of this one)
    // has one waiting already.
    await boss.send(job.id, null);
    await boss.work(job.id, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
      // Queued before the work, so neither a failure nor a crash breaks the chain.
      await boss.send(job.id, null, { startAfter: periodSeconds });
      const result = await job.run();
      this.log.debug({ job: job.id, result }, 'job done');
    });
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

  /** Stops taking jobs, lets the running ones finish (up to 20 s), then stops the workers. */
  async stop(): Promise<void> {
    const boss = this.boss;
    const sender = this.sender;
    this.sender = undefined;
    this.senderStarted = false;
    this.stopped = true;
    this.localWorkers.clear();
    this.stopping.abort();
    await (await sender?.catch(() => undefined))?.stop({ graceful: false, close: true });
    // A job finishing meanwhile may still send (a bulk job queues its next run): through this one.
    await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
    if (this.boss === boss) this.boss = undefined;
    const running = await Promise.all(this.started.splice(0));
    await Promise.all(running.map((worker) => worker?.stop()));
  }

  // The administrator's view (management/jobs)
  // pg-boss's own API on the instance this process has: the running one, or the sending one.

  private async adminBoss(): Promise<PgBoss> {
    await this.ready();
    return this.boss ?? (await this.sender!);
  }

  /** Every queue in the database (any instance's), with its policy; counts are `JobBoardRepository`'s. */
  async listQueues(): Promise<QueueResult[]> {
    return (await this.adminBoss()).getQueues();
  }

  /** One queue, or null when no queue has that name. */
  async findQueue(name: string): Promise<QueueResult | null> {
    return (await (await this.adminBoss()).getQueue(name)) ?? null;
  }

  /** One job of an existing queue, or null. */
  async findJob(queue: string, id: string): Promise<JobWithMetadata | null> {
    const [job] = await (await this.adminBoss()).findJobs<object>(queue, { id });
    return job ?? null;
  }

  // retry and cancel answer `{ affected }` (jobs changed); pg-boss's CommandResponse type is empty.

  /** Runs a failed job again (one more attempt); false when it is not failed (any more). */
  async retryJob(queue: string, id: string): Promise<boolean> {
    const { affected } = (await (await this.adminBoss()).retry(queue, id)) as { affected: number };
    return affected > 0;
  }

  /** Whether a queue is the chain of a recurring job this app registers (`recurring`). */
  isRecurring(name: string): boolean {
    return this.recurringJobs.some((job) => job.id === name);
  }

  /**
   * Queues a recurring job's next run a period from now: once its waiting run is cancelled, the
   * chain would otherwise stop until an instance restarts. A no-op (the `stately` policy) when a run
   * is waiting already, as when the cancelled one was running.
   */
  async requeueRecurring(name: string): Promise<void> {
    const job = this.recurringJobs.find((j) => j.id === name);
    if (!job) return;
    const periodSeconds = Math.max(1, Math.round(job.everyMs / 1000));
    await (await this.adminBoss()).send(name, null, { startAfter: periodSeconds });
  }

  /** Cancels a waiting or running job; false when it has finished already. */
  async cancelJob(queue: string, id: string): Promise<boolean> {
    const { affected } = (await (await this.adminBoss()).cancel(queue, id)) as { affected: number };
    return affected > 0;
  }
}
