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
}

export interface IotConfig {
  provider: IotProviderName;
  tuya?: TuyaSettings;
  /** Seed of the simulated fleet; unset = the simulator's default (554). */
  simulatorSeed?: number;
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** An unset or blank variable is absent. */
const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().optional(),
);

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
  if (env.IOT_PROVIDER === 'simulator') return { provider: 'simulator', ...seed };
  return {
    provider: 'tuya',
    tuya: {
      clientId: env.TUYA_CLIENT_ID!,
      clientSecret: env.TUYA_CLIENT_SECRET!,
      baseUrl: env.TUYA_BASE_URL!,
    },
    ...seed,
  };
}

/** Reads IOT_PROVIDER, TUYA_CLIENT_ID, TUYA_CLIENT_SECRET, TUYA_BASE_URL, IOT_SIMULATOR_SEED alone. */
export function parseIotConfig(env: Record<string, string | undefined>): IotConfig {
  const parsed = z.object(iotEnvShape).superRefine(requireTuyaSettings).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return iotConfigFrom(parsed.data);
}
