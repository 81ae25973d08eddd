import type { Connection } from 'sockjs';
import type { WebSocket } from 'ws';

/**
 * What a STOMP session needs of its connection, so that the same session (its limits, its token's
 * expiry) runs over a plain websocket and over a SockJS session alike.
 */
export interface StompTransport {
  /** Whether a frame written now can reach the client. */
  readonly isOpen: boolean;
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Ends a connection whose client stopped answering, without waiting for a closing handshake. */
  terminate(): void;
  onMessage(listener: (data: Buffer | string) => void): void;
  onClose(listener: () => void): void;
  onError(listener: (error: unknown) => void): void;
}

export function webSocketTransport(ws: WebSocket): StompTransport {
  return {
    get isOpen() {
      return ws.readyState === ws.OPEN;
    },
    send: (text) => ws.send(text),
    close: (code, reason) => ws.close(code, reason),
    terminate: () => ws.terminate(),
    onMessage: (listener) => ws.on('message', (data: Buffer) => listener(data)),
    onClose: (listener) => ws.once('close', listener),
    onError: (listener) => ws.on('error', listener),
  };
}

/** SockJS's readyState of an open session (its values are those of the WebSocket API). */
const SOCKJS_OPEN = 1;

/**
 * SockJS sends its open frame before the application has seen the session, so the client's CONNECT
 * may arrive while the session's token is still being checked: what arrives before a listener is
 * set is kept for it, and a close that came first is reported at once.
 */
export function sockJsTransport(conn: Connection): StompTransport {
  const early: string[] = [];
  let deliver: ((data: string) => void) | undefined;
  let closed = false;
  const closeListeners: Array<() => void> = [];
  conn.on('data', (data: string) => (deliver ? deliver(data) : early.push(data)));
  conn.once('close', () => {
    closed = true;
    closeListeners.splice(0).forEach((listener) => listener());
  });
  return {
    get isOpen() {
      return !closed && conn.readyState === SOCKJS_OPEN;
    },
    send: (text) => conn.write(text),
    close: (code, reason) => closeSockJs(conn, code, reason),
    // A SockJS session has no socket of its own to cut (it may be a series of HTTP requests).
    terminate: () => closeSockJs(conn, 1001, 'no heart-beat'),
    onMessage: (listener) => {
      deliver = listener;
      early.splice(0).forEach(listener);
    },
    onClose: (listener) => (closed ? listener() : void closeListeners.push(listener)),
    onError: (listener) => conn.on('error', listener),
  };
}

/**
 * sockjs writes the code as given into the close frame (`c[1008,"..."]`), and the client reads a
 * number there; its typings say string, so the number goes through this one cast.
 */
function closeSockJs(conn: Connection, code: number, reason: string) {
  (conn.close as unknown as (this: Connection, code: number, reason: string) => boolean).call(
    conn,
    code,
    reason,
  );
}
