import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { TRACKER_ENDPOINT } from '@app/contracts';
import type { SessionService } from '../../auth/session.service';
import { clientAddress } from '../../../lib/client-address';
import type { TrustProxy } from '../../../config/config';
import { MAX_FRAME_BYTES } from './stomp-frame';
import { StompSession } from './stomp-session';
import type { TrackerHub } from './tracker-hub';
import type { DeviceStatusFeed } from '../../live-status';

const STOMP_PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The websocket at /websocket/tracker (docs/product.md#live-tracker, and the live device status of
 * docs/decisions/032): the bearer token comes in the
 * access_token query parameter and is checked before the upgrade (401 without a valid one, or one
 * whose session has ended: docs/decisions/012). When a user's sessions end, its open sockets close.
 */
export async function trackerPlugin(
  app: FastifyInstance,
  {
    hub,
    statusFeed,
    sessions,
    log,
    trustProxy,
  }: {
    hub: TrackerHub;
    statusFeed: DeviceStatusFeed;
    sessions: SessionService;
    log: FastifyBaseLogger;
    trustProxy: TrustProxy;
  },
) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (offered) => STOMP_PROTOCOLS.find((p) => offered.has(p)) ?? false,
  });
  const open = new Map<string, Set<WebSocket>>();
  const stopListening = sessions.onChanged((login) => {
    for (const ws of open.get(login) ?? []) ws.close(1008, 'session ended');
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== TRACKER_ENDPOINT) {
      // Another websocket endpoint may be listening; with none, refuse instead of hanging.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    const token = url.searchParams.get('access_token');
    void (token ? sessions.authenticate(token) : Promise.resolve(null)).then(
      (principal) => {
        if (!principal) return refuse(socket, 401, 'Unauthorized');
        // A consumer session opens the consumer calls only (docs/decisions/023).
        if (principal.authorities.includes('ROLE_CONSUMER')) return refuse(socket, 403, 'Forbidden');
        wss.handleUpgrade(request, socket, head, (ws) => {
          hub.connections += 1;
          const mine = open.get(principal.login) ?? new Set();
          open.set(principal.login, mine.add(ws));
          ws.once('close', () => {
            hub.connections -= 1;
            mine.delete(ws);
            if (mine.size === 0 && open.get(principal.login) === mine) open.delete(principal.login);
          });
          new StompSession(ws, principal, clientAddress(request, trustProxy), hub, statusFeed, log);
        });
      },
      (error: unknown) => {
        log.error({ err: error }, 'tracker session check failed');
        refuse(socket, 503, 'Service Unavailable');
      },
    );
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    stopListening();
    for (const client of wss.clients) client.close(1001, 'server shutting down');
    // Give clients a moment to answer the closing handshake, then cut the rest.
    for (let waited = 0; wss.clients.size > 0 && waited < 1000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    for (const client of wss.clients) client.terminate();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await hub.close();
  });
}
