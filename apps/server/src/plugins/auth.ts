import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyAuthority } from '@app/contracts';
import { forbidden, unauthorized } from '../lib/app-error';
import type { SessionService } from '../modules/auth/session.service';
import type { Principal } from '../modules/auth/token.service';

/**
 * Who may call a route, declared in its config:
 * 'public' (anyone), 'authenticated', or a list of authorities (any one suffices).
 * Undeclared: API and management routes need a session; the web app's files and the docs are public.
 */
export type RouteAccess = 'public' | 'authenticated' | readonly string[];

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    objectName?: string;
  }
}

const PROTECTED_PREFIXES = ['/api/', '/management/'];
const defaultAccess = (url: string): RouteAccess =>
  PROTECTED_PREFIXES.some((p) => url.startsWith(p)) ? 'authenticated' : 'public';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
}

/**
 * Reads the bearer token on every request and enforces each route's declared access. A token opens
 * a session only while its user exists, is activated and has the token's version; the principal
 * carries the user's current authorities (docs/decisions/012).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.principal = token ? await opts.sessions.authenticate(token) : null;
  });
  app.addHook('preValidation', async (request) => {
    if (request.is404) return; // unknown paths answer 404 to everyone
    const access =
      request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url ?? request.url);
    if (access === 'public') return;
    if (!request.principal) throw unauthorized();
    if (access !== 'authenticated' && !hasAnyAuthority(request.principal.authorities, access))
      throw forbidden();
  });
});

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
