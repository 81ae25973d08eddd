import type { FastifyRequest } from 'fastify';

/** Where a request comes from: its address (behind trusted proxies, the client's) and its browser. */
export interface RequestClient {
  ipAddress: string;
  userAgent: string | null;
}

export const requestClient = (request: FastifyRequest): RequestClient => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
