import type { FastifyBaseLogger } from 'fastify';
import { allows, resolvePermission, type BulkJob, type BulkJobPush } from '@app/contracts';
import { RedisChannel } from '../../lib/redis-channel';
import type { CallerRepository } from '../access/caller.repository';

/** One STOMP subscription to the bulk jobs' destination, of a signed-in user. */
export interface BulkJobSubscriber {
  login: string;
  userId: number;
  /** ROLE_ADMIN: sees every job, as GET api/bulk-jobs answers it. */
  isSuperUser: boolean;
  deliver(push: BulkJobPush): void;
}

/** A job's summary as it is now, and whose job it is (never sent: it decides who gets it). */
export interface BulkJobChange {
  ownerId: number;
  job: BulkJob;
}

/**
 * Live progress of bulk jobs (docs/decisions/038, "Live progress"): the bulk job module publishes
 * each job's summary once it changed (coalesced there); the feed shares it with the other
 * instances (Redis, as the device status feed does) and delivers it to each local subscriber
 * allowed to see it now: the job's owner while it may still use the bulk jobs (DEVICE_MANAGEMENT
 * update, read afresh at each delivery as the routes read it at each request), and the super user.
 */
export class BulkJobFeed {
  private readonly subscribers = new Set<BulkJobSubscriber>();
  private readonly channel: RedisChannel<BulkJobChange> | undefined;
  /** Job summaries delivered to subscribers, for Prometheus. */
  delivered = 0;

  constructor(
    private readonly callers: CallerRepository,
    private readonly log: FastifyBaseLogger,
    options: { redisUrl?: string; redisChannel?: string } = {},
  ) {
    this.channel = options.redisUrl
      ? new RedisChannel(
          options.redisUrl,
          options.redisChannel ?? 'purifier:bulk-jobs',
          (change) => void this.deliver(change),
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

  subscribe(subscriber: BulkJobSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** A job changed: to the subscribers of every instance. Resolves once delivered here. */
  async publish(change: BulkJobChange): Promise<void> {
    this.channel?.publish(change);
    await this.deliver(change);
  }

  close(): void {
    this.subscribers.clear();
    this.channel?.close();
  }

  private async deliver(change: BulkJobChange): Promise<void> {
    const candidates = [...this.subscribers].filter((s) => s.isSuperUser || s.userId === change.ownerId);
    if (candidates.length === 0) return;
    // The owner's rights are read now, as a request would read them: a right taken away is gone at once.
    let ownerAllowed = false;
    const owner = candidates.find((s) => !s.isSuperUser);
    if (owner) {
      try {
        const caller = await this.callers.load(owner.login, false);
        ownerAllowed =
          caller?.userId === change.ownerId &&
          caller.account !== undefined &&
          allows(resolvePermission(caller, 'DEVICE_MANAGEMENT'), 'update');
      } catch (error) {
        this.log.warn({ err: error, job: change.job.id }, 'bulk job push: reading the owner failed');
      }
    }
    const push: BulkJobPush = { job: change.job };
    for (const subscriber of candidates) {
      if (!subscriber.isSuperUser && !ownerAllowed) continue;
      try {
        subscriber.deliver(push);
        this.delivered += 1;
      } catch (error) {
        this.log.warn({ err: error }, 'bulk job subscriber failed');
      }
    }
  }
}
