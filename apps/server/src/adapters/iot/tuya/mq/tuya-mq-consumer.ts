import WebSocket from 'ws';
import type {
  DeviceEvent,
  DeviceEventConsumerHealth,
  DeviceEventHandler,
  DeviceEventSubscription,
} from '../../device-events';
import { backoffDelay, type BackoffSettings } from '../tuya-retry-policy';
import { DedupeWindow } from './dedupe-window';
import { mqDataKey, mqPassword } from './mq-credentials';
import { parseMqFrame } from './mq-message';

export interface TuyaMqTuning {
  /** Messages handed to the handler at once. Default 500. */
  batchSize?: number;
  /** How long the first message of a batch waits for more. Default 100 ms. */
  batchDelayMs?: number;
  /** Ping period; no pong before the next ping = a dead connection, reopened. Default 30 s. */
  pingIntervalMs?: number;
  /** Waits between connection attempts (equal jitter). Default 0.5 s doubling up to 30 s. */
  backoff?: BackoffSettings;
  /** dataIds remembered to drop redeliveries. Default 100,000. */
  dedupeCapacity?: number;
  handshakeTimeoutMs?: number;
  random?: () => number;
  /** Connection failures, refused batches, malformed messages (for the log). */
  onError?: (error: Error) => void;
}

export interface TuyaMqConsumerOptions extends TuyaMqTuning {
  url: string;
  accessId: string;
  accessKey: string;
  handler: DeviceEventHandler;
}

export const MQ_RECONNECT_BACKOFF: BackoffSettings = { baseDelayMs: 500, maxDelayMs: 30_000 };

interface Received {
  socket: WebSocket;
  messageId: string;
  events: DeviceEvent[];
}

/**
 * The consumer of Tuya's websocket gateway (docs/decisions/031). Messages are
 * gathered in batches; a batch goes to the handler once the previous one settled, and its messages
 * are acknowledged on their socket only when the handler resolved. A rejected batch is not
 * acknowledged: the gateway delivers it again after its ackTimeoutMillis. Reports whose dataId was
 * already stored are acknowledged without the handler. The subscription is Failover: of several
 * instances only the active one receives, so each report is handled once across the cluster.
 */
export class TuyaMqConsumer implements DeviceEventSubscription {
  private readonly key: Buffer;
  private readonly password: string;
  private readonly dedupe: DedupeWindow;
  private readonly batchSize: number;
  private readonly batchDelayMs: number;
  private readonly pingIntervalMs: number;
  private socket: WebSocket | null = null;
  private stopped = false;
  private started = false;
  private failedAttempts = 0;
  private receivingOnSocket = false;
  private awaitingPong = false;
  private pingTimer: NodeJS.Timeout | undefined;
  private batchTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private queue: Received[] = [];
  private running: Promise<void> | null = null;
  private readonly counters = {
    received: 0,
    duplicatesDropped: 0,
    acknowledged: 0,
    reconnections: 0,
    malformed: 0,
  };
  private lastMessageAt: Date | null = null;
  private lagMs: number | null = null;
  private lastError: string | null = null;

  constructor(private readonly options: TuyaMqConsumerOptions) {
    this.key = mqDataKey(options.accessKey);
    this.password = mqPassword(options.accessId, options.accessKey);
    this.dedupe = new DedupeWindow(options.dedupeCapacity);
    this.batchSize = Math.max(1, options.batchSize ?? 500);
    this.batchDelayMs = Math.max(0, options.batchDelayMs ?? 100);
    this.pingIntervalMs = options.pingIntervalMs ?? 30_000;
  }

  start(): this {
    if (!this.started) {
      this.started = true;
      this.connect();
    }
    return this;
  }

  health(): DeviceEventConsumerHealth {
    const connected = this.socket?.readyState === WebSocket.OPEN;
    return {
      connected,
      active: connected && this.receivingOnSocket,
      lastMessageAt: this.lastMessageAt,
      lagMs: this.lagMs,
      ...this.counters,
      lastError: this.lastError,
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.batchTimer);
    clearInterval(this.pingTimer);
    // The batch in the handler finishes and is acknowledged on the open socket; what is still queued
    // is left unacknowledged for the next consumer.
    await this.running;
    const socket = this.socket;
    this.queue = [];
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      const fallback = setTimeout(() => socket.terminate(), 2000);
      socket.once('close', () => {
        clearTimeout(fallback);
        resolve();
      });
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000);
    });
  }

  private connect(): void {
    const socket = new WebSocket(this.options.url, {
      headers: { username: this.options.accessId, password: this.password },
      handshakeTimeout: this.options.handshakeTimeoutMs ?? 10_000,
    });
    this.socket = socket;
    this.receivingOnSocket = false;
    socket.on('open', () => {
      this.failedAttempts = 0;
      this.lastError = null;
      this.awaitingPong = false;
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.ping(socket), this.pingIntervalMs);
    });
    socket.on('message', (data: WebSocket.RawData) => this.receive(socket, data.toString()));
    socket.on('pong', () => {
      this.awaitingPong = false;
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      // Received but not handled: not acknowledged, so the gateway sends them again.
      this.queue = this.queue.filter((r) => r.socket !== socket);
      if (!this.stopped) this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    this.failedAttempts++;
    this.counters.reconnections++;
    const delay = backoffDelay(
      this.failedAttempts,
      this.options.random ?? Math.random,
      this.options.backoff ?? MQ_RECONNECT_BACKOFF,
    );
    this.reconnectTimer = setTimeout(() => {
      if (!this.stopped) this.connect();
    }, delay);
  }

  /** No pong since the last ping: the connection is dead even if TCP has not noticed. */
  private ping(socket: WebSocket): void {
    if (this.awaitingPong) {
      this.fail(new Error('no pong from the message service; reconnecting'));
      socket.terminate();
      return;
    }
    this.awaitingPong = true;
    socket.ping();
  }

  private receive(socket: WebSocket, text: string): void {
    if (socket !== this.socket) return;
    this.counters.received++;
    this.receivingOnSocket = true;
    const now = new Date();
    this.lastMessageAt = now;
    const message = parseMqFrame(text, this.key);
    if (message.publishTime) this.lagMs = Math.max(0, now.getTime() - message.publishTime.getTime());
    if (message.kind === 'malformed') {
      this.counters.malformed++;
      this.fail(new Error(`unreadable message ${message.messageId ?? '(no id)'}: ${message.reason}`));
      // Sending it again would not make it readable.
      if (message.messageId) this.acknowledge(socket, message.messageId);
      return;
    }
    this.queue.push({ socket, messageId: message.messageId, events: message.events });
    if (this.queue.length >= this.batchSize) this.flushSoon(0);
    else this.flushSoon(this.batchDelayMs);
  }

  private flushSoon(delayMs: number): void {
    if (this.running || this.stopped) return;
    if (this.batchTimer && delayMs > 0) return;
    clearTimeout(this.batchTimer);
    this.batchTimer = setTimeout(() => {
      this.batchTimer = undefined;
      this.flush();
    }, delayMs);
  }

  private flush(): void {
    if (this.running || this.stopped || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.batchSize);
    this.running = this.handle(batch).finally(() => {
      this.running = null;
      if (this.queue.length >= this.batchSize) this.flushSoon(0);
      else if (this.queue.length > 0) this.flushSoon(this.batchDelayMs);
    });
  }

  private async handle(batch: readonly Received[]): Promise<void> {
    const events: DeviceEvent[] = [];
    const inBatch = new Set<string>();
    const afterHandler: Received[] = [];
    for (const message of batch) {
      let fresh = 0;
      for (const event of message.events) {
        if (this.dedupe.has(event.dataId) || inBatch.has(event.dataId)) {
          this.counters.duplicatesDropped++;
          continue;
        }
        inBatch.add(event.dataId);
        events.push(event);
        fresh++;
      }
      // A message with nothing new (a stored report again, an ignored bizCode) is done already,
      // unless its report is in this very batch: then it waits for the same outcome.
      if (fresh === 0 && !message.events.some((e) => inBatch.has(e.dataId)))
        this.acknowledge(message.socket, message.messageId);
      else afterHandler.push(message);
    }
    if (afterHandler.length === 0) return;
    try {
      await this.options.handler(events);
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    for (const id of inBatch) this.dedupe.add(id);
    for (const message of afterHandler) this.acknowledge(message.socket, message.messageId);
  }

  private acknowledge(socket: WebSocket, messageId: string): void {
    // On a closed socket the acknowledgement is lost; the redelivery is then dropped as a duplicate.
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ messageId }));
    this.counters.acknowledged++;
  }

  private fail(error: Error): void {
    this.lastError = error.message;
    this.options.onError?.(error);
  }
}
