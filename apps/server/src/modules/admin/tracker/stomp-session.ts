import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  ACTIVITY_DESTINATION,
  ADMIN_AUTHORITIES,
  APP_VERSION,
  DEVICE_STATUS_DESTINATION,
  hasAnyAuthority,
  LOGOUT_PAGE,
  TRACKER_TOPIC,
  type TrackerActivity,
} from '@app/contracts';
import type { Principal } from '../../auth/token.service';
import { serializeFrame, StompParser, StompProtocolError, type StompFrame } from './stomp-frame';
import type { TrackerHub } from './tracker-hub';
import type { DeviceStatusFeed } from '../../live-status';

/** The heart-beats this server offers and asks for, in ms (0 = none). */
export const SERVER_HEARTBEAT_MS = 10_000;
const MAX_PAGE_LENGTH = 1000;

class FrameError extends Error {}

/**
 * One tracker connection speaking STOMP 1.2: CONNECT, SUBSCRIBE to /topic/tracker (admins) and to
 * /topic/device-status (every signed-in user: the devices of its own scope, docs/decisions/032),
 * SEND {page} to /topic/activity (every signed-in user), UNSUBSCRIBE, DISCONNECT, heart-beats.
 * A refused frame gets an ERROR frame and the connection is closed, as the spec requires.
 */
export class StompSession {
  readonly id = randomBytes(6).toString('hex');
  private readonly parser = new StompParser();
  private connected = false;
  private closed = false;
  private readonly subscriptions = new Map<string, () => void>();
  private lastReceived = Date.now();
  private heartbeatTimers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ws: WebSocket,
    private readonly principal: Principal,
    private readonly ipAddress: string,
    private readonly hub: TrackerHub,
    private readonly statusFeed: DeviceStatusFeed,
    private readonly log: FastifyBaseLogger,
  ) {
    ws.on('message', (data: Buffer) => this.onData(data));
    ws.on('close', () => this.onClose());
    ws.on('error', (error) => log.debug({ err: error, session: this.id }, 'tracker socket error'));
  }

  private onData(data: Buffer) {
    this.lastReceived = Date.now();
    try {
      for (const frame of this.parser.push(data)) this.handle(frame);
    } catch (error) {
      if (error instanceof FrameError || error instanceof StompProtocolError) this.fail(error.message);
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
        this.ws.close(1000);
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
    if (destination !== TRACKER_TOPIC && destination !== DEVICE_STATUS_DESTINATION)
      throw new FrameError(`unknown destination ${destination}`);
    if (this.subscriptions.has(id)) throw new FrameError(`subscription ${id} already exists`);
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
    if (destination === DEVICE_STATUS_DESTINATION) {
      // Which devices this user sees is decided at each delivery, never here (DeviceStatusFeed).
      const isSuperUser = this.principal.authorities.includes('ROLE_ADMIN');
      this.subscriptions.set(
        id,
        this.statusFeed.subscribe({ login: this.principal.login, isSuperUser, deliver }),
      );
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
    if (outgoingMs) this.heartbeatTimers.push(setInterval(() => this.ws.send('\n'), outgoingMs));
    if (incomingMs) {
      const check = setInterval(() => {
        if (Date.now() - this.lastReceived > incomingMs * 2) this.ws.terminate();
      }, incomingMs);
      this.heartbeatTimers.push(check);
    }
    this.heartbeatTimers.forEach((t) => t.unref());
  }

  private write(frame: StompFrame) {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(serializeFrame(frame));
  }

  private fail(message: string) {
    this.log.info(
      { session: this.id, login: this.principal.login, reason: message },
      'tracker frame refused',
    );
    this.write({ command: 'ERROR', headers: { message, 'content-type': 'text/plain' }, body: message });
    this.ws.close(1008, message.slice(0, 100));
    this.closed = true;
  }

  private onClose() {
    this.closed = true;
    this.heartbeatTimers.forEach(clearInterval);
    this.subscriptions.forEach((unsubscribe) => unsubscribe());
    this.subscriptions.clear();
    if (this.connected) this.hub.activity(this.activity(LOGOUT_PAGE));
  }
}

function required(frame: StompFrame, header: string): string {
  const value = frame.headers[header];
  if (!value) throw new FrameError(`${frame.command} needs the ${header} header`);
  return value;
}
