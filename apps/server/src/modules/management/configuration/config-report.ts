import os from 'node:os';
import {
  APP_VERSION,
  MASKED_VALUE,
  type ConfigPropsReport,
  type EnvReport,
  type SettingValue,
} from '@app/contracts';
import type { AppConfig } from '../../../config/config';

/** A URL with its password (if any) replaced by the mask: postgres://app:******@db:5432/app. */
export function maskUrlPassword(url: string | undefined): string | undefined {
  if (!url) return url;
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)([^@]*)@/i, `$1${MASKED_VALUE}@`);
}

/** The simulator's fleet seed when IOT_SIMULATOR_SEED is unset (README). */
const DEFAULT_SIMULATOR_SEED = 554;

/**
 * The settings as the environment variables that set them (README's configuration table: resolved,
 * defaults included, null when unset), secrets masked.
 */
export function configAsEnvironment(config: AppConfig): Record<string, SettingValue> {
  const { trustProxy, iot } = config;
  return {
    PORT: config.port,
    HOST: config.host,
    DATA_DIR: config.dataDir,
    DATABASE_URL: maskUrlPassword(config.databaseUrl) ?? null,
    PGLITE_SHARED_BUFFERS_MB: config.pgliteSharedBuffersMb,
    PROFILE: config.profile,
    JWT_SECRET: MASKED_VALUE,
    BASE_URL: config.baseUrl,
    SMTP_URL: maskUrlPassword(config.smtpUrl) ?? null,
    MAIL_FROM: config.mailFrom,
    API_DOCS: config.apiDocs,
    ADMIN_PASSWORD: config.adminPassword ? MASKED_VALUE : null,
    IOT_PROVIDER: iot.provider,
    TUYA_CLIENT_ID: iot.tuya?.clientId ?? null,
    TUYA_CLIENT_SECRET: iot.tuya ? MASKED_VALUE : null,
    TUYA_BASE_URL: iot.tuya?.baseUrl ?? null,
    IOT_SIMULATOR_SEED: iot.provider === 'simulator' ? (iot.simulatorSeed ?? DEFAULT_SIMULATOR_SEED) : null,
    IOT_PUSH: iot.push.enabled ? 'on' : 'off',
    IOT_SIMULATOR_REPORT_SECONDS: iot.provider === 'simulator' ? iot.push.simulatorReportSeconds : null,
    IOT_SIMULATOR_READS_PER_SECOND: iot.simulatorLimits?.readsPerSecond ?? null,
    IOT_SIMULATOR_COMMANDS_PER_SECOND: iot.simulatorLimits?.commandsPerSecond ?? null,
    IOT_READS_PER_SECOND: iot.pace.readsPerSecond,
    IOT_COMMANDS_PER_SECOND: iot.pace.commandsPerSecond,
    IOT_BACKGROUND_SHARE: iot.pace.backgroundShare,
    // Unset: derived from TUYA_BASE_URL's data centre when the consumer starts.
    TUYA_MQ_URL: iot.tuya?.mqUrl ?? null,
    TUYA_MQ_ENV: iot.tuya?.mqEnv ?? null,
    LOG_LEVEL: config.logLevel,
    TOKEN_VALIDITY_SECONDS: config.tokenValiditySeconds,
    TOKEN_VALIDITY_REMEMBER_ME_SECONDS: config.tokenValidityRememberMeSeconds,
    REDIS_URL: maskUrlPassword(config.redisUrl) ?? null,
    TRUST_PROXY: Array.isArray(trustProxy) ? trustProxy.join(',') : trustProxy,
    KEEP_ALIVE_TIMEOUT_MS: config.http.keepAliveTimeoutMs,
    HEADERS_TIMEOUT_MS: config.http.headersTimeoutMs,
    REQUEST_TIMEOUT_MS: config.http.requestTimeoutMs,
    SHUTDOWN_DRAIN_MS: config.shutdownDrainMs,
    WEB_DIST_DIR: config.webDistDir ?? null,
    STATUS_HISTORY_MONTHS: config.statusHistoryMonths,
    REPORT_WORKERS: config.reports.workers,
    REPORT_QUEUE: config.reports.queue,
    REPORT_PER_ACCOUNT: config.reports.perAccount,
    REPORT_TIMEOUT_MS: config.reports.timeoutMs,
    REPORT_WORKER_MEMORY_MB: config.reports.memoryMb,
    API_KEY_RATE_LIMIT: config.apiKeyRatePerMinute,
    METRICS_TOKEN: config.metrics.scrapeToken ? MASKED_VALUE : null,
    METRICS_ALLOW: config.metrics.scrapeAllow.join(',') || null,
  };
}

/** The configuration page's groups: a bean per concern, its settings by their variable names. */
const CONFIG_GROUPS: ReadonlyArray<[bean: string, prefix: string, variables: readonly string[]]> = [
  [
    'server-properties',
    'server',
    [
      'PORT',
      'HOST',
      'BASE_URL',
      'TRUST_PROXY',
      'KEEP_ALIVE_TIMEOUT_MS',
      'HEADERS_TIMEOUT_MS',
      'REQUEST_TIMEOUT_MS',
      'SHUTDOWN_DRAIN_MS',
    ],
  ],
  [
    'application-properties',
    'application',
    ['PROFILE', 'DATA_DIR', 'API_DOCS', 'LOG_LEVEL', 'WEB_DIST_DIR', 'STATUS_HISTORY_MONTHS'],
  ],
  ['datasource-properties', 'database', ['DATABASE_URL', 'PGLITE_SHARED_BUFFERS_MB']],
  [
    'security-properties',
    'security',
    [
      'JWT_SECRET',
      'TOKEN_VALIDITY_SECONDS',
      'TOKEN_VALIDITY_REMEMBER_ME_SECONDS',
      'ADMIN_PASSWORD',
      'API_KEY_RATE_LIMIT',
    ],
  ],
  ['mail-properties', 'mail', ['SMTP_URL', 'MAIL_FROM']],
  [
    'iot-properties',
    'iot',
    [
      'IOT_PROVIDER',
      'TUYA_CLIENT_ID',
      'TUYA_CLIENT_SECRET',
      'TUYA_BASE_URL',
      'IOT_SIMULATOR_SEED',
      'IOT_PUSH',
      'IOT_SIMULATOR_REPORT_SECONDS',
      'IOT_SIMULATOR_READS_PER_SECOND',
      'IOT_SIMULATOR_COMMANDS_PER_SECOND',
      'IOT_READS_PER_SECOND',
      'IOT_COMMANDS_PER_SECOND',
      'IOT_BACKGROUND_SHARE',
      'TUYA_MQ_URL',
      'TUYA_MQ_ENV',
    ],
  ],
  ['redis-properties', 'redis', ['REDIS_URL']],
  [
    'report-properties',
    'report',
    ['REPORT_WORKERS', 'REPORT_QUEUE', 'REPORT_PER_ACCOUNT', 'REPORT_TIMEOUT_MS', 'REPORT_WORKER_MEMORY_MB'],
  ],
  ['metrics-properties', 'metrics', ['METRICS_TOKEN', 'METRICS_ALLOW']],
];

export const activeProfiles = (config: AppConfig) => [
  config.profile,
  ...(config.apiDocs ? ['api-docs'] : []),
];

/**
 * management/configprops: JHipster's shape (beans with a prefix and properties), filled with this
 * product's own settings under the names README documents (PORT, DATABASE_URL ...), one bean per
 * concern (decision 018); `databaseKind` says what DATABASE_URL resolved to.
 */
export function configProps(config: AppConfig, databaseKind: string): ConfigPropsReport {
  const settings = configAsEnvironment(config);
  const beans = Object.fromEntries(
    CONFIG_GROUPS.map(([bean, prefix, variables]) => [
      bean,
      { prefix, properties: Object.fromEntries(variables.map((name) => [name, settings[name] ?? null])) },
    ]),
  );
  // What unset settings resolve to, beside them.
  Object.assign(beans['datasource-properties']!.properties, {
    'database (in use)': config.databaseUrl ? databaseKind : `${databaseKind}: ${config.dataDir}/db`,
  });
  Object.assign(beans['mail-properties']!.properties, {
    'mail (in use)': config.smtpUrl ? 'smtp' : `outbox: ${config.dataDir}/outbox`,
  });
  return { contexts: { purifierApp: { beans } } };
}

/** management/env: the active profiles, the settings, and facts about the runtime. */
export function environment(config: AppConfig): EnvReport {
  const wrap = (values: Record<string, SettingValue>) =>
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
