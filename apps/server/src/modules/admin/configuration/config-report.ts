import os from 'node:os';
import { APP_VERSION, MASKED_VALUE, type ConfigPropsReport, type EnvReport } from '@app/contracts';
import type { AppConfig } from '../../../config/config';

/** A URL with its password (if any) replaced by the mask: postgres://app:******@db:5432/app. */
export function maskUrlPassword(url: string | undefined): string | undefined {
  if (!url) return url;
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)([^@]*)@/i, `$1${MASKED_VALUE}@`);
}

/** The settings as the environment variables that set them (resolved, defaults included), secrets masked. */
export function configAsEnvironment(config: AppConfig): Record<string, unknown> {
  return {
    PORT: config.port,
    HOST: config.host,
    DATA_DIR: config.dataDir,
    DATABASE_URL: maskUrlPassword(config.databaseUrl) ?? null,
    PROFILE: config.profile,
    JWT_SECRET: MASKED_VALUE,
    BASE_URL: config.baseUrl,
    SMTP_URL: maskUrlPassword(config.smtpUrl) ?? null,
    MAIL_FROM: config.mailFrom,
    API_DOCS: config.apiDocs,
    ADMIN_PASSWORD: config.adminPassword ? MASKED_VALUE : null,
    LOG_LEVEL: config.logLevel,
    TOKEN_VALIDITY_SECONDS: config.tokenValiditySeconds,
    TOKEN_VALIDITY_REMEMBER_ME_SECONDS: config.tokenValidityRememberMeSeconds,
    REDIS_URL: maskUrlPassword(config.redisUrl) ?? null,
  };
}

export const activeProfiles = (config: AppConfig) => [
  config.profile,
  ...(config.apiDocs ? ['api-docs'] : []),
];

/** management/configprops: the configuration grouped as JHipster's beans, one per concern. */
export function configProps(config: AppConfig, databaseKind: string): ConfigPropsReport {
  const bean = (prefix: string, properties: Record<string, unknown>) => ({ prefix, properties });
  return {
    contexts: {
      purifierApp: {
        beans: {
          'server-properties': bean('server', {
            port: config.port,
            host: config.host,
            baseUrl: config.baseUrl,
          }),
          'application-properties': bean('application', {
            profile: config.profile,
            dataDir: config.dataDir,
            apiDocs: config.apiDocs,
            webDistDir: config.webDistDir ?? null,
          }),
          'datasource-properties': bean('spring.datasource', {
            kind: databaseKind,
            url: maskUrlPassword(config.databaseUrl) ?? `pglite:${config.dataDir}/db`,
          }),
          'security-properties': bean('jhipster.security.authentication.jwt', {
            secret: MASKED_VALUE,
            tokenValidityInSeconds: config.tokenValiditySeconds,
            tokenValidityInSecondsForRememberMe: config.tokenValidityRememberMeSeconds,
            adminPassword: config.adminPassword ? MASKED_VALUE : null,
          }),
          'mail-properties': bean('spring.mail', {
            url: maskUrlPassword(config.smtpUrl) ?? null,
            transport: config.smtpUrl ? 'smtp' : 'outbox',
            from: config.mailFrom,
          }),
          'logging-properties': bean('logging', { level: config.logLevel }),
          'redis-properties': bean('spring.redis', { url: maskUrlPassword(config.redisUrl) ?? null }),
        },
      },
    },
  };
}

/** management/env: the active profiles, the settings, and facts about the runtime. */
export function environment(config: AppConfig): EnvReport {
  const wrap = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value }]));
  return {
    activeProfiles: activeProfiles(config),
    propertySources: [
      {
        name: 'applicationConfig: environment variables (resolved)',
        properties: wrap(configAsEnvironment(config)),
      },
      {
        name: 'runtime',
        properties: wrap({
          'app.version': APP_VERSION,
          'node.version': process.version,
          'node.platform': `${process.platform} ${process.arch}`,
          'os.release': os.release(),
          'os.hostname': os.hostname(),
          'process.pid': process.pid,
          'process.cwd': process.cwd(),
          'process.execArgv': process.execArgv.join(' '),
          'process.timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
          'v8.version': process.versions.v8,
        }),
      },
    ],
  };
}
