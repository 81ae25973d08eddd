import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LOGOUT_PAGE, type TrackerActivity } from '@app/contracts';
import { RedisChannel } from '../../../lib/redis-channel';

/** Shares tracker activity between server instances. */
export interface TrackerBus {
  publish(activity: TrackerActivity): Promise<void>;
  health(): Promise<{ status: 'UP' | 'DOWN'; details: Record<string, unknown> }>;
  onRemote(listener: (activity: TrackerActivity) => void): void;
  snapshot(): Promise<TrackerActivity[]>;
  close(): Promise<void>;
}

const PREFIX = 'purifier:tracker';
const SESSIONS_TTL_SECONDS = 60;

/**
 * Redis pub/sub: each instance publishes its sessions' activity on one channel and hears the
 * others' (lib/redis-channel). Each instance also keeps its live sessions in its own hash,
 * refreshed every 20 s with a 60 s expiry, so a crashed instance's sessions disappear from
 * snapshots by themselves.
 */
export class RedisTrackerBus implements TrackerBus {
  private readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly channel: RedisChannel<TrackerActivity>;
  private readonly listeners: Array<(activity: TrackerActivity) => void> = [];
  private readonly refresher: NodeJS.Timeout;
  private readonly sessionsKey = `${PREFIX}:sessions:${this.instanceId}`;

  constructor(url: string, log: FastifyBaseLogger) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.pub.on('error', (error: Error) => log.warn({ err: error }, 'tracker redis connection error'));
    this.channel = new RedisChannel<TrackerActivity>(
      url,
      `${PREFIX}:activity`,
      (activity) => this.listeners.forEach((listener) => listener(activity)),
      log,
    );
    this.refresher = setInterval(
      () => void this.pub.expire(this.sessionsKey, SESSIONS_TTL_SECONDS).catch(() => undefined),
      20_000,
    );
    this.refresher.unref();
  }

  /** Resolves when the connections are ready and the subscription is in place. */
  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.channel.ready()]);
  }

  /** The health component of the shared Redis. */
  async health(): Promise<{ status: 'UP' | 'DOWN'; details: Record<string, unknown> }> {
    const started = performance.now();
    try {
      await this.pub.ping();
      return {
        status: 'UP',
        details: { responseTimeMs: Math.round((performance.now() - started) * 100) / 100 },
      };
    } catch (error) {
      return { status: 'DOWN', details: { error: (error as Error).message } };
    }
  }

  async publish(activity: TrackerActivity): Promise<void> {
    if (activity.page === LOGOUT_PAGE) await this.pub.hdel(this.sessionsKey, activity.sessionId);
    else
      await this.pub
        .multi()
        .hset(this.sessionsKey, activity.sessionId, JSON.stringify(activity))
        .expire(this.sessionsKey, SESSIONS_TTL_SECONDS)
        .exec();
    await this.channel.publish(activity);
  }

  onRemote(listener: (activity: TrackerActivity) => void): void {
    this.listeners.push(listener);
  }

  async snapshot(): Promise<TrackerActivity[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.pub.scan(cursor, 'MATCH', `${PREFIX}:sessions:*`, 'COUNT', 100);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    const hashes = await Promise.all(keys.map((key) => this.pub.hgetall(key)));
    return hashes.flatMap((hash) => Object.values(hash).map((json) => JSON.parse(json) as TrackerActivity));
  }

  async close(): Promise<void> {
    clearInterval(this.refresher);
    await this.pub.del(this.sessionsKey).catch(() => undefined);
    this.channel.close();
    this.pub.disconnect();
  }
}
