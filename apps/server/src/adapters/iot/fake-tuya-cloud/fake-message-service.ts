import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { DataPoint } from '@app/contracts';
import type { DeviceEvent } from '../device-events';
import { mqDataKey, mqPassword } from '../tuya/mq/mq-credentials';
import type { MqEncryption } from '../tuya/mq/mq-crypto';
import { buildMqFrame } from '../tuya/mq/mq-frame';
import { DEFAULT_ACK_TIMEOUT_MS } from '../tuya/mq/mq-url';
import { randomBytes } from 'node:crypto';

export interface FakeMessageServiceOptions {
  accessId: string;
  accessKey: string;
  /** Encryption of the messages the fleet's reports become (tests choose per message too). */
  encryption?: MqEncryption;
  /** Messages in flight (delivered, not acknowledged) per consumer, as Pulsar's receiver queue. */
  maxUnacked?: number;
  /** Oldest messages are dropped beyond this (the real service keeps days of them). */
  backlogLimit?: number;
}

export interface PublishOptions {
  dataId?: string;
  /** When the device reported (ms); default now. */
  t?: number;
  encryption?: MqEncryption;
  /** 4 (default) / 20, or the IoT Core 1000 / 1001. */
  protocol?: number;
}

interface Message {
  messageId: string;
  text: string;
  redeliveries: number;
}

interface Consumer {
  socket: WebSocket;
  ackTimeoutMs: number;
  inFlight: Map<string, { message: Message; deliveredAt: number }>;
}

/** One Failover subscription: consumers in arrival order, the first one active. */
interface Subscription {
  consumers: Consumer[];
  backlog: Message[];
}

const CONSUMER_PATH = /^\/ws\/v2\/consumer\/persistent\/([^/]+)\/out\/([^/]+)\/([^/]+)$/;

/**
 * Tuya's message service gateway, in the fake cloud: the websocket consumer path,
 * username/password headers (401 otherwise), frames encrypted and enveloped as the real gateway's,
 * acknowledgements by `{"messageId"}`, redelivery after the consumer's ackTimeoutMillis, Failover
 * (only the first connected consumer of a subscription receives; when it goes, the next gets what
 * it left unacknowledged) and a backlog kept while nobody is connected. One stream for every env.
 */
export class FakeMessageService {
  private readonly wss = new WebSocketServer({ noServer: true, autoPong: false });
  private readonly key: Buffer;
  private readonly password: string;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly published = new Map<
    string,
    { protocol: number; data: unknown; encryption: MqEncryption }
  >();
  private readonly redeliveryTimer: NodeJS.Timeout;
  /** Heartbeats unanswered: the connection looks dead to the consumer. */
  mutedHeartbeats = false;
  readonly stats = { published: 0, delivered: 0, redelivered: 0, acks: 0, connections: 0, refused: 0 };

  constructor(private readonly options: FakeMessageServiceOptions) {
    this.key = mqDataKey(options.accessKey);
    this.password = mqPassword(options.accessId, options.accessKey);
    // The subscription every instance of the product uses exists from the start, so reports
    // published before the first consumer connects wait in its backlog.
    this.subscription(`${options.accessId}-sub`);
    this.redeliveryTimer = setInterval(() => this.redeliverExpired(), 25);
    this.redeliveryTimer.unref();
  }

  /** The HTTP server's 'upgrade' listener. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = CONSUMER_PATH.exec(url.pathname);
    const refuse = (status: string) => {
      this.stats.refused++;
      socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    };
    if (!match || decodeURIComponent(match[1]!) !== this.options.accessId) return refuse('404 Not Found');
    if (req.headers.username !== this.options.accessId || req.headers.password !== this.password)
      return refuse('401 Unauthorized');
    const ackTimeoutMs = Number(url.searchParams.get('ackTimeoutMillis') ?? DEFAULT_ACK_TIMEOUT_MS);
    const name = decodeURIComponent(match[3]!);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.attach(ws, name, ackTimeoutMs));
  }

  /** Publishes a status report of protocol 4 (or 1000); answers its message and data ids. */
  publishStatus(uid: string, status: DataPoint[], options: PublishOptions = {}) {
    const dataId = options.dataId ?? randomBytes(12).toString('hex');
    const t = options.t ?? Date.now();
    const protocol = options.protocol ?? 4;
    const data =
      protocol === 1000
        ? {
            bizCode: 'devicePropertyMessage',
            bizData: {
              devId: uid,
              dataId,
              productId: 'fake',
              properties: status.map((p) => ({ ...p, time: t })),
            },
            ts: t,
          }
        : { dataId, devId: uid, productKey: 'fake', status: status.map((p) => ({ ...p, t })) };
    return { dataId, messageId: this.publishData(protocol, data, options.encryption, dataId) };
  }

  /** Publishes an online/offline event of protocol 20 (or 1001). */
  publishOnline(uid: string, online: boolean, options: PublishOptions = {}) {
    const t = options.t ?? Date.now();
    const protocol = options.protocol ?? 20;
    const bizCode =
      protocol === 1001 ? (online ? 'deviceOnline' : 'deviceOffline') : online ? 'online' : 'offline';
    const data = { bizCode, bizData: { devId: uid, time: t }, devId: uid, productKey: 'fake', ts: t };
    return { messageId: this.publishData(protocol, data, options.encryption) };
  }

  /** The same report again as a new message (what a redelivery or a double publish looks like). */
  publishDuplicate(dataId: string): { messageId: string } {
    const original = this.published.get(dataId);
    if (!original) throw new Error(`nothing published with dataId ${dataId}`);
    return { messageId: this.publishData(original.protocol, original.data, original.encryption) };
  }

  /** Any data under any protocol, or a raw frame text (malformed messages). */
  publishData(protocol: number, data: unknown, encryption?: MqEncryption, dataId?: string): string {
    const chosen = encryption ?? this.options.encryption ?? 'aes_ecb';
    if (dataId) this.published.set(dataId, { protocol, data, encryption: chosen });
    const frame = buildMqFrame({ protocol, data, key: this.key, encryption: chosen });
    this.enqueue({ messageId: frame.messageId, text: frame.text, redeliveries: 0 });
    return frame.messageId;
  }

  publishRaw(text: string, messageId: string): void {
    this.enqueue({ messageId, text, redeliveries: 0 });
  }

  /** What the fleet reports becomes messages (the fake cloud's purifiers push like real ones). */
  publishEvent(event: DeviceEvent): void {
    const t = event.reportedAt.getTime();
    if (event.kind === 'status') this.publishStatus(event.uid, event.status, { dataId: event.dataId, t });
    else this.publishOnline(event.uid, event.kind === 'online', { t });
  }

  /** Cuts every consumer's connection (what a gateway restart does). */
  dropConnections(): void {
    for (const client of this.wss.clients) client.terminate();
  }

  /** Connected consumers of the product's subscription; the first is the active one. */
  consumerCount(subscription = `${this.options.accessId}-sub`): number {
    return this.subscriptions.get(subscription)?.consumers.length ?? 0;
  }

  /** Messages not yet acknowledged (waiting or in flight), all subscriptions. */
  unacknowledged(): number {
    let count = 0;
    for (const s of this.subscriptions.values())
      count += s.backlog.length + s.consumers.reduce((n, c) => n + c.inFlight.size, 0);
    return count;
  }

  close(): void {
    clearInterval(this.redeliveryTimer);
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }

  private subscription(name: string): Subscription {
    let subscription = this.subscriptions.get(name);
    if (!subscription) {
      subscription = { consumers: [], backlog: [] };
      this.subscriptions.set(name, subscription);
    }
    return subscription;
  }

  private enqueue(message: Message): void {
    this.stats.published++;
    const limit = this.options.backlogLimit ?? 200_000;
    for (const subscription of this.subscriptions.values()) {
      subscription.backlog.push(message);
      if (subscription.backlog.length > limit) subscription.backlog.shift();
      this.dispatch(subscription);
    }
  }

  private attach(socket: WebSocket, name: string, ackTimeoutMs: number): void {
    this.stats.connections++;
    const subscription = this.subscription(name);
    const consumer: Consumer = { socket, ackTimeoutMs, inFlight: new Map() };
    subscription.consumers.push(consumer);
    socket.on('ping', (data) => {
      if (!this.mutedHeartbeats) socket.pong(data);
    });
    socket.on('message', (raw) => {
      let messageId: unknown;
      try {
        messageId = (JSON.parse(raw.toString()) as { messageId?: unknown }).messageId;
      } catch {
        return;
      }
      if (typeof messageId === 'string' && consumer.inFlight.delete(messageId)) {
        this.stats.acks++;
        this.dispatch(subscription);
      }
    });
    socket.on('close', () => {
      subscription.consumers = subscription.consumers.filter((c) => c !== consumer);
      // What it had not acknowledged goes first to whoever takes over.
      subscription.backlog.unshift(...[...consumer.inFlight.values()].map((f) => f.message));
      consumer.inFlight.clear();
      this.dispatch(subscription);
    });
    socket.on('error', () => socket.terminate());
    this.dispatch(subscription);
  }

  private dispatch(subscription: Subscription): void {
    const active = subscription.consumers[0];
    if (!active || active.socket.readyState !== active.socket.OPEN) return;
    const max = this.options.maxUnacked ?? 1000;
    while (active.inFlight.size < max && subscription.backlog.length > 0) {
      const message = subscription.backlog.shift()!;
      active.inFlight.set(message.messageId, { message, deliveredAt: Date.now() });
      active.socket.send(message.text);
      this.stats.delivered++;
      if (message.redeliveries > 0) this.stats.redelivered++;
    }
  }

  private redeliverExpired(): void {
    const now = Date.now();
    for (const subscription of this.subscriptions.values()) {
      const expired: Message[] = [];
      for (const consumer of subscription.consumers)
        for (const [id, flight] of consumer.inFlight)
          if (now - flight.deliveredAt >= consumer.ackTimeoutMs) {
            consumer.inFlight.delete(id);
            flight.message.redeliveries++;
            expired.push(flight.message);
          }
      if (expired.length === 0) continue;
      subscription.backlog.unshift(...expired);
      this.dispatch(subscription);
    }
  }
}
