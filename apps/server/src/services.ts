import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/config';
import type { AppDatabase } from './db/client';
import type { Mailer } from './adapters/mail/mailer';
import { RateLimiter } from './lib/rate-limiter';
import { AuditRepository } from './modules/audit/audit.repository';
import { AuditService } from './modules/audit/audit.service';
import { UserRepository } from './modules/account/user.repository';
import { AccountService } from './modules/account/account.service';
import { RegistrationService } from './modules/account/registration.service';
import { PasswordResetService } from './modules/account/password-reset.service';
import { SignInService } from './modules/auth/sign-in.service';
import { TokenService } from './modules/auth/token.service';

export interface SignInLimitSettings {
  perIp: { limit: number; windowMs: number };
  perLogin: { limit: number; windowMs: number };
}

/** 50 attempts per IP and 10 failures per login within 15 minutes (docs/decisions/002). */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = {
  perIp: { limit: 50, windowMs: 15 * 60_000 },
  perLogin: { limit: 10, windowMs: 15 * 60_000 },
};

/** The composition root: every service built once per app from its repositories and adapters. */
export function createServices(deps: {
  config: AppConfig;
  db: AppDatabase;
  mailer: Mailer;
  log: FastifyBaseLogger;
  signInLimits?: SignInLimitSettings;
  now?: () => Date;
}) {
  const { config, db, mailer, log } = deps;
  const limits = deps.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
  const users = new UserRepository(db);
  const audit = new AuditService(new AuditRepository(db), log);
  const tokens = new TokenService(
    config.jwtSecret,
    config.tokenValiditySeconds,
    config.tokenValidityRememberMeSeconds,
  );
  return {
    tokens,
    audit,
    signIn: new SignInService(users, tokens, audit, {
      perIp: new RateLimiter(limits.perIp.limit, limits.perIp.windowMs),
      perLogin: new RateLimiter(limits.perLogin.limit, limits.perLogin.windowMs),
    }),
    account: new AccountService(users, audit),
    registration: new RegistrationService(users, mailer, audit, config.baseUrl, log, deps.now),
    passwordReset: new PasswordResetService(users, mailer, audit, config.baseUrl, log, deps.now),
  };
}
export type Services = ReturnType<typeof createServices>;
