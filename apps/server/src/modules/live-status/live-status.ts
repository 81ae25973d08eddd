import type { HealthComponent } from '@app/contracts';
import type { DeviceEventSubscription } from '../../adapters/iot/device-events';
import type { ExtraMetric } from '../../lib/extra-metric';
import type { BulkJobFeed } from './bulk-job-feed';
import type { DeviceStatusFeed } from './device-status-feed';
import type { NotificationFeed } from './notification-feed';

/** What the ingest of pushed events did, counted for Prometheus. */
export interface PushIngestCounts {
  stored: number;
  unknownDevices: number;
  alreadyStored: number;
}

/**
 * The live status of the fleet as one object the modules share (app.ts makes it): the feeds the
 * STOMP sessions subscribe to (devices' status, bulk jobs' progress), the provider subscription the worker attaches when it starts, and
 * what the ingest counted; management/health and Prometheus read them here.
 */
export class LiveStatus {
  private subscription: DeviceEventSubscription | undefined;
  readonly ingest: PushIngestCounts = { stored: 0, unknownDevices: 0, alreadyStored: 0 };

  constructor(
    readonly feed: DeviceStatusFeed,
    readonly pushEnabled: boolean,
    readonly bulkJobs: BulkJobFeed,
    readonly notifications: NotificationFeed,
  ) {}

  /** Resolves when the feeds' Redis channels (if any) are ready. */
  async ready(): Promise<void> {
    await Promise.all([this.feed.ready(), this.bulkJobs.ready(), this.notifications.ready()]);
  }

  async close(): Promise<void> {
    this.bulkJobs.close();
    this.notifications.close();
    await this.feed.close();
  }

  attach(subscription: DeviceEventSubscription): void {
    this.subscription = subscription;
  }

  detach(): void {
    this.subscription = undefined;
  }

  /**
   * The consumer as management/health shows it. Not started (a process that runs no jobs, as tests
   * and tools) is UNKNOWN; connected as the standby of a Failover subscription is UP.
   */
  health(): HealthComponent {
    if (!this.subscription) return { status: 'UNKNOWN', details: { started: false } };
    const h = this.subscription.health();
    return {
      status: h.connected ? 'UP' : 'DOWN',
      details: {
        connected: h.connected,
        active: h.active,
        lastMessage: h.lastMessageAt?.toISOString() ?? null,
        lagMs: h.lagMs,
        received: h.received,
        duplicatesDropped: h.duplicatesDropped,
        acknowledged: h.acknowledged,
        reconnections: h.reconnections,
        malformed: h.malformed,
        ...(h.lastError ? { lastError: h.lastError } : {}),
        stored: this.ingest.stored,
      },
    };
  }

  metrics(): ExtraMetric[] {
    const h = this.subscription?.health();
    return [
      [
        'iot_push_connected',
        'Whether the pushed device events consumer is connected (1) or not (0)',
        h?.connected ? 1 : 0,
      ],
      [
        'iot_push_messages_received_total',
        'Pushed device event messages received',
        h?.received ?? 0,
        'counter',
      ],
      [
        'iot_push_duplicates_dropped_total',
        'Pushed messages dropped as duplicates (same dataId)',
        h?.duplicatesDropped ?? 0,
        'counter',
      ],
      [
        'iot_push_acknowledged_total',
        'Pushed messages acknowledged after they were stored',
        h?.acknowledged ?? 0,
        'counter',
      ],
      [
        'iot_push_malformed_total',
        'Pushed messages that could not be read (acknowledged and dropped)',
        h?.malformed ?? 0,
        'counter',
      ],
      [
        'iot_push_reconnections_total',
        'Reconnections of the pushed events consumer',
        h?.reconnections ?? 0,
        'counter',
      ],
      ['iot_push_lag_ms', 'Publish-to-receive delay of the last pushed message, ms', h?.lagMs ?? 0],
      [
        'iot_push_statuses_stored_total',
        'Status rows stored from pushed events',
        this.ingest.stored,
        'counter',
      ],
      [
        'iot_push_unknown_devices_total',
        'Pushed events of devices this back office does not know',
        this.ingest.unknownDevices,
        'counter',
      ],
      [
        'live_status_delivered_total',
        'Device statuses delivered to live screens',
        this.feed.delivered,
        'counter',
      ],
      ['live_status_subscribers', 'Live status subscriptions on this instance', this.feed.subscriberCount],
      [
        'live_bulk_jobs_delivered_total',
        'Bulk job summaries delivered to live screens',
        this.bulkJobs.delivered,
        'counter',
      ],
      [
        'live_notifications_delivered_total',
        'Unread counts delivered to the bell of live screens',
        this.notifications.delivered,
        'counter',
      ],
    ];
  }
}
