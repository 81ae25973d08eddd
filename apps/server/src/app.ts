import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail/mailer';
import { callerPlugin } from './plugins/caller';
import { CallerRepository } from './modules/access/caller.repository';
import { compressionPlugin, webCacheControl } from './plugins/compression';
import { OneLineRequestLog } from './lib/request-log';
import { serializerCompiler } from './lib/compiled-serializer';
import { errorHandlerPlugin, frameworkErrorHandler, sendNotFound } from './plugins/error-handler';
import { inputPolicyPlugin } from './plugins/input-policy';
import { lazyRequestLogger, loggerOptions } from './lib/logging';
import { openApiPlugin } from './plugins/openapi';
import { createPlatform, type Platform, type SignInLimitSettings } from './platform';
import { selfServiceModule } from './modules/self-service';
import { authModule } from './modules/auth';
import { i18nModule } from './modules/i18n';
import { managementInfoModule, managementModule, Drain } from './modules/management';
import { entitiesModule } from './modules/entities';
import { accountsModule } from './modules/accounts';
import { iotModule, ReportPool } from './modules/iot';
import { mailModule, type MailRetry } from './modules/mail';
import { consumerModule } from './modules/consumer';
import { monthlyReportModule } from './modules/monthly-report';
import { quotaGuardModule } from './modules/quota-guard';
import { airQualityModule } from './modules/air-quality';
import {
  createFilterForecastRefresher,
  fleetFiltersModule,
  type FilterForecastRefresher,
} from './modules/fleet-filters';
import { fleetHealthModule } from './modules/fleet-health';
import { dashboardModule } from './modules/dashboard';
import {
  alertsModule,
  AlarmAudienceRepository,
  AlarmEventBus,
  createAlertEvaluator,
  type AlertEvaluator,
} from './modules/alerts';
import { notificationsModule } from './modules/notifications';
import { webhooksModule, type WebhookDependencies } from './modules/webhooks';
import { ExportReaders } from './lib/export-readers';
import { scheduledExportsModule } from './modules/scheduled-exports';
import { airShareModule } from './modules/air-share';
import { apiKeysModule, createApiKeyAuthenticator } from './modules/api-keys';
import type { ModuleContext } from './modules/module-context';
import { createIotProvider, SimulatorIotProvider, type IotProvider } from './adapters/iot';
import { resumeSimulatorFromHistory } from './db/seed/simulator-resume';
import { JobEngine } from './jobs/job-engine';
import { createLiveStatus, type LiveStatus } from './modules/live-status';
import { closeSilentConnections } from './lib/silent-connections';
import { trustedHop } from './lib/client-address';

export interface AppDependencies {
  database: DatabaseHandle;
  mailer?: Mailer;
  /** The IoT provider; default: the one IOT_PROVIDER selects. Tests inject a simulator with a manual clock. */
  iot?: IotProvider;
  signInLimits?: SignInLimitSettings;
  /** Consumer registration and claim limits; tests lower them. */
  consumerRegisterLimits?: ModuleContext['consumerRegisterLimits'];
  /** Runs the consumer registration's work after its answer; tests pass one with a gate. */
  consumerAfterAnswer?: ModuleContext['consumerAfterAnswer'];
  /** The PDF reports' pool (default: one from config.reports); the app closes it. Tests pass one that breaks budgets. */
  reportPool?: ReportPool;
  /** How long a user's session state is cached, in ms (default 5 s, docs/decisions/012). */
  sessionCacheMs?: number;
  /** Prefix of the Redis keys and channel of sign-in limits and sessions (default `purifier`). */
  redisKeyPrefix?: string;
  now?: () => Date;
  /** The mails' retry delays (default about 30 s, doubling, at most an hour); tests shorten them. */
  mailRetry?: MailRetry;
  /** The webhooks' delivery settings (retries, CA, disable threshold); tests shorten and trust their receiver. */
  webhooks?: WebhookDependencies;
  logger?: FastifyServerOptions['logger'];
}

const API_PREFIXES = ['/api/', '/management/', '/i18n/', '/websocket/', '/v3/', '/swagger-ui'];

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets and database error values are redacted on whatever stream deps.logger names.
    logger: loggerOptions(config.logLevel, deps.logger),
    // X-Forwarded-For is read only from the proxies TRUST_PROXY names (off: the peer is the client).
    trustProxy: trustedHop(config.trustProxy),
    bodyLimit: 1_048_576,
    // Idle and slow connections are closed within seconds (docs/decisions/016).
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // `as object`: the http2 overloads of Fastify() hide the http.ServerOptions key from the types.
    http: { headersTimeout: config.http.headersTimeoutMs, connectionsCheckingInterval: 1000 } as object,
    genReqId: () => crypto.randomUUID(),
    // A malformed URL answers the standard problem too, not Fastify's own error body.
    frameworkErrors: frameworkErrorHandler,
    // One log line per request instead of Fastify's two, and no child logger unless a request logs more.
    logController: new OneLineRequestLog(),
    childLoggerFactory: lazyRequestLogger,
    // A request that arrives while the app closes is still served (docs/decisions/035).
    return503OnClosing: false,
  });
  closeSilentConnections(app.server, config.http.headersTimeoutMs);
  // Graceful shutdown: main.ts begins the drain on SIGTERM; readiness then answers 503 (docs/decisions/035).
  const drain = new Drain();
  app.decorate('drain', drain);
  app.addHook('onRequest', drain.closeConnections);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom, app.log)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log));
  // Before the platform: every mail is a job (docs/decisions/014).
  const jobs = new JobEngine(deps.database, app.log);
  const platform = createPlatform({
    jobs,
    mailRetry: deps.mailRetry,
    config,
    db: deps.database.db,
    mailer,
    log: app.log,
    signInLimits: deps.signInLimits,
    sessionCacheMs: deps.sessionCacheMs,
    redisKeyPrefix: deps.redisKeyPrefix,
    now: deps.now,
  });
  app.decorate('platform', platform);
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onReady', async () => {
    // A Redis that is down does not stop the start: limits fall back to memory (docs/decisions/002).
    await platform.authConnections
      .ready()
      .catch((error: unknown) => app.log.warn({ err: error }, 'auth redis not ready'));
  });
  app.addHook('onClose', async () => platform.authConnections.close());

  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin);
  // Control characters in any string, refused with 400 before anything reads the request.
  await app.register(inputPolicyPlugin);
  // Who is calling, and what each route declared it needs (access, service permissions).
  await app.register(callerPlugin, {
    sessions: platform.sessions,
    callers: new CallerRepository(deps.database.db),
    apiKeys: createApiKeyAuthenticator({
      db: deps.database.db,
      audit: platform.audit,
      log: app.log,
      ratePerMinute: config.apiKeyRatePerMinute,
      limiter: platform.attemptLimiter,
      now: deps.now,
    }),
  });
  await app.register(openApiPlugin, { config });

  const iot = deps.iot ?? createIotProvider(config.iot);
  app.addHook('onClose', async () => iot.close());
  // The in-process simulator picks up where the stored history ends (main.ts seeds it before
  // listening, which makes the app ready); an injected provider is the caller's to set up.
  if (!deps.iot && iot instanceof SimulatorIotProvider) {
    app.addHook('onReady', async () => {
      // Best effort: without it the simulator still runs, from the seed's first-day state.
      const resumed = await resumeSimulatorFromHistory(deps.database.db, iot.fleet).catch(
        (error: unknown) => {
          app.log.warn({ err: error }, 'simulator not resumed from the stored statuses');
          return 0;
        },
      );
      if (resumed) app.log.info(`simulator resumed ${resumed} devices from their last stored status`);
    });
  }
  app.decorate('jobs', jobs);
  // Workers (the pushed events' consumer) stop before the database and the provider close.
  app.addHook('preClose', async () => jobs.stop());
  const live = createLiveStatus(deps.database.db, config, app.log, deps.redisKeyPrefix);
  app.decorate('live', live);
  app.addHook('onReady', async () => {
    await live.ready().catch((error: unknown) => app.log.warn({ err: error }, 'live status redis not ready'));
  });
  app.addHook('onClose', async () => live.close());
  const filterForecasts = createFilterForecastRefresher(deps.database.db, app.log);
  app.decorate('filterForecasts', filterForecasts);
  // After the workers stopped (their last batches noted), before the database closes.
  app.addHook('preClose', async () => filterForecasts.close());
  // The alert rules follow the ingest too; the alarm events' readers subscribe as their modules register.
  const alarmEvents = new AlarmEventBus(jobs);
  const alertEvaluator = createAlertEvaluator(deps.database.db, app.log, jobs, alarmEvents);
  app.decorate('alertEvaluator', alertEvaluator);
  app.addHook('preClose', async () => alertEvaluator.close());
  // The PDF reports' worker threads (decision 034); ended after the jobs that may still render stopped.
  const reportPool = deps.reportPool ?? new ReportPool(config.reports, undefined, app.log);
  app.decorate('reportPool', reportPool);
  const exportReaders = new ExportReaders();
  app.decorate('exportReaders', exportReaders);
  app.addHook('onClose', async () => reportPool.close());
  // Every module is a plugin of the same shape: modules/<area>/index.ts, given the one context.
  const context: ModuleContext = {
    config,
    database: deps.database,
    mailer,
    platform,
    iot,
    jobs,
    live,
    reportPool,
    filterForecasts,
    statusStored: (deviceIds) => {
      filterForecasts.note(deviceIds);
      alertEvaluator.note(deviceIds);
    },
    alarmEvents,
    alarmAudience: new AlarmAudienceRepository(deps.database.db),
    exportReaders,
    redisKeyPrefix: deps.redisKeyPrefix,
    consumerRegisterLimits: deps.consumerRegisterLimits,
    consumerAfterAnswer: deps.consumerAfterAnswer,
  };
  await app.register(authModule, context);
  await app.register(selfServiceModule, context);
  await app.register(managementInfoModule, context);
  await app.register(i18nModule, context);
  await app.register(entitiesModule, context);
  await app.register(accountsModule, context);
  await app.register(iotModule, context);
  await app.register(dashboardModule, context);
  await app.register(consumerModule, context);
  await app.register(monthlyReportModule, context);
  await app.register(quotaGuardModule, context);
  await app.register(airQualityModule, context);
  await app.register(fleetFiltersModule, context);
  await app.register(fleetHealthModule, context);
  await app.register(alertsModule, context);
  await app.register(notificationsModule, context);
  await app.register(webhooksModule, { ...context, webhooks: deps.webhooks });
  await app.register(apiKeysModule, context);
  await app.register(scheduledExportsModule, context);
  await app.register(airShareModule, context);
  await app.register(mailModule, context);
  await app.register(managementModule, context);

  const webDist = config.webDistDir;
  const serveWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  // Source maps help in development; in prod they would publish the sources (docs/decisions/016).
  const servable = (file: string) => config.profile !== 'prod' || !file.endsWith('.map');
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: false,
      allowedPath: (pathName) => servable(pathName),
      // Hashed assets for a year, immutable; index.html and the rest revalidated (docs/decisions/017-web-delivery.md).
      setHeaders: (reply, file) =>
        reply.header('cache-control', webCacheControl(path.relative(webDist!, file))),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Client-side routes of the single-page app get index.html; everything else a problem 404.
    if (serveWeb && request.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p))) {
      const file = url.slice(1);
      if (file && servable(file) && existsSync(path.join(webDist!, file)) && !file.includes('..'))
        return reply.sendFile(file);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's shared services (platform.ts): `app.platform.sessions`, `app.platform.mailOutbox`. */
    platform: Platform;
    /** The live status feed and the pushed events' consumer state (modules/live-status). */
    live: LiveStatus;
    /** Background jobs; main.ts starts them. */
    jobs: JobEngine;
    /** Whether the process is draining before it closes (main.ts begins it on SIGTERM). */
    drain: Drain;
    /** The PDF reports' worker pool and caps (modules/iot/report.pool). */
    reportPool: ReportPool;
    /** The filter forecasts that follow the ingest (modules/fleet-filters). */
    filterForecasts: FilterForecastRefresher;
    /** The alert rules' evaluation that follows the ingest (modules/alerts). */
    alertEvaluator: AlertEvaluator;
    /** The lists scheduled exports can mail, registered by their modules (decision 048). */
    exportReaders: ExportReaders;
  }
}
