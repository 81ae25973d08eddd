import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LOGOUT_PAGE, type TrackerActivity } from '@app/contracts';

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
 * others'. Each instance also keeps its live sessions in its own hash, refreshed every 20 s with
 * a 60 s expiry, so a crashed instance's sessions disappear from snapshots by themselves.
 */
export class RedisTrackerBus implements TrackerBus {
  private readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners: Array<(activity: TrackerActivity) => void> = [];
  private readonly refresher: NodeJS.Timeout;
  private readonly sessionsKey = `${PREFIX}:sessions:${this.instanceId}`;
  private readonly subscribed: Promise<void>;

  constructor(url: string, log: FastifyBaseLogger) {
    const options = { maxRetriesPerRequest: 2, lazyConnect: false };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const client of [this.pub, this.sub])
      client.on('error', (error: Error) => log.warn({ err: error }, 'tracker redis connection error'));
    this.subscribed = this.sub.subscribe(`${PREFIX}:activity`).then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'tracker redis subscribe failed'),
    );
    this.sub.on('message', (_channel: string, message: string) => {
      try {
        const { origin, activity } = JSON.parse(message) as { origin: string; activity: TrackerActivity };
        if (origin !== this.instanceId) for (const listener of this.listeners) listener(activity);
      } catch (error) {
        log.warn({ err: error }, 'unreadable tracker message on redis');
      }
    });
    this.refresher = setInterval(
      () => void this.pub.expire(this.sessionsKey, SESSIONS_TTL_SECONDS).catch(() => undefined),
      20_000,
    );
    this.refresher.unref();
  }

  /** Resolves when both connections are ready and the subscription is in place. */
  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.subscribed]);
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
    const multi = this.pub.multi();
    if (activity.page === LOGOUT_PAGE) multi.hdel(this.sessionsKey, activity.sessionId);
    else
      multi
        .hset(this.sessionsKey, activity.sessionId, JSON.stringify(activity))
        .expire(this.sessionsKey, SESSIONS_TTL_SECONDS);
    multi.publish(`${PREFIX}:activity`, JSON.stringify({ origin: this.instanceId, activity }));
    await multi.exec();
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
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
