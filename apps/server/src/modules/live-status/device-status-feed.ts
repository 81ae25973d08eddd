import type { FastifyBaseLogger } from 'fastify';
import { allows, resolvePermission, type DeviceStatusPush, type PushedDeviceStatus } from '@app/contracts';
import { RedisChannel } from '../../lib/redis-channel';
import type { CallerRepository } from '../access/caller.repository';
import type { DeviceStatusAudienceRepository, StatusViewer } from './device-status-audience.repository';

/** A live-status subscription: one STOMP subscription of a signed-in user. */
export interface StatusSubscriber {
  login: string;
  isSuperUser: boolean;
  deliver(push: DeviceStatusPush): void;
}

/** How long changed devices are gathered before one read and one delivery (a burst of reports is one push). */
const DEFAULT_FLUSH_MS = 200;

/**
 * The live status feed (docs/decisions/032): the ingest says which devices' stored status
 * changed; the feed reads their latest status once, shares it with the other instances (Redis) and
 * delivers to each local subscriber only the devices it may read now. The scope is the device
 * policy of modules/access evaluated in SQL for every subscriber at each delivery, with the
 * caller read fresh, so a right taken away stops the pushes at the next one.
 */
export class DeviceStatusFeed {
  private readonly subscribers = new Set<StatusSubscriber>();
  private readonly pending = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly channel: RedisChannel<PushedDeviceStatus[]> | undefined;
  /** Statuses delivered to subscribers (one per device and subscriber), for Prometheus. */
  delivered = 0;

  constructor(
    private readonly repository: DeviceStatusAudienceRepository,
    private readonly callers: CallerRepository,
    private readonly log: FastifyBaseLogger,
    options: { redisUrl?: string; redisChannel?: string; flushMs?: number } = {},
  ) {
    this.flushMs = options.flushMs ?? DEFAULT_FLUSH_MS;
    this.channel = options.redisUrl
      ? new RedisChannel(
          options.redisUrl,
          options.redisChannel ?? 'purifier:device-status',
          (statuses) => void this.deliver(statuses),
          log,
        )
      : undefined;
  }

  private readonly flushMs: number;

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Resolves when the Redis channel (if any) is ready. */
  async ready(): Promise<void> {
    await this.channel?.ready();
  }

  /** The stored status of these devices just changed. */
  changed(deviceIds: Iterable<number>): void {
    for (const id of deviceIds) this.pending.add(id);
    if (this.pending.size > 0 && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.flushMs);
      this.timer.unref();
    }
  }

  subscribe(subscriber: StatusSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Sends what is pending now (tests and shutdown). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const ids = [...this.pending];
    this.pending.clear();
    this.flushing = (async () => {
      try {
        const statuses = await this.repository.pushedStatuses(ids);
        if (statuses.length === 0) return;
        void this.channel?.publish(statuses);
        await this.deliver(statuses);
      } catch (error) {
        this.log.warn({ err: error, devices: ids.length }, 'live status push failed');
      }
    })();
    await this.flushing;
    this.flushing = undefined;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.subscribers.clear();
    this.channel?.close();
  }

  private async deliver(statuses: PushedDeviceStatus[]): Promise<void> {
    if (this.subscribers.size === 0) return;
    const subscribers = [...this.subscribers];
    const logins = [...new Set(subscribers.filter((s) => !s.isSuperUser).map((s) => s.login))];
    const viewers = new Map<string, StatusViewer>();
    await Promise.all(
      logins.map(async (login) => {
        const caller = await this.callers.load(login, false);
        // No account, or no right to read devices: nothing is pushed (as GET api/dashboard/devices answers 403).
        if (caller?.account && allows(resolvePermission(caller, 'DEVICE_MANAGEMENT'), 'read'))
          viewers.set(login, { userId: caller.userId, accountId: caller.account.id });
      }),
    );
    const visible = await this.repository.visibleDevices(
      statuses.map((s) => s.deviceId),
      [...viewers.values()],
    );
    for (const subscriber of subscribers) {
      const viewer = viewers.get(subscriber.login);
      const mine = subscriber.isSuperUser
        ? statuses
        : viewer
          ? statuses.filter((s) => visible.get(viewer.userId)?.has(s.deviceId))
          : [];
      if (mine.length === 0) continue;
      try {
        subscriber.deliver({ devices: mine });
        this.delivered += mine.length;
      } catch (error) {
        this.log.warn({ err: error }, 'live status subscriber failed');
      }
    }
  }
}
