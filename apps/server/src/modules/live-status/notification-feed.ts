import type { FastifyBaseLogger } from 'fastify';
import type { NotificationPush } from '@app/contracts';
import { RedisChannel } from '../../lib/redis-channel';

/** One STOMP subscription to the bell's destination, of a signed-in user. */
export interface NotificationSubscriber {
  userId: number;
  deliver(push: NotificationPush): void;
}

/** A user's unread count after a change, and its newest notification (never sent: `userId` routes it). */
export interface NotificationChange {
  userId: number;
  push: NotificationPush;
}

/**
 * The bell's live feed (docs/decisions/040): the notification centre publishes each user's new
 * unread count; the feed shares it with the other instances (Redis, as the bulk job feed does) and
 * delivers it to that user's own subscriptions only — a user's notifications are its own, so no
 * right is read here (the connection itself ends with the user's session).
 */
export class NotificationFeed {
  private readonly subscribers = new Set<NotificationSubscriber>();
  private readonly channel: RedisChannel<NotificationChange> | undefined;
  /** Pushes delivered to subscribers, for Prometheus. */
  delivered = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    options: { redisUrl?: string; redisChannel?: string } = {},
  ) {
    this.channel = options.redisUrl
      ? new RedisChannel(
          options.redisUrl,
          options.redisChannel ?? 'purifier:notifications',
          (change) => this.deliver(change),
          log,
        )
      : undefined;
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Resolves when the Redis channel (if any) is ready. */
  async ready(): Promise<void> {
    await this.channel?.ready();
  }

  subscribe(subscriber: NotificationSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Users' counts changed: to their subscriptions on every instance. */
  publish(changes: readonly NotificationChange[]): void {
    for (const change of changes) {
      this.channel?.publish(change);
      this.deliver(change);
    }
  }

  close(): void {
    this.subscribers.clear();
    this.channel?.close();
  }

  private deliver(change: NotificationChange): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.userId !== change.userId) continue;
      try {
        subscriber.deliver(change.push);
        this.delivered += 1;
      } catch (error) {
        this.log.warn({ err: error }, 'notification subscriber failed');
      }
    }
  }
}
