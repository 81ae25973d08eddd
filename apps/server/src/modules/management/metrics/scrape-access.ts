import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { ADMIN_AUTHORITIES, hasAnyAuthority } from '@app/contracts';
import type { MetricsConfig } from '../../../config/metrics-config';
import { forbidden, unauthorized } from '../../../lib/app-error';
import { bearerToken } from '../../../plugins/caller';

// Equal-length digests: the comparison takes the same time whatever the token's length or content.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may scrape management/prometheus (docs/decisions/042), as the route's preValidation hook:
 * - an administrator's session, as on every management endpoint;
 * - `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time;
 * - a client in METRICS_ALLOW, without credentials (request.ip: the address as TRUST_PROXY resolves it).
 * Anyone else: 403 for a signed-in user who is not an administrator; 401 otherwise (no credentials,
 * or credentials that are not valid: a wrong metrics token, a forged bearer, another scheme), as
 * every other endpoint answers an invalid token.
 */
export function scrapeAccess(config: MetricsConfig) {
  const allowed = config.scrapeAllow.length ? proxyAddr.compile(config.scrapeAllow) : () => false;
  const expected = config.scrapeToken === undefined ? undefined : digest(config.scrapeToken);
  return async (request: FastifyRequest): Promise<void> => {
    if (hasAnyAuthority(request.principal?.authorities, ADMIN_AUTHORITIES)) return;
    const token = bearerToken(request);
    if (expected && token !== undefined && timingSafeEqual(digest(token), expected)) return;
    if (allowed(request.ip, 0)) return;
    if (request.principal)
      throw forbidden('Scraping the metrics needs an administrator, the metrics token or an allowed address');
    throw unauthorized();
  };
}
