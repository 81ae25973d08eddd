import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer was sent, so that the answer's timing cannot depend on it (the
 * consumer registration, docs/decisions/023). At most `concurrency` tasks run at once, the others
 * wait their turn; a failure is logged, never thrown at the client who is long gone; `settled()`
 * (awaited when the app closes) waits for every task, so a clean stop loses none.
 */
export class AfterAnswerQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly options: {
      concurrency?: number;
      /** Awaited before each task starts; tests hold the work with it. */
      gate?: () => Promise<void>;
    } = {},
  ) {}

  /** Queues `work`; returns at once. */
  add(name: string, work: () => Promise<void>): void {
    this.waiting.push(async () => {
      try {
        await this.options.gate?.();
        await work();
      } catch (error) {
        this.log.error({ err: error, task: name }, 'after-answer task failed');
      }
    });
    this.next();
  }

  /** Resolves when nothing waits and nothing runs. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  private next(): void {
    while (this.running.size < (this.options.concurrency ?? 2) && this.waiting.length) {
      const task = this.waiting.shift()!;
      const run: Promise<void> = task().finally(() => {
        this.running.delete(run);
        this.next();
      });
      this.running.add(run);
    }
  }
}
