import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** Why a task did not finish: over its time or memory budget, its worker failed, or no room to wait. */
export type WorkerTaskFailure = 'timeout' | 'memory' | 'crashed' | 'full';

/** A task that ran out of its budget or lost its worker; the pool has already replaced the worker. */
export class WorkerTaskError extends Error {
  override readonly name = 'WorkerTaskError';
  constructor(
    readonly failure: WorkerTaskFailure,
    options?: ErrorOptions,
  ) {
    super(`worker task failed: ${failure}`, options);
  }
}

export interface WorkerPoolOptions {
  /**
   * The task module (its URL): its default export takes one task and answers its result. A .ts
   * module is loaded through tsx in the worker, a .js one as it is.
   */
  module: URL;
  /** Worker threads (default: the machine's cores less one for the main thread, at least one). */
  threads?: number;
  /** Tasks that may wait for a free thread; more are refused (`isFull`). */
  queue: number;
  /** Wall-clock budget of one task, waiting included: past it the task is aborted and its worker ended. */
  timeoutMs: number;
  /** Heap budget of one worker (V8's old generation): a worker over it dies and is replaced. */
  memoryMb: number;
  /**
   * A worker's failure no task is waiting for (a worker ended for its time budget that ran out of
   * memory on the way): told here, never thrown.
   */
  onWorkerError?: (error: Error) => void;
}

/** What crosses to worker-entry.mjs: the task, and the port it says "started" on. */
interface WorkerEnvelope<Task> {
  task: Task;
  started: MessagePort;
}

/** The cores left for workers when the main thread keeps one. */
export const defaultWorkerThreads = (): number => Math.max(1, availableParallelism() - 1);

/**
 * CPU-heavy work on worker threads (docs/decisions/034-report-worker-pool.md): a fixed number of
 * threads, a short queue, and a time and memory budget per task. Only structured-clone data crosses.
 */
export class WorkerPool<Task, Result> {
  readonly threads: number;
  readonly queue: number;
  private readonly pool: Piscina<WorkerEnvelope<Task>, Result>;
  private running = 0;
  private onWorker = 0;
  private taken = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    this.threads = options.threads ?? defaultWorkerThreads();
    this.queue = options.queue;
    this.pool = new Piscina<WorkerEnvelope<Task>, Result>({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      workerData: { module: options.module.href },
      minThreads: 0,
      maxThreads: this.threads,
      // Our own admission (`isFull`) refuses first; this is the backstop.
      maxQueue: Math.max(1, options.queue),
      // A worker idle this long ends and gives its memory back; the next task starts one again.
      idleTimeout: 10 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
      // A worker is not given the parent's loader flags (vitest's, tsx's): worker-entry.mjs loads tsx.
      execArgv: [],
    });
    // Without a listener an 'error' event would be thrown, and end the process.
    this.pool.on('error', (error: Error) => options.onWorkerError?.(error));
  }

  /** Tasks running or waiting in this pool. */
  get load(): number {
    return this.running;
  }

  /** Tasks a worker is running now, and tasks workers have taken up since the start. */
  get started(): { now: number; total: number } {
    return { now: this.onWorker, total: this.taken };
  }

  /** Whether one more task would have to wait beyond the queue: refuse it instead. */
  get isFull(): boolean {
    return this.running >= this.threads + this.queue;
  }

  /**
   * Runs a task on a worker; a task over its budget or on a dead worker rejects with WorkerTaskError.
   * The budget runs from the moment a worker takes the task up (the worker tells through a port), so
   * neither the wait in the queue nor a new worker's start counts; the wait is bounded anyway, by
   * the queue's length times the budget.
   */
  async run(task: Task): Promise<Result> {
    this.running += 1;
    const { port1: started, port2: startedPort } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let onWorker = false;
    started.once('message', () => {
      onWorker = true;
      this.onWorker += 1;
      this.taken += 1;
      timer = setTimeout(() => abort.abort(), this.options.timeoutMs);
    });
    try {
      return await this.pool.run({ task, started: startedPort } satisfies WorkerEnvelope<Task>, {
        signal: abort.signal,
        transferList: [startedPort],
      });
    } catch (error) {
      throw failureOf(error) ?? error;
    } finally {
      clearTimeout(timer);
      started.close();
      if (onWorker) this.onWorker -= 1;
      this.running -= 1;
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** The budget a failed task broke, or undefined for an error the task itself threw. */
function failureOf(error: unknown): WorkerTaskError | undefined {
  if (!(error instanceof Error)) return undefined;
  // The only abort is the budget's.
  if (error.name === 'AbortError') return new WorkerTaskError('timeout', { cause: error });
  const code = (error as { code?: string }).code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new WorkerTaskError('memory', { cause: error });
  if (error.message === 'Task queue is at limit') return new WorkerTaskError('full', { cause: error });
  if (error.message === 'Terminating worker thread' || code === 'ERR_WORKER_INIT_FAILED')
    return new WorkerTaskError('crashed', { cause: error });
  return undefined;
}
