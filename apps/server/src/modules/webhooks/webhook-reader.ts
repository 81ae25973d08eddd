import { AlarmEventCursor } from '../../db/alarm-event-cursor';
import type { AppDatabase } from '../../db/client';
import type { JobEngine, QueueWork } from '../../jobs/job-engine';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook-delivery';
import type { WebhookRepository } from './webhook.repository';

/** The reader's queue, woken by every transaction that writes alarm events (AlarmEventBus). */
export const ALARM_WEBHOOKS_QUEUE = 'alarm-webhooks';
/** How many events one transaction turns into deliveries. */
export const WEBHOOK_EVENT_BATCH = 1_000;

/**
 * Turns alarm events into deliveries (docs/decisions/040): reads the events after its cursor in
 * batches and, in one transaction per batch, queues one delivery job per event and subscribed
 * endpoint and moves the cursor — a crash re-reads the batch, and a job already queued for the same
 * endpoint and event is not queued twice (`exclusive` per key).
 */
export class WebhookReader {
  private readonly cursor: AlarmEventCursor;

  constructor(
    private readonly db: AppDatabase,
    private readonly repository: WebhookRepository,
    private readonly jobs: Pick<JobEngine, 'send' | 'ready' | 'wake'>,
  ) {
    this.cursor = new AlarmEventCursor(db, 'webhooks');
  }

  queue(): QueueWork<object> {
    return {
      name: ALARM_WEBHOOKS_QUEUE,
      perKey: 'stately',
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireSeconds: 300,
      run: (_data, stopping) => this.run(stopping),
    };
  }

  /** Reads every event after the cursor; resolves with how many events and deliveries it handled. */
  async run(stopping?: AbortSignal): Promise<{ events: number; deliveries: number }> {
    const total = { events: 0, deliveries: 0 };
    for (;;) {
      const batch = await this.batch();
      total.events += batch.events;
      total.deliveries += batch.deliveries;
      if (batch.events < WEBHOOK_EVENT_BATCH || stopping?.aborted) break;
    }
    if (total.deliveries > 0) this.jobs.wake(WEBHOOK_DELIVERY_QUEUE);
    return total;
  }

  private async batch(): Promise<{ events: number; deliveries: number }> {
    const cursor = await this.cursor.position();
    const end = await this.repository.batchEnd(cursor, WEBHOOK_EVENT_BATCH);
    if (!end) return { events: 0, deliveries: 0 };
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const targets = await this.repository.targets(cursor, end.last);
    await this.jobs.ready();
    await this.db.transaction(async (tx) => {
      for (const target of targets) {
        const job: WebhookDeliveryJob = target;
        await this.jobs.send(WEBHOOK_DELIVERY_QUEUE, job, {
          tx,
          key: `${target.endpointId}:${target.alarmEventId}`,
        });
      }
      await this.cursor.move(tx, end.last);
    });
    return { events: end.count, deliveries: targets.length };
  }
}
