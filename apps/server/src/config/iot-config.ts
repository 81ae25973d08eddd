import { z } from 'zod';

/**
 * IoT provider settings (README.md, configuration table): their part of the one environment schema.
 * config.ts merges `iotEnvShape` and `requireTuyaSettings` into its schema, so every bad variable
 * is reported together; `parseIotConfig` validates them alone for the provider layer's own tests.
 */
export type IotProviderName = 'simulator' | 'tuya';

export interface TuyaSettings {
  clientId: string;
  clientSecret: string;
  /** Data-centre host, e.g. https://openapi.tuyaeu.com */
  baseUrl: string;
  /** Message service websocket gateway (TUYA_MQ_URL); unset = derived from the data centre. */
  mqUrl?: string;
  /** Message service channel (TUYA_MQ_ENV): `event` (production) or `event-test`. */
  mqEnv?: string;
}

/** Pushed device events (docs/decisions/032): on by default. */
export interface IotPushConfig {
  enabled: boolean;
  /** Simulator: seconds between a purifier's periodic reports (0 = only after commands). */
  simulatorReportSeconds: number;
}

export interface IotConfig {
  provider: IotProviderName;
  tuya?: TuyaSettings;
  /** Seed of the simulated fleet; unset = the simulator's default (554). */
  simulatorSeed?: number;
  push: IotPushConfig;
  /** The provider's rate budgets (docs/decisions/039); 0 = not paced. */
  pace: { readsPerSecond: number; commandsPerSecond: number; backgroundShare: number };
  /** The simulator refuses calls over these with 1110, as Tuya would (tests, benches); 0 = no limit. */
  simulatorLimits?: { readsPerSecond: number; commandsPerSecond: number };
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function isWebsocketUrl(text: string): boolean {
  try {
    return ['ws:', 'wss:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** An unset or blank variable is absent. */
const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().optional(),
);

/** Calls per second: a whole number, 0 for none. */
const perSecond = z
  .string()
  .regex(/^\d+$/, 'must be a whole number of calls per second from 0 to 10000')
  .transform(Number)
  .pipe(z.number().max(10_000, 'must be a whole number of calls per second from 0 to 10000'));

/**
 * Tuya's published limits for a cloud project (docs/reference: shadow properties 50/s, "issue" 4/s);
 * the simulator has none, so it is not paced unless the variables say so.
 */
const TUYA_PACE = { readsPerSecond: 50, commandsPerSecond: 4 };

export const iotEnvShape = {
  IOT_PROVIDER: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
    z.enum(['simulator', 'tuya'], { message: 'must be simulator or tuya' }).default('simulator'),
  ),
  IOT_SIMULATOR_SEED: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number from 0 to 4294967295')
      .transform(Number)
      .pipe(z.number().max(0xffffffff, 'must be a whole number from 0 to 4294967295'))
      .optional(),
  ),
  TUYA_CLIENT_ID: optionalText,
  TUYA_CLIENT_SECRET: optionalText,
  TUYA_BASE_URL: optionalText.pipe(
    z
      .string()
      .transform((v) => v.replace(/\/+$/, ''))
      .refine(isHttpUrl, 'must be an http(s) URL such as https://openapi.tuyaeu.com')
      .optional(),
  ),
  TUYA_MQ_URL: optionalText.pipe(
    z.string().refine(isWebsocketUrl, 'must be a ws(s) URL such as wss://mqe.tuyaeu.com:8285/').optional(),
  ),
  TUYA_MQ_ENV: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a channel name such as event or event-test')
      .default('event'),
  ),
  IOT_PUSH: optionalText.pipe(
    z
      .enum(['on', 'off'], { message: 'must be on or off' })
      .default('on')
      .transform((v) => v === 'on'),
  ),
  IOT_READS_PER_SECOND: optionalText.pipe(perSecond.optional()),
  IOT_COMMANDS_PER_SECOND: optionalText.pipe(perSecond.optional()),
  IOT_BACKGROUND_SHARE: optionalText.pipe(
    z
      .string()
      .regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a share from 0 to 1, such as 0.75')
      .transform(Number)
      .default(0.75),
  ),
  IOT_SIMULATOR_READS_PER_SECOND: optionalText.pipe(perSecond.default(0)),
  IOT_SIMULATOR_COMMANDS_PER_SECOND: optionalText.pipe(perSecond.default(0)),
  IOT_SIMULATOR_REPORT_SECONDS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds from 0 to 86400')
      .transform(Number)
      .pipe(z.number().max(86_400, 'must be a whole number of seconds from 0 to 86400'))
      .default(300),
  ),
};

type IotEnv = z.infer<z.ZodObject<typeof iotEnvShape>>;

/** With IOT_PROVIDER=tuya the three TUYA_* variables are required; each missing one is named. */
export function requireTuyaSettings(env: IotEnv, ctx: z.RefinementCtx): void {
  if (env.IOT_PROVIDER !== 'tuya') return;
  for (const name of ['TUYA_CLIENT_ID', 'TUYA_CLIENT_SECRET', 'TUYA_BASE_URL'] as const)
    if (env[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when IOT_PROVIDER=tuya' });
}

/** The provider settings of an environment that passed the schema. */
export function iotConfigFrom(env: IotEnv): IotConfig {
  const seed = env.IOT_SIMULATOR_SEED !== undefined ? { simulatorSeed: env.IOT_SIMULATOR_SEED } : {};
  const push = { enabled: env.IOT_PUSH, simulatorReportSeconds: env.IOT_SIMULATOR_REPORT_SECONDS };
  const defaults = env.IOT_PROVIDER === 'tuya' ? TUYA_PACE : { readsPerSecond: 0, commandsPerSecond: 0 };
  const pace = {
    readsPerSecond: env.IOT_READS_PER_SECOND ?? defaults.readsPerSecond,
    commandsPerSecond: env.IOT_COMMANDS_PER_SECOND ?? defaults.commandsPerSecond,
    backgroundShare: env.IOT_BACKGROUND_SHARE,
  };
  const simulatorLimits = {
    readsPerSecond: env.IOT_SIMULATOR_READS_PER_SECOND,
    commandsPerSecond: env.IOT_SIMULATOR_COMMANDS_PER_SECOND,
  };
  if (env.IOT_PROVIDER === 'simulator')
    return { provider: 'simulator', ...seed, push, pace, simulatorLimits };
  return {
    provider: 'tuya',
    tuya: {
      clientId: env.TUYA_CLIENT_ID!,
      clientSecret: env.TUYA_CLIENT_SECRET!,
      baseUrl: env.TUYA_BASE_URL!,
      ...(env.TUYA_MQ_URL ? { mqUrl: env.TUYA_MQ_URL } : {}),
      mqEnv: env.TUYA_MQ_ENV,
    },
    ...seed,
    push,
    pace,
  };
}

/** Reads the IoT variables (IOT_*, TUYA_*) alone. */
export function parseIotConfig(env: Record<string, string | undefined>): IotConfig {
  const parsed = z.object(iotEnvShape).superRefine(requireTuyaSettings).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return iotConfigFrom(parsed.data);
}
