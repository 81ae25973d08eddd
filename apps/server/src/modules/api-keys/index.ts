import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { AttemptLimiter } from '../../lib/rate-limiter';
import type { AuditService } from '../audit';
import type { ModuleContext } from '../module-context';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { apiKeyRoutes } from './api-key.routes';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKeyService } from './api-key.service';

export { ApiKeyAuthenticator, type ApiKeyIdentity } from './api-key-authenticator';

/** The window of the per-key rate limit (API_KEY_RATE_LIMIT requests per window). */
const RATE_WINDOW_MS = 60_000;

/**
 * The authenticator the caller plugin uses for `Authorization: ApiKey …` and `X-API-Key` (built by
 * app.ts before the plugin); `limiter` makes the per-key limiter (Redis-shared when configured).
 */
export function createApiKeyAuthenticator(deps: {
  db: AppDatabase;
  audit: AuditService;
  log: FastifyBaseLogger;
  ratePerMinute: number;
  limiter: (name: string, limit: { limit: number; windowMs: number }) => AttemptLimiter;
  now?: () => Date;
}): ApiKeyAuthenticator {
  return new ApiKeyAuthenticator(
    new ApiKeyRepository(deps.db),
    deps.limiter('api-key', { limit: deps.ratePerMinute, windowMs: RATE_WINDOW_MS }),
    deps.audit,
    deps.log,
    deps.now,
  );
}

/** API keys for machines (docs/decisions/046): the account administrators' calls to manage them. */
export async function apiKeysModule(app: FastifyInstance, context: ModuleContext) {
  const keys = new ApiKeyService(new ApiKeyRepository(context.database.db), context.platform.audit);
  await app.register(apiKeyRoutes, { keys });
}
