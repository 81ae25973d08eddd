import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import sockjs, { type Connection, type ServerOptions } from 'sockjs';
import { TRACKER_ENDPOINT } from '@app/contracts';
import { AppError, forbidden, notFound, unauthorized } from '../../../lib/app-error';
import type { Principal } from '../../auth';
import { MAX_FRAME_BYTES } from './stomp-frame';
import { sendError } from './stomp-session';
import { sockJsTransport, type StompTransport } from './stomp-transport';
import { refuseUpgrade, type TrackerAccess } from './tracker-access';

/**
 * The SockJS paths served under the endpoint: the info call, and the websocket, xhr-streaming and
 * xhr-polling transports with their send call. The iframe, JSONP, EventSource and htmlfile
 * transports (old browsers, cross-domain pages) answer 404; a client then uses the next one.
 */
const INFO_PATH = /^\/info\/?$/;
const TRANSPORT_PATH = /^\/[^/.]+\/[^/.]+\/(websocket|xhr|xhr_send|xhr_streaming)\/?$/;
const SEND_PATH = /^\/[^/.]+\/[^/.]+\/xhr_send\/?$/;
const WEBSOCKET_PATH = /^\/[^/.]+\/[^/.]+\/websocket\/?$/;
/** A SockJS message is a JSON array of STOMP frames; JSON escaping may make a frame up to this much larger. */
const MAX_MESSAGE_BYTES = 4 * MAX_FRAME_BYTES;

const tooLarge = () =>
  new AppError(413, 'http.413', `A SockJS message is at most ${MAX_MESSAGE_BYTES} bytes`);

type SockJsHandler = (request: IncomingMessage, response: ServerResponse | Duplex, head?: Buffer) => boolean;

export interface SockJsEndpoint {
  /** Serves a websocket upgrade to a path under the endpoint (checked, then handed to SockJS). */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/**
 * SockJS at the tracker endpoint, beside the plain websocket, for JHipster clients
 * (`new SockJS('/websocket/tracker?access_token=…')`, as Spring's `withSockJS()` serves it):
 * `sockjs`, the protocol's reference server, does the framing (`o`, `a[…]`, `h`, `c[…]`) and the
 * sessions; each request is checked here first, with the plain websocket's access rule, and each
 * SockJS session becomes one tracker connection like any other (limits, token expiry).
 */
export function sockJsEndpoint(
  app: FastifyInstance,
  {
    access,
    accept,
    log,
  }: {
    access: (url: string | undefined) => Promise<TrackerAccess>;
    accept: (transport: StompTransport, principal: Principal, conn: Connection) => void;
    log: FastifyBaseLogger;
  },
): SockJsEndpoint {
  const options: ServerOptions & { faye_server_options: { maxLength: number } } = {
    prefix: TRACKER_ENDPOINT,
    // Its request lines carry the access token: only errors are logged.
    log: (severity, line) => {
      if (severity === 'error') log.warn({ sockjs: line }, 'sockjs error');
    },
    faye_server_options: { maxLength: MAX_MESSAGE_BYTES },
  };
  const server = sockjs.createServer(options);
  // `middleware()` is the handler installHandlers would put on the HTTP server; not in the typings.
  const handle = (server as unknown as { middleware(): SockJsHandler }).middleware();

  server.on('connection', (conn: Connection | null) => {
    if (!conn) return;
    const transport = sockJsTransport(conn);
    transport.onError((error) => log.debug({ err: error }, 'sockjs session error'));
    // The request that opened the session was checked; the token is read again for its principal.
    access(conn.url).then(
      (result) => {
        if ('principal' in result) return accept(transport, result.principal, conn);
        sendError(transport, 'token expired or session ended');
        transport.close(1008, 'token expired or session ended');
      },
      (error: unknown) => {
        log.error({ err: error }, 'tracker session check failed');
        transport.close(1011, 'session check failed');
      },
    );
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${TRACKER_ENDPOINT}/*`,
    config: { access: 'public' },
    // The SockJS protocol, not an API of this product: not in the OpenAPI document.
    schema: { hide: true },
    // Before Fastify reads the body: SockJS reads its own.
    onRequest: async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').slice(TRACKER_ENDPOINT.length);
      if (!INFO_PATH.test(path) && !TRANSPORT_PATH.test(path)) throw notFound();
      const result = await access(request.url);
      if ('refused' in result) throw result.refused === 401 ? unauthorized() : forbidden();
      // The one call with a body (the client's frames), which SockJS would read without bound.
      if (SEND_PATH.test(path)) {
        if (Number(request.headers['content-length'] ?? 0) > MAX_MESSAGE_BYTES) throw tooLarge();
        let received = 0;
        request.raw.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_MESSAGE_BYTES) request.raw.destroy();
        });
      }
      void reply.hijack();
      if (!handle(request.raw, reply.raw)) reply.raw.writeHead(404).end();
    },
    handler: async () => undefined,
  });

  return {
    upgrade(request, socket, head) {
      const path = (request.url ?? '/').split('?')[0]!.slice(TRACKER_ENDPOINT.length);
      if (!WEBSOCKET_PATH.test(path)) return refuseUpgrade(socket, 404);
      void access(request.url).then(
        (result) => {
          if ('refused' in result) return refuseUpgrade(socket, result.refused);
          if (!handle(request, socket, head)) refuseUpgrade(socket, 404);
        },
        (error: unknown) => {
          log.error({ err: error }, 'tracker session check failed');
          refuseUpgrade(socket, 503);
        },
      );
    },
  };
}
