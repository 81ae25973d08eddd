/**
 * IoT provider settings (ARCHITECTURE §6, §7). Kept apart from config.ts so the provider layer can
 * be configured and tested on its own; loadConfig calls parseIotConfig(env) and stops the start
 * with its message when it throws.
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

const value = (env: Record<string, string | undefined>, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

const isHttpUrl = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Reads IOT_PROVIDER, TUYA_CLIENT_ID, TUYA_CLIENT_SECRET, TUYA_BASE_URL, IOT_SIMULATOR_SEED. */
export function parseIotConfig(env: Record<string, string | undefined>): IotConfig {
  const provider = (value(env, 'IOT_PROVIDER') ?? 'simulator').toLowerCase();
  if (provider !== 'simulator' && provider !== 'tuya') {
    throw new Error(
      `Invalid configuration:\n  IOT_PROVIDER: must be simulator or tuya (got "${env.IOT_PROVIDER}")`,
    );
  }
  const seedText = value(env, 'IOT_SIMULATOR_SEED');
  let simulatorSeed: number | undefined;
  if (seedText !== undefined) {
    simulatorSeed = Number(seedText);
    if (!/^\d+$/.test(seedText) || !Number.isSafeInteger(simulatorSeed) || simulatorSeed > 0xffffffff) {
      throw new Error(
        `Invalid configuration:\n  IOT_SIMULATOR_SEED: must be a whole number from 0 to 4294967295 (got "${seedText}")`,
      );
    }
  }
  if (provider === 'simulator')
    return { provider, ...(simulatorSeed !== undefined ? { simulatorSeed } : {}) };

  const names = ['TUYA_CLIENT_ID', 'TUYA_CLIENT_SECRET', 'TUYA_BASE_URL'] as const;
  const missing = names.filter((name) => value(env, name) === undefined);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when IOT_PROVIDER=tuya`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const baseUrl = value(env, 'TUYA_BASE_URL')!.replace(/\/+$/, '');
  if (!isHttpUrl(baseUrl)) {
    throw new Error(
      `Invalid configuration:\n  TUYA_BASE_URL: must be an http(s) URL such as https://openapi.tuyaeu.com (got "${baseUrl}")`,
    );
  }
  return {
    provider,
    tuya: {
      clientId: value(env, 'TUYA_CLIENT_ID')!,
      clientSecret: value(env, 'TUYA_CLIENT_SECRET')!,
      baseUrl,
    },
    ...(simulatorSeed !== undefined ? { simulatorSeed } : {}),
  };
}
