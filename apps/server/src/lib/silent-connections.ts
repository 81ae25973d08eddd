import type { Server } from 'node:http';

/**
 * Closes connections that send nothing at all within `ms`. Node's headersTimeout starts only with
 * the first byte of a request and keepAliveTimeout only after a response, so a connection opened
 * and left silent would otherwise stay open until the client gives up (file handles run out first).
 */
export function closeSilentConnections(server: Server, ms: number): void {
  server.on('connection', (socket) => {
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    socket.once('data', stop);
    socket.once('close', stop);
  });
}
