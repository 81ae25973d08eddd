import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import { MemoryAttemptLimiter, RedisAttemptLimiter, type AttemptLimiter } from '../../lib/rate-limiter';
import type { UserRepository } from '../users';
import type { AuditService } from '../audit';
import { RedisSessionBus } from './session-bus';
import { SESSION_CACHE_MS, SessionService } from './session.service';
import { SignInService } from './sign-in.service';
import { TokenService } from './token.service';
import { type UserSessionRepository } from './user-session.repository';

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Failed sign-ins per window: allowed per address, per source (address + login) and distinct
 * failing logins per address, over which the attempt is refused; and per login from anywhere, over
 * which its attempts are only slowed down (`loginSlowdown`), never refused.
 */
export interface SignInLimitSettings {
  perIp: Limit;
  /** One login from one address; default DEFAULT_SIGN_IN_LIMITS.perSource. */
  perSource?: Limit;
  /** `limit` = failures of the login (any address) after which its sign-ins wait. */
  perLogin: Limit;
  /** Password spraying; default DEFAULT_SIGN_IN_LIMITS.perIpLogins. */
  perIpLogins?: Limit;
  /** The wait per failure beyond perLogin.limit and its cap; default DEFAULT_SIGN_IN_LIMITS.loginSlowdown. */
  loginSlowdown?: { stepMs: number; maxMs: number };
}

/**
 * 30 failures per address, 10 per address and login, 10 distinct failing logins per address, in
 * 15 minutes; past 10 failures of a login from anywhere, +250 ms a failure up to 3 s (docs/decisions/002).
 */
export const DEFAULT_SIGN_IN_LIMITS: Required<SignInLimitSettings> = {
  perIp: { limit: 30, windowMs: 15 * 60_000 },
  perSource: { limit: 10, windowMs: 15 * 60_000 },
  perLogin: { limit: 10, windowMs: 15 * 60_000 },
  perIpLogins: { limit: 10, windowMs: 15 * 60_000 },
  loginSlowdown: { stepMs: 250, maxMs: 3_000 },
};

/**
 * Tokens, the session check and sign-in. With REDIS_URL the sign-in limits live in Redis and
 * session changes are announced on a Redis channel, so every instance agrees (keys and channel
 * under `redisKeyPrefix`, default `purifier`).
 */
export function createAuthServices(deps: {
  config: AppConfig;
  users: UserRepository;
  userSessions: UserSessionRepository;
  audit: AuditService;
  log: FastifyBaseLogger;
  signInLimits?: SignInLimitSettings;
  sessionCacheMs?: number;
  redisKeyPrefix?: string;
}) {
  const { config, users, audit, log } = deps;
  const prefix = deps.redisKeyPrefix ?? 'purifier';
  const limits = { ...DEFAULT_SIGN_IN_LIMITS, ...deps.signInLimits };
  const tokens = new TokenService(
    config.jwtSecret,
    config.tokenValiditySeconds,
    config.tokenValidityRememberMeSeconds,
  );

  let redis: Redis | undefined;
  let bus: RedisSessionBus | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    redis.on('error', (error: Error) => log.warn({ err: error }, 'auth redis connection error'));
    bus = new RedisSessionBus(redis, `${prefix}:sessions:changed`, log);
  }
  /** A fixed-window limiter, shared by every instance through Redis when it is configured. */
  const attemptLimiter = (name: string, { limit, windowMs }: Limit): AttemptLimiter =>
    redis
      ? new RedisAttemptLimiter(redis, `${prefix}:${name}`, limit, windowMs, (error) =>
          log.warn({ err: error, limiter: name }, 'attempt limits: redis unreachable, counting in memory'),
        )
      : new MemoryAttemptLimiter(limit, windowMs);
  const limiter = (name: string, limit: Limit) => attemptLimiter(`signin:${name}`, limit);

  const sessions = new SessionService(
    users,
    deps.userSessions,
    tokens,
    log,
    bus,
    deps.sessionCacheMs ?? SESSION_CACHE_MS,
  );
  const signIn = new SignInService(users, sessions, audit, {
    perIp: limiter('ip', limits.perIp),
    perSource: limiter('source', limits.perSource),
    perIpLogins: limiter('ip-logins', limits.perIpLogins),
    perLogin: limiter('login', limits.perLogin),
    loginSlowdown: limits.loginSlowdown,
  });
  return {
    tokens,
    sessions,
    signIn,
    attemptLimiter,
    /** Connections of the shared state: wait for them at start, close them at the end. */
    authConnections: {
      async ready(): Promise<void> {
        await bus?.ready();
      },
      async close(): Promise<void> {
        await bus?.close();
        redis?.disconnect();
      },
    },
  };
}
