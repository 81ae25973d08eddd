import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import { DEVICE_STATUS_DESTINATION, deviceStatusPushSchema, type PushedDeviceStatus } from '@app/contracts';

/** A tracker client for tests: the standard @stomp/stompjs client over a `ws` websocket. */
export interface TrackerClient {
  client: Client;
  messages: Array<Record<string, string>>;
  /** Devices received on the live status destination, in order (each message's list flattened). */
  pushed: PushedDeviceStatus[];
  errors: IFrame[];
  closed: Promise<void>;
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

/** Opens and connects (STOMP CONNECTED received) a client to `baseUrl` with the bearer token. */
export function connectTracker(baseUrl: string, token: string): Promise<TrackerClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/websocket/tracker?access_token=${encodeURIComponent(token.replace(/^Bearer /, ''))}`;
  const messages: Array<Record<string, string>> = [];
  const pushed: PushedDeviceStatus[] = [];
  const errors: IFrame[] = [];
  let onClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      onStompError: (frame) => errors.push(frame),
      onWebSocketClose: () => onClosed(),
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
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, ['v12.stomp']);
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
