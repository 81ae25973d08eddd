import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HealthComponent } from '@app/contracts';
import { UserRepository } from '../users';
import type { ModuleContext } from '../module-context';
import { AuditQueryRepository } from './audits/audit-query.repository';
import { auditsRoutes } from './audits/audits.routes';
import { AuditsService } from './audits/audits.service';
import { configurationRoutes } from './configuration/configuration.routes';
import { diagnosticsRoutes } from './diagnostics/diagnostics.routes';
import { healthRoutes } from './health/health.routes';
import {
  databaseCheck,
  diskSpaceCheck,
  HealthService,
  iotProviderCheck,
  mailCheck,
  mailTransportCheck,
  pingCheck,
  type HealthCheck,
} from './health/health.service';
import { IotUsageRepository } from '../iot';
import { iotUsageRoutes } from './iot-usage/iot-usage.routes';
import { IotUsageService } from './iot-usage/iot-usage.service';
import { LoggerRegistry } from './loggers/logger-registry';
import { loggersRoutes } from './loggers/loggers.routes';
import { LoggersService } from './loggers/loggers.service';
import { DatabaseMetrics } from './metrics/database-metrics';
import { HttpMetrics, httpMetricsPlugin } from './metrics/http-metrics';
import { CacheRegistry } from './metrics/metered-cache';
import { metricsRoutes } from './metrics/metrics.routes';
import { MetricsService } from './metrics/metrics.service';
import { PrometheusMetrics } from './metrics/prometheus';
import { RuntimeMonitor } from './metrics/runtime-monitor';
import { RedisTrackerBus } from './tracker/tracker-bus';
import { TrackerHub } from './tracker/tracker-hub';
import { trackerPlugin } from './tracker/tracker.plugin';
import { UserManagementService } from './users/user-management.service';
import { usersRoutes } from './users/users.routes';
import { infoRoutes } from './info/info.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { JobsService } from './jobs/jobs.service';
import { JobBoardRepository } from '../../jobs/job-board.repository';

export { Drain, closeListener } from './health/drain';

/**
 * The management area: /management/* (health, metrics, prometheus, thread dump, loggers,
 * configuration, audits; management/info is `managementInfoModule` below) and the administrator's
 * tools: api/users, the IoT usage report (api/admin/iot-usage) and the tracker websocket.
 * Wrapped with fastify-plugin so that the request-metrics hook and the `loggers` and `caches`
 * decorators reach the whole app; the routes themselves are ordinary encapsulated plugins.
 */
export const managementModule = fp(
  async (app: FastifyInstance, context: ModuleContext) => {
    const { config, database, mailer, platform } = context;
    const loggers = new LoggerRegistry(app.log, config.logLevel);
    const caches = new CacheRegistry();
    app.decorate('loggers', loggers);
    app.decorate('caches', caches);

    const http = new HttpMetrics();
    const runtime = new RuntimeMonitor();
    const databaseMetrics = new DatabaseMetrics(database);
    const metrics = new MetricsService(http, runtime, databaseMetrics, caches, database.kind);
    await app.register(httpMetricsPlugin, { metrics: http });
    app.addHook('onClose', async () => {
      runtime.stop();
      databaseMetrics.stop();
    });

    const trackerLog = loggers.get('purifier.tracker');
    const bus = config.redisUrl ? new RedisTrackerBus(config.redisUrl, trackerLog) : undefined;
    const hub = new TrackerHub(bus, trackerLog);
    await app.register(trackerPlugin, {
      hub,
      statusFeed: context.live.feed,
      bulkJobFeed: context.live.bulkJobs,
      notificationFeed: context.live.notifications,
      sessions: platform.sessions,
      log: trackerLog,
      trustProxy: config.trustProxy,
    });

    // Only the transport check is cached (it opens an SMTP connection); the outbox counts are read each time.
    const mailHealth = caches.create<HealthComponent>('healthMail', 10_000, 1);
    const checks: Record<string, HealthCheck> = {
      db: databaseCheck(database),
      diskSpace: diskSpaceCheck(config.dataDir),
      mail: mailCheck(() => mailHealth.getOrLoad('mail', mailTransportCheck(mailer)), platform.mailOutbox),
      iotProvider: iotProviderCheck(context.iot),
      ping: pingCheck,
    };
    if (bus) checks.redis = () => bus.health();
    if (context.live.pushEnabled) checks.iotPush = async () => context.live.health();
    // Mail and the pushed events are shown but never make the whole DOWN (the outbox keeps the
    // mails, polling covers silent devices); readiness is the database (docs/decisions/014, 032).
    await app.register(healthRoutes, {
      health: new HealthService(checks, { notCounted: ['mail', 'iotPush'] }),
      readiness: ['db'],
    });
    const prometheus = new PrometheusMetrics(metrics, () => [
      ['tracker_connections', 'Open tracker websocket connections', hub.connections],
      ['tracker_live_sessions', 'Tracker sessions that reported a page', hub.liveSessions],
      ...context.live.metrics(),
    ]);
    await app.register(metricsRoutes, { metrics, prometheus, scrape: config.metrics });
    await app.register(diagnosticsRoutes, { runtime });
    await app.register(loggersRoutes, { loggers: new LoggersService(loggers, platform.audit) });
    await app.register(configurationRoutes, context);
    await app.register(auditsRoutes, { audits: new AuditsService(new AuditQueryRepository(database.db)) });
    await app.register(iotUsageRoutes, {
      iotUsage: new IotUsageService(new IotUsageRepository(database.db)),
    });

    const users = new UserManagementService(
      new UserRepository(database.db),
      platform.mailOutbox,
      platform.audit,
      config.baseUrl,
      loggers.get('purifier.users'),
      platform.sessions,
      caches.create<string[]>('userAuthorities', 5 * 60_000, 1),
    );
    await app.register(usersRoutes, { users });
    await app.register(jobsRoutes, {
      jobs: new JobsService(context.jobs, new JobBoardRepository(database.db), platform.audit),
    });
  },
  { name: 'management-module' },
);

/**
 * GET management/info, public: what the web app reads before sign-in (the ribbon, the docs menu).
 * app.ts registers it early, apart from the rest of the area, where it has always been: the
 * OpenAPI document lists the routes in registration order and stays the same.
 */
export async function managementInfoModule(app: FastifyInstance, context: ModuleContext) {
  await app.register(infoRoutes, { config: context.config });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Named loggers whose level management/loggers can change: `app.loggers.get('purifier.iot')`. */
    loggers: LoggerRegistry;
    /** Metered caches shown on the metrics page: `app.caches.create(name, ttlMs)`. */
    caches: CacheRegistry;
  }
}
