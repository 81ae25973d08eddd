import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIVITY_DESTINATION,
  ADMIN_AUTHORITIES,
  APP_VERSION,
  BULK_JOBS_DESTINATION,
  DEVICE_STATUS_DESTINATION,
  hasAnyAuthority,
  LOGOUT_PAGE,
  NOTIFICATIONS_DESTINATION,
  TRACKER_TOPIC,
  type TrackerActivity,
} from '@app/contracts';
import type { Principal } from '../../auth';
import { serializeFrame, StompParser, StompProtocolError, type StompFrame } from './stomp-frame';
import type { StompTransport } from './stomp-transport';
import type { TrackerHub } from './tracker-hub';
import type { BulkJobFeed, DeviceStatusFeed, NotificationFeed } from '../../live-status';

/** The heart-beats this server offers and asks for, in ms (0 = none). */
export const SERVER_HEARTBEAT_MS = 10_000;
const MAX_PAGE_LENGTH = 1000;
/**
 * Subscriptions one connection may hold, duplicates included: each is a delivery per change, and
 * the tracker page needs two (docs/decisions/011).
 */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 20;
/** The longest delay a Node timer takes (about 24.8 days); a longer token validity is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

class FrameError extends Error {}

/**
 * One tracker connection speaking STOMP 1.2: CONNECT, SUBSCRIBE to /topic/tracker (admins) and to
 * /topic/device-status (every signed-in user: the devices of its own scope, docs/decisions/032), to
 * /topic/bulk-jobs (every signed-in user: the progress of its own bulk jobs, docs/decisions/038),
 * /user/queue/notifications (every signed-in user: its own unread notifications, docs/decisions/040),
 * SEND {page} to /topic/activity (every signed-in user), UNSUBSCRIBE, DISCONNECT, heart-beats.
 * A refused frame gets an ERROR frame and the connection is closed, as the spec requires; so does
 * the connection when the token it was opened with expires (docs/decisions/011).
 */
export class StompSession {
  readonly id = randomBytes(6).toString('hex');
  private readonly parser = new StompParser();
  private connected = false;
  private closed = false;
  private left = false;
  private readonly subscriptions = new Map<string, () => void>();
  private lastReceived = Date.now();
  private heartbeatTimers: NodeJS.Timeout[] = [];
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly transport: StompTransport,
    readonly principal: Principal,
    private readonly ipAddress: string,
    private readonly hub: TrackerHub,
    private readonly statusFeed: DeviceStatusFeed,
    private readonly bulkJobFeed: BulkJobFeed,
    private readonly log: FastifyBaseLogger,
    private readonly notificationFeed?: NotificationFeed,
  ) {
    transport.onMessage((data) => this.onData(data));
    transport.onClose(() => this.onClose());
    transport.onError((error) => log.debug({ err: error, session: this.id }, 'tracker socket error'));
    this.endWithToken();
  }

  /**
   * Sends an ERROR frame naming the reason and closes with 1008 (policy violation): a refused
   * frame, the token's expiry, the user's sessions ended.
   */
  end(message: string) {
    if (this.closed) return;
    this.log.info(
      { session: this.id, login: this.principal.login, reason: message },
      'tracker connection ended',
    );
    sendError(this.transport, message);
    this.transport.close(1008, message.slice(0, 100));
    this.closed = true;
    // Nothing more is delivered, and the feed stops working for it before the socket is gone.
    this.unsubscribeAll();
  }

  /** Closes the connection for a server shutdown (1001: going away). */
  shutdown() {
    this.closed = true;
    this.transport.close(1001, 'server shutting down');
  }

  /** The connection lasts as long as the token it was opened with, as an HTTP call would. */
  private endWithToken() {
    const left = this.principal.expiresAt * 1000 - Date.now();
    if (left <= 0) return this.end('token expired');
    this.expiryTimer = setTimeout(() => this.endWithToken(), Math.min(left, MAX_TIMER_MS));
    this.expiryTimer.unref();
  }

  private onData(data: Buffer | string) {
    this.lastReceived = Date.now();
    try {
      for (const frame of this.parser.push(data)) this.handle(frame);
    } catch (error) {
      if (error instanceof FrameError || error instanceof StompProtocolError) this.end(error.message);
      else throw error;
    }
  }

  private handle(frame: StompFrame) {
    if (this.closed) return;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
    if (!this.connected) throw new FrameError('the first frame must be CONNECT');
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.subscribe(frame);
        break;
      case 'UNSUBSCRIBE':
        this.subscriptions.get(required(frame, 'id'))?.();
        this.subscriptions.delete(required(frame, 'id'));
        break;
      case 'SEND':
        this.send(frame);
        break;
      case 'ACK':
      case 'NACK':
        break; // every subscription is auto-acknowledged
      case 'DISCONNECT':
        this.receipt(frame);
        this.transport.close(1000, '');
        // The session ends here: SockJS reports the close of a polling session (xhr-streaming)
        // only after its disconnect delay, and the watchers should not see a ghost for 5 s.
        this.leave();
        return;
      default:
        throw new FrameError(`${frame.command} is not supported`);
    }
    this.receipt(frame);
  }

  private connect(frame: StompFrame) {
    if (this.connected) throw new FrameError('already connected');
    const offered = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    const version = ['1.2', '1.1'].find((v) => offered.includes(v));
    if (!version) throw new FrameError('supported protocol versions are 1.1 and 1.2');
    const [cx = 0, cy = 0] = (frame.headers['heart-beat'] ?? '0,0').split(',').map(Number);
    this.connected = true;
    this.write({
      command: 'CONNECTED',
      headers: {
        version,
        'heart-beat': `${SERVER_HEARTBEAT_MS},${SERVER_HEARTBEAT_MS}`,
        server: `purifier-backoffice/${APP_VERSION}`,
        session: this.id,
        'user-name': this.principal.login,
      },
      body: '',
    });
    this.startHeartbeats(
      cy ? Math.max(SERVER_HEARTBEAT_MS, cy) : 0,
      cx ? Math.max(SERVER_HEARTBEAT_MS, cx) : 0,
    );
  }

  private subscribe(frame: StompFrame) {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    const destinations = [TRACKER_TOPIC, DEVICE_STATUS_DESTINATION, BULK_JOBS_DESTINATION];
    if (this.notificationFeed) destinations.push(NOTIFICATIONS_DESTINATION);
    if (!destinations.includes(destination)) throw new FrameError(`unknown destination ${destination}`);
    if (this.subscriptions.has(id)) throw new FrameError(`subscription ${id} already exists`);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION)
      throw new FrameError(
        `too many subscriptions, at most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} per connection`,
      );
    let sequence = 0;
    const deliver = (body: unknown) =>
      this.write({
        command: 'MESSAGE',
        headers: {
          subscription: id,
          'message-id': `${this.id}-${id}-${++sequence}`,
          destination,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const isSuperUser = this.principal.authorities.includes('ROLE_ADMIN');
    if (destination === DEVICE_STATUS_DESTINATION) {
      // Which devices this user sees is decided at each delivery, never here (DeviceStatusFeed).
      this.subscriptions.set(
        id,
        this.statusFeed.subscribe({ login: this.principal.login, isSuperUser, deliver }),
      );
      return;
    }
    if (destination === BULK_JOBS_DESTINATION) {
      // Its own jobs (all of them for the super user), with its rights read at each delivery (BulkJobFeed).
      const { login, userId } = this.principal;
      this.subscriptions.set(id, this.bulkJobFeed.subscribe({ login, userId, isSuperUser, deliver }));
      return;
    }
    if (destination === NOTIFICATIONS_DESTINATION && this.notificationFeed) {
      // Only its own unread counts, whoever it is (NotificationFeed routes them by user id).
      this.subscriptions.set(id, this.notificationFeed.subscribe({ userId: this.principal.userId, deliver }));
      return;
    }
    if (!hasAnyAuthority(this.principal.authorities, ADMIN_AUTHORITIES))
      throw new FrameError('Access denied');
    this.subscriptions.set(id, this.hub.subscribe(deliver));
    void this.hub.snapshot().then((all: TrackerActivity[]) => all.forEach(deliver));
  }

  private send(frame: StompFrame) {
    const destination = required(frame, 'destination');
    if (destination !== ACTIVITY_DESTINATION) throw new FrameError(`cannot send to ${destination}`);
    let page: unknown;
    try {
      page = (JSON.parse(frame.body) as { page?: unknown }).page;
    } catch {
      throw new FrameError('the body must be JSON {"page": "..."}');
    }
    if (typeof page !== 'string' || !page) throw new FrameError('the body must be JSON {"page": "..."}');
    this.hub.activity(this.activity(page.slice(0, MAX_PAGE_LENGTH)));
  }

  private activity(page: string): TrackerActivity {
    return {
      sessionId: this.id,
      userLogin: this.principal.login,
      ipAddress: this.ipAddress,
      page,
      time: new Date().toISOString(),
    };
  }

  private receipt(frame: StompFrame) {
    const receipt = frame.headers.receipt;
    if (receipt) this.write({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  private startHeartbeats(outgoingMs: number, incomingMs: number) {
    if (outgoingMs)
      this.heartbeatTimers.push(
        setInterval(() => {
          if (this.transport.isOpen) this.transport.send('\n');
        }, outgoingMs),
      );
    if (incomingMs) {
      const check = setInterval(() => {
        if (Date.now() - this.lastReceived > incomingMs * 2) this.transport.terminate();
      }, incomingMs);
      this.heartbeatTimers.push(check);
    }
    this.heartbeatTimers.forEach((t) => t.unref());
  }

  private write(frame: StompFrame) {
    if (!this.closed && this.transport.isOpen) this.transport.send(serializeFrame(frame));
  }

  private onClose() {
    this.leave();
  }

  /** Once per session, on DISCONNECT or on the transport's close, whichever comes first. */
  private leave() {
    if (this.left) return;
    this.left = true;
    this.closed = true;
    clearTimeout(this.expiryTimer);
    this.heartbeatTimers.forEach(clearInterval);
    this.unsubscribeAll();
    if (this.connected) this.hub.activity(this.activity(LOGOUT_PAGE));
  }

  private unsubscribeAll() {
    this.subscriptions.forEach((unsubscribe) => unsubscribe());
    this.subscriptions.clear();
  }
}

/** An ERROR frame naming the reason; the caller closes the connection after it (spec 1.2). */
export function sendError(transport: StompTransport, message: string) {
  if (!transport.isOpen) return;
  transport.send(
    serializeFrame({ command: 'ERROR', headers: { message, 'content-type': 'text/plain' }, body: message }),
  );
}

function required(frame: StompFrame, header: string): string {
  const value = frame.headers[header];
  if (!value) throw new FrameError(`${frame.command} needs the ${header} header`);
  return value;
}
