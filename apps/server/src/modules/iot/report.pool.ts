import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { WorkerPool, WorkerTaskError } from '../../lib/worker-pool';
import type { StandardsReportModel } from '../../adapters/pdf/standards-report-model';
import type { EnergyReportInput } from './energy-report.presenter';

/** What a pool worker builds (report.worker.ts): an energy report from its rows, or a site's standards report. */
export type ReportTask =
  { kind: 'energy'; input: EnergyReportInput } | { kind: 'standards'; model: StandardsReportModel };

export interface ReportPoolSettings {
  /** Worker threads (REPORT_WORKERS). */
  workers: number;
  /** Reports that may wait for a worker on this instance (REPORT_QUEUE); more answer 503. */
  queue: number;
  /** Reports of one account at the same time (REPORT_PER_ACCOUNT); more answer 429. */
  perAccount: number;
  /** Budget of one report, waiting included (REPORT_TIMEOUT_MS). */
  timeoutMs: number;
  /** Heap budget of one worker (REPORT_WORKER_MEMORY_MB). */
  memoryMb: number;
}

/** Who a report is counted against (`admit`): the caller's account, or the user without one. */
export const reportPayer = (caller: { account?: { id: number } | undefined; userId: number }): string =>
  caller.account ? `account:${caller.account.id}` : `user:${caller.userId}`;

/** Seconds a refused caller is told to wait: about the time one large report takes. */
const RETRY_AFTER_S = 20;

const retryAfter = { headers: { 'retry-after': String(RETRY_AFTER_S) }, params: { seconds: RETRY_AFTER_S } };

/**
 * The PDF reports of this instance (docs/decisions/034-report-worker-pool.md): built on a worker
 * pool so the event loop keeps answering, at most `perAccount` at a time per account (429) and at
 * most workers + queue in all (503), each within a time and a memory budget (503). A refusal comes
 * before the report's rows are read, and changes nothing.
 */
export class ReportPool {
  private readonly pool: WorkerPool<ReportTask, Uint8Array>;
  private readonly byAccount = new Map<string, number>();
  private admitted = 0;

  /** `module`: the task module (default report.worker); tests wrap it to break a budget on purpose. */
  constructor(
    readonly settings: ReportPoolSettings,
    module = new URL(`./report.worker${extensionOf(import.meta.url)}`, import.meta.url),
    log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.pool = new WorkerPool({
      module,
      onWorkerError: (error) => log?.warn({ err: error }, 'report worker failed outside a report'),
      threads: settings.workers,
      queue: settings.queue,
      timeoutMs: settings.timeoutMs,
      memoryMb: settings.memoryMb,
    });
  }

  /** Reports admitted (reading rows, waiting or rendering), and the pool's rendering counts. */
  get load(): { admitted: number; rendering: number; rendered: number } {
    const { now, total } = this.pool.started;
    return { admitted: this.admitted, rendering: now, rendered: total };
  }

  /**
   * A place for one report of `account` (any key naming who pays: the caller's account), or a 429 /
   * 503 AppError; the answer releases the place and must be called once the report is done.
   */
  admit(account: string): () => void {
    const mine = this.byAccount.get(account) ?? 0;
    if (mine >= this.settings.perAccount)
      throw new AppError(
        429,
        'reportlimit',
        `At most ${this.settings.perAccount} report${this.settings.perAccount === 1 ? '' : 's'} of one account ${this.settings.perAccount === 1 ? 'is' : 'are'} made at the same time. Try again in ${RETRY_AFTER_S} seconds.`,
        retryAfter,
      );
    if (this.admitted >= this.settings.workers + this.settings.queue) throw this.busy();
    this.byAccount.set(account, mine + 1);
    this.admitted += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admitted -= 1;
      const left = (this.byAccount.get(account) ?? 1) - 1;
      if (left > 0) this.byAccount.set(account, left);
      else this.byAccount.delete(account);
    };
  }

  /** The PDF of an energy report; over the time or memory budget (or a lost worker) a 503 AppError. */
  render(input: EnergyReportInput): Promise<Buffer> {
    return this.build({ kind: 'energy', input });
  }

  /** The PDF of a site's standards report, likewise. */
  renderStandards(model: StandardsReportModel): Promise<Buffer> {
    return this.build({ kind: 'standards', model });
  }

  private async build(task: ReportTask): Promise<Buffer> {
    try {
      const pdf = await this.pool.run(task);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      if (!(error instanceof WorkerTaskError)) throw error;
      if (error.failure === 'full') throw this.busy();
      const budget =
        error.failure === 'timeout'
          ? `took longer than ${Math.round(this.settings.timeoutMs / 1000)} seconds`
          : error.failure === 'memory'
            ? `needed more than ${this.settings.memoryMb} MB`
            : 'could not be completed';
      throw new AppError(
        503,
        'reportoverbudget',
        `The report ${budget}: choose fewer devices or a shorter period, or try again later.`,
        { ...retryAfter, params: { ...retryAfter.params, failure: error.failure } },
      );
    }
  }

  private busy(): AppError {
    return new AppError(
      503,
      'reportbusy',
      `The server is making as many reports as it can. Try again in ${RETRY_AFTER_S} seconds.`,
      retryAfter,
    );
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

/** '.ts' when this module runs from TypeScript (tsx, vitest), '.js' when compiled. */
const extensionOf = (url: string): string => (url.endsWith('.ts') ? '.ts' : '.js');
