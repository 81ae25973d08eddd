import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Tells the other server instances that a user's session state changed. */
export interface SessionBus {
  publish(login: string): Promise<void>;
  /** `login` changed on another instance; null: messages may have been missed, forget everything. */
  onRemote(listener: (login: string | null) => void): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis pub/sub on one channel: each instance publishes the logins it changed and drops the
 * cached state of the logins the others changed. After the subscriber (re)connects, everything
 * cached is dropped, since messages sent meanwhile are lost.
 */
export class RedisSessionBus implements SessionBus {
  private readonly instanceId = randomUUID();
  private readonly sub: Redis;
  private readonly listeners: Array<(login: string | null) => void> = [];
  private readonly subscribed: Promise<void>;

  constructor(
    private readonly pub: Redis,
    private readonly channel: string,
    log: FastifyBaseLogger,
  ) {
    this.sub = pub.duplicate();
    this.sub.on('error', (error: Error) => log.warn({ err: error }, 'session redis connection error'));
    this.sub.on('ready', () => this.emit(null));
    this.subscribed = this.sub.subscribe(channel).then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'session redis subscribe failed'),
    );
    this.sub.on('message', (_channel: string, message: string) => {
      try {
        const { origin, login } = JSON.parse(message) as { origin: string; login: string };
        if (origin !== this.instanceId && typeof login === 'string') this.emit(login);
      } catch (error) {
        log.warn({ err: error }, 'unreadable session message on redis');
      }
    });
  }

  /** Resolves when the subscription is in place. */
  ready(): Promise<void> {
    return this.subscribed;
  }

  async publish(login: string): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify({ origin: this.instanceId, login }));
  }

  onRemote(listener: (login: string | null) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.sub.disconnect();
  }

  private emit(login: string | null) {
    for (const listener of this.listeners) listener(login);
  }
}
