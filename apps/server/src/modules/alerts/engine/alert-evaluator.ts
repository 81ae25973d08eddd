import type { FastifyBaseLogger } from 'fastify';
import { CoalescingBatch } from '../../../lib/coalescing-batch';
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
  private readonly batch: CoalescingBatch;

  constructor(
    private readonly engine: AlertEngine | undefined,
    log: FastifyBaseLogger | undefined,
    now: () => number = Date.now,
    delayMs = ALERT_EVALUATION_DELAY_MS,
  ) {
    this.batch = new CoalescingBatch({
      delayMs,
      slice: ALERT_EVALUATION_SLICE,
      work: async (ids) => (await engine!.evaluateDevices(ids, now())).events,
      failed: (error, devices) =>
        log?.warn({ err: error, devices }, 'alert rules not evaluated after ingest'),
    });
  }

  /** These devices' statuses were just stored. */
  note(deviceIds: ReadonlySet<number>): void {
    if (this.engine) this.batch.note(deviceIds);
  }

  /** Evaluates what is pending now (after the run in progress); answers how many alarm events it wrote. */
  flush(): Promise<number> {
    return this.batch.flush();
  }

  /** Evaluates what was noted, then stops taking notes (before the database closes). */
  close(): Promise<void> {
    return this.batch.close(true);
  }
}
