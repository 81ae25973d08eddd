import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/config';
import type { AppDatabase } from './db/client';
import type { Mailer } from './adapters/mail/mailer';
import { AuditRepository, AuditService } from './modules/audit';
import { UserRepository } from './modules/users';
import { SelfServiceService, RegistrationService, PasswordResetService } from './modules/self-service';
import {
  createAuthServices,
  type SignInLimitSettings,
  AccountSessionsService,
  UserSessionRepository,
} from './modules/auth';
import { MailDelivery, MailOutboxRepository, MailOutbox, type MailRetry } from './modules/mail';
import type { JobEngine } from './jobs/job-engine';

export { DEFAULT_SIGN_IN_LIMITS, type SignInLimitSettings } from './modules/auth';

/**
 * The platform (the spec's part 1): the services several modules share — audit, mail outbox,
 * sign-in, tokens and sessions, the caller's own sessions, self-service, registration, password
 * reset — built once per app from their repositories and adapters. app.ts decorates the app with
 * it (`app.platform`) and hands it to every module (`context.platform`).
 */
export function createPlatform(deps: {
  config: AppConfig;
  db: AppDatabase;
  mailer: Mailer;
  log: FastifyBaseLogger;
  signInLimits?: SignInLimitSettings;
  /** How long a user's session state is cached (docs/decisions/012); tests lengthen it. */
  sessionCacheMs?: number;
  /** Prefix of the Redis keys and channels of sign-in limits and sessions; tests make it unique. */
  redisKeyPrefix?: string;
  now?: () => Date;
  /** The job engine: every mail is one of its jobs. */
  jobs: JobEngine;
  /** The mails' retry delays (tests shorten them). */
  mailRetry?: MailRetry;
}) {
  const { config, db, mailer, log } = deps;
  const users = new UserRepository(db);
  const userSessions = new UserSessionRepository(db);
  const now = deps.now ?? (() => new Date());
  // Every mail is queued in the transaction of its change and delivered by this (docs/decisions/014).
  const outboxRepository = new MailOutboxRepository(db);
  const mailDelivery = new MailDelivery(outboxRepository, mailer, log, now, deps.mailRetry);
  deps.jobs.queue(mailDelivery.queue());
  const mailOutbox = new MailOutbox(db, outboxRepository, deps.jobs, now);
  const audit = new AuditService(new AuditRepository(db), log);
  const auth = createAuthServices({
    config,
    users,
    userSessions,
    audit,
    log,
    signInLimits: deps.signInLimits,
    sessionCacheMs: deps.sessionCacheMs,
    redisKeyPrefix: deps.redisKeyPrefix,
  });
  return {
    ...auth,
    audit,
    selfService: new SelfServiceService(users, audit, auth.sessions),
    accountSessions: new AccountSessionsService(userSessions, auth.sessions, audit, now),
    mailOutbox,
    mailDelivery,
    registration: new RegistrationService(users, mailOutbox, audit, config.baseUrl, now),
    passwordReset: new PasswordResetService(
      users,
      mailOutbox,
      audit,
      config.baseUrl,
      log,
      auth.sessions,
      now,
    ),
  };
}
export type Platform = ReturnType<typeof createPlatform>;
