import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import WebSocket from 'ws';
import { DEVICE_STATUS_DESTINATION, deviceStatusPushSchema, type PushedDeviceStatus } from '@app/contracts';

/**
 * A tracker client for tests: the standard @stomp/stompjs client over a `ws` websocket, or over
 * `sockjs-client` as a JHipster client connects.
 */
export interface TrackerClient {
  client: Client;
  messages: Array<Record<string, string>>;
  /** Devices received on the live status destination, in order (each message's list flattened). */
  pushed: PushedDeviceStatus[];
  errors: IFrame[];
  /** Resolves with the close code when the connection closes. */
  closed: Promise<number>;
  send(page: string): void;
  subscribe(): void;
  /** Subscribes to the live device status (DEVICE_STATUS_DESTINATION); bodies are checked by the contract's schema. */
  subscribeStatus(): void;
  waitFor(
    predicate: (m: Record<string, string>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, string>>;
  disconnect(): Promise<void>;
}

/** A plain websocket, SockJS's websocket transport, or its xhr-streaming fallback. */
export type TrackerTransport = 'websocket' | 'sockjs' | 'sockjs-xhr-streaming';

/**
 * Opens a client to `baseUrl` with the bearer token; resolves once connected (STOMP CONNECTED
 * received), or once closed when the server refused the connection (see `errors` and `closed`).
 */
export function connectTracker(
  baseUrl: string,
  token: string,
  transport: TrackerTransport = 'websocket',
): Promise<TrackerClient> {
  const query = `access_token=${encodeURIComponent(token.replace(/^Bearer /, ''))}`;
  const factory =
    transport !== 'websocket'
      ? () =>
          new SockJS(`${baseUrl}/websocket/tracker?${query}`, undefined, {
            transports: transport === 'sockjs' ? 'websocket' : 'xhr-streaming',
          })
      : () =>
          new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/websocket/tracker?${query}`, [
            'v12.stomp',
            'v11.stomp',
            'v10.stomp',
          ]);
  const messages: Array<Record<string, string>> = [];
  const pushed: PushedDeviceStatus[] = [];
  const errors: IFrame[] = [];
  let onClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: factory as () => WebSocket,
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      onStompError: (frame) => errors.push(frame),
      onWebSocketClose: (event: { code: number }) => {
        onClosed(event.code);
        resolve(tracker);
      },
      onWebSocketError: (event) =>
        reject(new Error(`websocket error: ${String((event as { message?: string }).message)}`)),
    });
    const tracker: TrackerClient = {
      client,
      messages,
      pushed,
      errors,
      closed,
      send: (page) => client.publish({ destination: '/topic/activity', body: JSON.stringify({ page }) }),
      subscribe: () => {
        client.subscribe('/topic/tracker', (message: IMessage) => messages.push(JSON.parse(message.body)));
      },
      subscribeStatus: () => {
        client.subscribe(DEVICE_STATUS_DESTINATION, (message: IMessage) =>
          pushed.push(...deviceStatusPushSchema.parse(JSON.parse(message.body)).devices),
        );
      },
      async waitFor(predicate, timeoutMs = 5000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const found = messages.find(predicate);
          if (found) return found;
          if (Date.now() > deadline)
            throw new Error(`no matching tracker message in ${JSON.stringify(messages)}`);
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      disconnect: () => client.deactivate(),
    };
    client.onConnect = () => resolve(tracker);
    client.activate();
  });
}

/** The HTTP status a websocket upgrade is refused with (or 101 when accepted). */
export function upgradeStatus(url: string, protocols: string[] = ['v12.stomp']): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, protocols);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', () => undefined);
  });
}
