import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_KEY_RATE_LIMIT } from '@app/contracts';
import { PGLITE_SHARED_BUFFERS_MB } from '../db/pglite-settings';
import { iotConfigFrom, iotEnvShape, requireTuyaSettings, type IotConfig } from './iot-config';
import { metricsConfigFrom, metricsEnvShape, type MetricsConfig } from './metrics-config';

/** The only reader of process.env: every setting validated once at start (README has the table). */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const envSchema = z
  .object({
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(PGLITE_SHARED_BUFFERS_MB),
    PROFILE: z.enum(['dev', 'prod'], { message: 'must be dev or prod' }).default('dev'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    BASE_URL: z.url({ message: 'must be an absolute URL such as https://backoffice.example.com' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Purifier Backoffice <noreply@localhost>'),
    API_DOCS: booleanFlag.optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TOKEN_VALIDITY_SECONDS: z.coerce.number().int().positive().default(86_400),
    TOKEN_VALIDITY_REMEMBER_ME_SECONDS: z.coerce.number().int().positive().default(2_592_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    TRUST_PROXY: z
      .string()
      .transform((v, ctx) => {
        const parsed = parseTrustProxy(v);
        if (parsed === null)
          ctx.addIssue({
            code: 'custom',
            message: 'must be false, a hop count (1-10) or a comma-separated list of proxy addresses/CIDRs',
          });
        return parsed ?? false;
      })
      .optional(),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(5000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    WEB_DIST_DIR: z.string().min(1).optional(),
    STATUS_HISTORY_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
    REPORT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    REPORT_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
    REPORT_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(2),
    REPORT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
    REPORT_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
    API_KEY_RATE_LIMIT: z.coerce
      .number({ message: 'must be a number of requests per minute' })
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_API_KEY_RATE_LIMIT),
    ...iotEnvShape,
    ...metricsEnvShape,
  })
  .superRefine(requireTuyaSettings);

/** `TRUST_PROXY`: off, a hop count, or the proxies' addresses; null when it is none of these. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim();
  if (/^(false|off|0|no)$/i.test(v)) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const list = v.split(',').map((a) => a.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  return list.length > 0 && list.every((a) => address.test(a)) ? list : null;
}

/** Which peers may set X-Forwarded-For: none (false), the nearest N hops, or these addresses. */
export type TrustProxy = false | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database's buffer pool (PostgreSQL's shared_buffers) in MB; unused with DATABASE_URL. */
  pgliteSharedBuffersMb: number;
  profile: 'dev' | 'prod';
  jwtSecret: string;
  baseUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  apiDocs: boolean;
  adminPassword?: string;
  logLevel: string;
  tokenValiditySeconds: number;
  tokenValidityRememberMeSeconds: number;
  /** Redis shared by the instances: tracker activity, sign-in limits, session changes; unset = one instance. */
  redisUrl?: string;
  /** Whether X-Forwarded-For is read (TRUST_PROXY); off by default: the peer address is the client. */
  trustProxy: TrustProxy;
  /** Idle keep-alive, header and whole-request time limits of the HTTP server. */
  http: { keepAliveTimeoutMs: number; headersTimeoutMs: number; requestTimeoutMs: number };
  /** On SIGTERM: how long readiness says 503 while the listener still serves, before it closes. */
  shutdownDrainMs: number;
  iot: IotConfig;
  /** Who may scrape management/prometheus besides an administrator (METRICS_TOKEN, METRICS_ALLOW). */
  metrics: MetricsConfig;
  /** Months of status history kept (whole monthly partitions dropped beyond); 0 keeps everything. */
  statusHistoryMonths: number;
  /**
   * The PDF reports' worker pool (docs/decisions/034-report-worker-pool.md): threads (default cores
   * less one), queue (default twice the threads), reports per account at once, and each report's
   * time and worker heap budget.
   */
  reports: { workers: number; queue: number; perAccount: number; timeoutMs: number; memoryMb: number };
  /** Requests each API key may make per minute, shared by the instances through Redis (API_KEY_RATE_LIMIT). */
  apiKeyRatePerMinute: number;
  /** Serve the built web app from this folder when it exists (WEB_DIST_DIR; main.ts defaults to apps/web/dist). */
  webDistDir?: string;
}

export class ConfigError extends Error {}

/** Parse and validate the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PROFILE === 'prod' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when PROFILE=prod (at least 32 characters)',
    );
  }
  const iot: IotConfig = iotConfigFrom(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    profile: e.PROFILE,
    jwtSecret: e.JWT_SECRET ?? devJwtSecret(dataDir),
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    apiDocs: e.API_DOCS ?? e.PROFILE === 'dev',
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    tokenValiditySeconds: e.TOKEN_VALIDITY_SECONDS,
    tokenValidityRememberMeSeconds: e.TOKEN_VALIDITY_REMEMBER_ME_SECONDS,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    http: {
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    iot,
    metrics: metricsConfigFrom(e),
    statusHistoryMonths: e.STATUS_HISTORY_MONTHS,
    reports: reportSettings(e),
    apiKeyRatePerMinute: e.API_KEY_RATE_LIMIT,
    ...(e.WEB_DIST_DIR ? { webDistDir: path.resolve(e.WEB_DIST_DIR) } : {}),
  };
}

/** The report pool's settings: the threads default to the cores the main thread leaves (at least one). */
function reportSettings(e: z.infer<typeof envSchema>): AppConfig['reports'] {
  const workers = e.REPORT_WORKERS ?? Math.max(1, availableParallelism() - 1);
  return {
    workers,
    queue: e.REPORT_QUEUE ?? 2 * workers,
    perAccount: e.REPORT_PER_ACCOUNT,
    timeoutMs: e.REPORT_TIMEOUT_MS,
    memoryMb: e.REPORT_WORKER_MEMORY_MB,
  };
}

/** In dev the secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function devJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
