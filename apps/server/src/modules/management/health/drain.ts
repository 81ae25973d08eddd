import type { Server } from 'node:http';
import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The process is shutting down gracefully (docs/decisions/035): from `begin()` on, readiness
 * answers 503 so a load balancer stops sending new requests, while the listener keeps serving
 * whatever still arrives, each response closing its connection so keep-alive clients move on.
 */
export class Drain {
  private since: number | undefined;

  get draining(): boolean {
    return this.since !== undefined;
  }

  begin(now = Date.now()): void {
    this.since ??= now;
  }

  /** onRequest hook: while draining, the connection closes after its response. */
  readonly closeConnections = async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (this.draining) reply.header('connection', 'close');
  };
}

/**
 * Stops accepting connections and resolves once every open one has ended (in-flight requests
 * answered). A keep-alive connection left idle closes by its keep-alive timeout (shorter than the
 * default drain); any connection still open after `graceMs` is cut.
 * `onClosing` runs just before the listening socket closes.
 */
export async function closeListener(
  server: Server,
  graceMs: number,
  onClosing: () => void = () => undefined,
): Promise<void> {
  // One turn of the event loop first: its poll phase accepts the connections the kernel already
  // queued; closing with them still queued would reset them (ECONNRESET at the client).
  await new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    onClosing();
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    cut.unref();
    // net.Server's close, not http.Server's: that one also closes the connections it deems idle,
    // which include those just accepted whose request is not read yet: they would be reset. These
    // are answered instead (with Connection: close, like every response while draining).
    net.Server.prototype.close.call(server, () => {
      clearTimeout(cut);
      resolve();
    });
  });
}
