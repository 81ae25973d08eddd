import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_KEY_SCHEME,
  allows,
  apiKeyPermissionRecords,
  hasAnyAuthority,
  resolvePermission,
  type CrudOperation,
  type ServiceCode,
} from '@app/contracts';
import { forbidden, unauthorized } from '../lib/app-error';
import { requestClient } from '../lib/request-client';
import type { SessionService, Principal } from '../modules/auth';
import { SUPER_USER_ONLY, type Caller, type SuperUserOnly } from '../modules/access/caller';
import type { CallerRepository } from '../modules/access/caller.repository';
import type { ApiKeyAuthenticator, ApiKeyIdentity } from '../modules/api-keys';

/**
 * Who may call a route, declared in its config:
 * - 'public' (anyone), 'authenticated' (any session), or a list of authorities (any one suffices);
 * - 'account': the super user, or a user with a business account (docs/product.md#scope);
 * - 'consumer': a consumer session (ROLE_CONSUMER), the only kind of route besides 'public' that a
 *   consumer token opens (docs/decisions/023);
 * - 'route': the route's own preValidation hook decides (management/prometheus, docs/decisions/042).
 * Undeclared: API and management routes need a session; the web app's files and the docs are public.
 */
export type RouteAccess = 'public' | 'authenticated' | 'account' | 'consumer' | 'route' | readonly string[];

/** A service permission a route needs (docs/product.md#services-and-permissions); the super user holds them all. */
export interface PermissionNeed {
  service: ServiceCode;
  op: CrudOperation;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, from the bearer token; null when signed out. */
    principal: Principal | null;
    /** The caller in the account model, loaded once when the route declares it needs it; else null. */
    caller: Caller | null;
    /** The API key the request was made with (docs/decisions/046); null for a session or no one. */
    apiKey: ApiKeyIdentity | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Service permissions the caller must hold (all of them); implies access 'account'. */
    permission?: PermissionNeed | readonly PermissionNeed[];
    objectName?: string;
  }
}

const CONSUMER_AUTHORITY = 'ROLE_CONSUMER';
const PROTECTED_PREFIXES = ['/api/', '/management/'];
const defaultAccess = (url: string): RouteAccess =>
  PROTECTED_PREFIXES.some((p) => url.startsWith(p)) ? 'authenticated' : 'public';

/** Who a route opens to: its declared access, else signed-in users under /api/ and /management/, else everyone. */
export const routeAccess = (url: string, config: { access?: RouteAccess } | undefined): RouteAccess =>
  config?.access ?? defaultAccess(url);

/** Whether an API key may call a route: it declares service permissions, none of them USER_MANAGEMENT. */
export function keysOpen(config: { permission?: PermissionNeed | readonly PermissionNeed[] }): boolean {
  return keyRefusal(config) === undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
}

/** The API key a request presents (`Authorization: ApiKey …` or `X-API-Key`), else undefined. */
export function presentedApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith(`${API_KEY_SCHEME} `)) return header.slice(API_KEY_SCHEME.length + 1).trim();
  const key = request.headers['x-api-key'];
  return typeof key === 'string' ? key.trim() : undefined;
}

/**
 * A key's principal: the user it acts for, with the basic authority only (so no ROLE_ADMIN route,
 * no account type's authority), and no session (`api-key:<id>` instead).
 */
const keyPrincipal = (key: ApiKeyIdentity): Principal => ({
  login: key.creatorLogin,
  authorities: ['ROLE_USER'],
  userId: key.creatorUserId,
  tokenVersion: -1,
  sessionId: `api-key:${key.id}`,
  expiresAt: key.expiresAt ? Math.floor(key.expiresAt.getTime() / 1000) : Number.MAX_SAFE_INTEGER,
});

const needs = (
  permission: PermissionNeed | readonly PermissionNeed[] | undefined,
): readonly PermissionNeed[] =>
  permission === undefined ? [] : 'service' in permission ? [permission] : permission;

/**
 * The one place where a request's caller is resolved and a route's declared needs are enforced,
 * the same way for every module:
 * - onRequest: the bearer token opens a session only while its user exists, is activated and has
 *   the token's version; the principal carries the user's current authorities (decision 012);
 * - preValidation: 401 without a session, 403 without a declared authority (before the body is read);
 * - preHandler (after validation, so a bad request still answers 400): the caller — user, account,
 *   subtree root, permission records — is loaded from the database for routes that work with it,
 *   and the declared service permissions are checked. Records are read per request, never cached,
 *   so a right taken away is gone at the next call.
 * An API key (docs/decisions/046) is resolved the same way: its principal is its creator with
 * ROLE_USER only, its caller the creator's account with the creator's records narrowed to the key's
 * grants. A key opens only routes that declare a service permission, never USER_MANAGEMENT ones
 * (the account's users, their permissions, the keys): not the admin area, not the session's own calls.
 */
export const callerPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { sessions: SessionService; callers: CallerRepository; apiKeys?: ApiKeyAuthenticator },
  ) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('caller', null);
    app.decorateRequest('apiKey', null);
    app.addHook('onRequest', async (request) => {
      const key = opts.apiKeys ? presentedApiKey(request) : undefined;
      if (key !== undefined) {
        request.apiKey = await opts.apiKeys!.authenticate(key, request.ip);
        request.principal = keyPrincipal(request.apiKey);
        return;
      }
      const token = bearerToken(request);
      request.principal = token ? await opts.sessions.authenticate(token) : null;
    });
    // A session's last use is what it was answered for: a refused request changes nothing, not even that.
    app.addHook('onResponse', async (request, reply) => {
      if (request.apiKey) {
        const { method, url } = request;
        opts.apiKeys!.answered(request.apiKey, { method, url, address: request.ip }, reply.statusCode);
      } else if (request.principal && reply.statusCode < 400)
        opts.sessions.seen(request.principal, requestClient(request));
    });
    app.addHook('preValidation', async (request) => {
      if (request.is404) return; // unknown paths answer 404 to everyone
      const access = routeAccess(request.routeOptions.url ?? request.url, request.routeOptions.config);
      if (access === 'public' || access === 'route') return;
      if (!request.principal) throw unauthorized();
      if (request.apiKey) refuseToKeys(request.routeOptions.config ?? {});
      const consumer = request.principal.authorities.includes(CONSUMER_AUTHORITY);
      if (access === 'consumer') {
        if (!consumer) throw forbidden('Only a consumer session can use the consumer calls');
        return;
      }
      if (consumer) throw forbidden('A consumer session opens only the consumer calls');
      if (typeof access !== 'string' && !hasAnyAuthority(request.principal.authorities, access))
        throw forbidden();
    });
    app.addHook('preHandler', async (request) => {
      if (request.is404 || !request.principal) return;
      const config = request.routeOptions.config ?? {};
      const required = needs(config.permission);
      const accountNeeded = config.access === 'account' || required.length > 0;
      if (!accountNeeded) return;
      const caller = request.apiKey
        ? await keyCaller(request.apiKey, opts.callers)
        : await loadCaller(request.principal, opts.callers);
      if (accountNeeded && !caller.isSuperUser && !caller.account)
        throw forbidden('Only users with a business account can use the account area');
      for (const { service, op } of required)
        if (!caller.isSuperUser && !allows(resolvePermission(caller, service), op))
          throw forbidden(`Your ${service} permission does not allow ${op}`);
      request.caller = caller;
    });
  },
);

/** What no key reaches: routes without a service permission, and any USER_MANAGEMENT one. */
function keyRefusal(config: { permission?: PermissionNeed | readonly PermissionNeed[] }): string | undefined {
  const required = needs(config.permission);
  if (required.length === 0) return 'An API key opens only the service calls its grants name, not this one';
  if (required.some((n) => n.service === 'USER_MANAGEMENT'))
    return "An API key can never reach the account's users, permissions or keys";
  return undefined;
}

function refuseToKeys(config: { permission?: PermissionNeed | readonly PermissionNeed[] }) {
  const refusal = keyRefusal(config);
  if (refusal) throw forbidden(refusal);
}

/** A key's caller: its creator's account, with the creator's current records narrowed to the grants. */
async function keyCaller(key: ApiKeyIdentity, callers: CallerRepository): Promise<Caller> {
  const creator = await callers.load(key.creatorLogin, false);
  if (!creator?.account || creator.account.id !== key.accountId)
    throw forbidden("This API key's creator no longer belongs to its account");
  return { ...creator, records: apiKeyPermissionRecords(creator, key.grants) };
}

async function loadCaller(principal: Principal, callers: CallerRepository): Promise<Caller> {
  const caller = await callers.load(principal.login, principal.authorities.includes('ROLE_ADMIN'));
  if (!caller) throw forbidden('Your user no longer exists');
  return caller;
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The caller the plugin loaded; a route that did not declare it needs one is a developer error. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller)
    throw new Error(`${request.routeOptions.url}: declare access 'account' or a permission`);
  return request.caller;
}

/**
 * For routes open to account users under some operations and to ROLE_ADMIN only under others (the
 * generic entities): the loaded caller, or SUPER_USER_ONLY on a ROLE_ADMIN-only route, where the
 * plugin loads nothing. Anything else is a wiring fault, never a way around the rules.
 */
export function callerOrSuperUser(request: FastifyRequest): Caller | SuperUserOnly {
  if (request.caller) return request.caller;
  if (request.principal?.authorities.includes('ROLE_ADMIN')) return SUPER_USER_ONLY;
  throw new Error(`${request.routeOptions.url}: no caller loaded for a user who is not the super user`);
}
