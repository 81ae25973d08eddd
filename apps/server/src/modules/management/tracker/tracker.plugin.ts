import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Connection } from 'sockjs';
import { WebSocketServer } from 'ws';
import { TRACKER_ENDPOINT } from '@app/contracts';
import type { SessionService, Principal } from '../../auth';
import { clientAddress } from '../../../lib/client-address';
import type { TrustProxy } from '../../../config/config';
import { sockJsEndpoint } from './sockjs-endpoint';
import { MAX_FRAME_BYTES } from './stomp-frame';
import { sendError, StompSession } from './stomp-session';
import { webSocketTransport, type StompTransport } from './stomp-transport';
import { refuseUpgrade, trackerAccess } from './tracker-access';
import { MAX_CONNECTIONS_PER_USER, TrackerConnections } from './tracker-connections';
import type { TrackerHub } from './tracker-hub';
import type { BulkJobFeed, DeviceStatusFeed, NotificationFeed } from '../../live-status';

const STOMP_PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/**
 * The tracker endpoint (docs/product.md#live-tracker, the live device status of
 * docs/decisions/032, the bulk jobs' live progress of docs/decisions/038 and the bell of docs/decisions/040): STOMP over a plain websocket at /websocket/tracker, and over SockJS under it
 * for JHipster clients. The bearer token comes in the access_token query parameter and is checked
 * before the upgrade (401 without a valid one, or one whose session has ended: docs/decisions/012).
 * A connection ends when its token expires or its user's sessions end; a user holds at most
 * MAX_CONNECTIONS_PER_USER connections on this instance (docs/decisions/011).
 */
export async function trackerPlugin(
  app: FastifyInstance,
  {
    hub,
    statusFeed,
    bulkJobFeed,
    notificationFeed,
    sessions,
    log,
    trustProxy,
  }: {
    hub: TrackerHub;
    statusFeed: DeviceStatusFeed;
    bulkJobFeed: BulkJobFeed;
    /** The bell's unread counts (docs/decisions/040), at /user/queue/notifications. */
    notificationFeed?: NotificationFeed;
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
  const connections = new TrackerConnections();
  const stopListening = sessions.onChanged(
    (login) =>
      void connections.endClosed(login, (session) => sessions.stillOpen(session.principal), 'session ended'),
  );

  /** One open connection, plain or SockJS, becomes a STOMP session, unless its user has too many. */
  const accept = (transport: StompTransport, principal: Principal, ipAddress: string) => {
    if (!connections.admits(principal.login)) {
      const message = `too many connections, at most ${MAX_CONNECTIONS_PER_USER} per user`;
      log.info({ login: principal.login }, message);
      transport.onError((error) => log.debug({ err: error }, 'refused tracker socket error'));
      sendError(transport, message);
      transport.close(1008, message);
      return;
    }
    hub.connections += 1;
    const session = new StompSession(
      transport,
      principal,
      ipAddress,
      hub,
      statusFeed,
      bulkJobFeed,
      log,
      notificationFeed,
    );
    connections.add(principal.login, session);
    transport.onClose(() => {
      hub.connections -= 1;
      connections.remove(principal.login, session);
    });
  };

  const sockJs = sockJsEndpoint(app, {
    access: (url) => trackerAccess(sessions, url),
    accept: (transport, principal, conn) => accept(transport, principal, sockJsAddress(conn, trustProxy)),
    log,
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith(`${TRACKER_ENDPOINT}/`)) return sockJs.upgrade(request, socket, head);
    if (pathname !== TRACKER_ENDPOINT) {
      // Another websocket endpoint may be listening; with none, refuse instead of hanging.
      if (app.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404);
      return;
    }
    trackerAccess(sessions, request.url).then(
      (result) => {
        if ('refused' in result) return refuseUpgrade(socket, result.refused);
        wss.handleUpgrade(request, socket, head, (ws) =>
          accept(webSocketTransport(ws), result.principal, clientAddress(request, trustProxy)),
        );
      },
      (error: unknown) => {
        log.error({ err: error }, 'tracker session check failed');
        refuseUpgrade(socket, 503);
      },
    );
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    stopListening();
    connections.shutdown();
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

/** The client's address of a SockJS session, by the same rule as request.ip (SockJS keeps the proxy headers). */
function sockJsAddress(conn: Connection, trustProxy: TrustProxy): string {
  const request = { headers: conn.headers, socket: { remoteAddress: conn.remoteAddress } };
  return clientAddress(request as unknown as IncomingMessage, trustProxy);
}
