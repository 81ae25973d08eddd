import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { authRoutes } from './auth.routes';
import { accountSessionsRoutes } from './account-sessions.routes';
import { UserSessionRepository } from './user-session.repository';

export { SessionService, SESSION_CACHE_MS } from './session.service';
export { TokenService, type Principal, type TokenClaims, type TokenSubject } from './token.service';
export {
  createAuthServices,
  DEFAULT_SIGN_IN_LIMITS,
  type Limit,
  type SignInLimitSettings,
} from './auth-services';
export { AccountSessionsService } from './account-sessions.service';
export { UserSessionRepository } from './user-session.repository';

/** How often the sessions that open nothing any more are deleted. */
const SESSION_SWEEP_EVERY_MS = 3_600_000;

/**
 * Sign-in and the caller's own sessions (the sign-in, token and session services are built in the
 * composition root, platform.ts).
 */
export async function authModule(app: FastifyInstance, context: ModuleContext) {
  await app.register(authRoutes, { platform: context.platform });
  await app.register(accountSessionsRoutes, { platform: context.platform });
  const userSessions = new UserSessionRepository(context.database.db);
  context.jobs.recurring({
    id: 'session-sweep',
    everyMs: SESSION_SWEEP_EVERY_MS,
    run: () => userSessions.sweep(new Date()),
  });
}
