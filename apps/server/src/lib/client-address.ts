import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/config';

/** Which hops of X-Forwarded-For TRUST_PROXY trusts; the one rule for Fastify's request.ip and the websocket. */
export function trustedHop(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** The client's address of a raw request (the websocket upgrade), by the same rule as request.ip. */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trustedHop(trust)) || request.socket.remoteAddress || 'unknown';
}
