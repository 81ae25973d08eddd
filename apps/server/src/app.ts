import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail/mailer';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, sendNotFound } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { createServices, type SignInLimitSettings } from './services';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { infoRoutes } from './modules/management/info.routes';
import { i18nRoutes } from './modules/management/i18n.routes';
import { adminModule } from './modules/admin';
import { entitiesModule } from './modules/entities';
import { accountsModule } from './modules/accounts';
import { iotModule } from './modules/iot';
import type { ModuleContext } from './modules/module-context';
import { createIotProvider, type IotProvider } from './adapters/iot';
import { Scheduler } from './jobs/scheduler';
import { closeSilentConnections } from './lib/silent-connections';

export interface AppDependencies {
  database: DatabaseHandle;
  mailer?: Mailer;
  /** The IoT provider; default: the one IOT_PROVIDER selects. Tests inject a simulator with a manual clock. */
  iot?: IotProvider;
  signInLimits?: SignInLimitSettings;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

const API_PREFIXES = ['/api/', '/management/', '/i18n/', '/websocket/', '/v3/', '/swagger-ui'];

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // X-Forwarded-For is read only from the proxies TRUST_PROXY names (off: the peer is the client).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // Idle and slow connections are closed within seconds (docs/decisions/012).
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // `as object`: the http2 overloads of Fastify() hide the http.ServerOptions key from the types.
    http: { headersTimeout: config.http.headersTimeoutMs, connectionsCheckingInterval: 1000 } as object,
    genReqId: () => crypto.randomUUID(),
  });
  closeSilentConnections(app.server, config.http.headersTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom, app.log)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log));
  const services = createServices({
    config,
    db: deps.database.db,
    mailer,
    log: app.log,
    signInLimits: deps.signInLimits,
    now: deps.now,
  });
  app.decorate('services', services);
  app.addHook('onClose', async () => mailer.close());

  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { tokens: services.tokens });
  await app.register(openApiPlugin, { config });

  await app.register(authRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(infoRoutes, { config });
  await app.register(i18nRoutes);
  const iot = deps.iot ?? createIotProvider(config.iot);
  app.addHook('onClose', async () => iot.close());
  const scheduler = new Scheduler(app.log);
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => scheduler.stop());
  const context: ModuleContext = { config, database: deps.database, mailer, services, iot, scheduler };
  await app.register(entitiesModule, context);
  await app.register(accountsModule, context);
  await app.register(iotModule, context);
  await app.register(adminModule, context);

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
    services: ReturnType<typeof createServices>;
    /** Background jobs; main.ts starts them. */
    scheduler: Scheduler;
  }
}
