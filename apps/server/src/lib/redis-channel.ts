import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One Redis pub/sub channel of JSON messages shared by the server instances: each instance
 * publishes its own and hears the others' (its own are filtered out by an instance id). Redis
 * trouble never throws at the caller: a failed publish is logged, local delivery goes on.
 */
export class RedisChannel<T> {
  private readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly subscribed: Promise<void>;

  constructor(
    url: string,
    private readonly channel: string,
    onRemote: (message: T) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    const options = { maxRetriesPerRequest: 2, lazyConnect: false };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const client of [this.pub, this.sub])
      client.on('error', (error: Error) =>
        log.warn({ err: error, channel }, 'redis channel connection error'),
      );
    this.subscribed = this.sub.subscribe(channel).then(
      () => undefined,
      (error: unknown) => log.error({ err: error, channel }, 'redis channel subscribe failed'),
    );
    this.sub.on('message', (_channel: string, text: string) => {
      try {
        const { origin, message } = JSON.parse(text) as { origin: string; message: T };
        if (origin !== this.instanceId) onRemote(message);
      } catch (error) {
        log.warn({ err: error, channel }, 'unreadable message on a redis channel');
      }
    });
  }

  /** Resolves when both connections answer and the subscription is in place. */
  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.subscribed]);
  }

  publish(message: T): void {
    this.pub
      .publish(this.channel, JSON.stringify({ origin: this.instanceId, message }))
      .catch((error: unknown) =>
        this.log.warn({ err: error, channel: this.channel }, 'redis publish failed'),
      );
  }

  close(): void {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
