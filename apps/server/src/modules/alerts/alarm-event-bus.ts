import type { AppDatabase } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';

/**
 * Who reads the alarm events (docs/decisions/040): the notification centre and the webhooks each
 * keep a cursor over alarm_event and run as a job of their own queue. Whoever writes events sends
 * each reader's job in the same transaction (`signal`, after `jobs.ready()` and before the
 * transaction opens, as for every job sent in a transaction), so an event is never missed and a
 * burst of events wakes each reader once (the queues are `stately`: one waiting job at most).
 */
export class AlarmEventBus {
  private readonly queues = new Set<string>();

  constructor(private readonly jobs: JobEngine) {}

  /** A reader's queue; the reader registers the queue itself with the job engine. */
  subscribe(queue: string): void {
    this.queues.add(queue);
  }

  /** Wakes every reader, inside the transaction that wrote the events. */
  async signal(tx: AppDatabase): Promise<void> {
    for (const queue of this.queues) await this.jobs.send(queue, {}, { tx, key: 'events' });
  }

  /**
   * Wakes this process's readers now rather than at their next poll: call it once the transaction
   * that signalled has committed (the bell hears of an alarm within its evaluation).
   */
  wake(): void {
    for (const queue of this.queues) this.jobs.wake(queue);
  }

  /** The readers' queues (tests). */
  get readers(): readonly string[] {
    return [...this.queues];
  }
}
