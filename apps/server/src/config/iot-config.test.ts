import { describe, expect, it } from 'vitest';
import { parseIotConfig } from './iot-config';

const tuya = {
  IOT_PROVIDER: 'tuya',
  TUYA_CLIENT_ID: 'abc',
  TUYA_CLIENT_SECRET: 'shh',
  TUYA_BASE_URL: 'https://openapi.tuyaeu.com/',
};

describe('IoT configuration', () => {
  it('defaults to the simulator with its own seed', () => {
    expect(parseIotConfig({})).toEqual({ provider: 'simulator' });
    expect(parseIotConfig({ IOT_PROVIDER: '' })).toEqual({ provider: 'simulator' });
  });

  it('reads the simulator seed', () => {
    expect(parseIotConfig({ IOT_SIMULATOR_SEED: '42' })).toEqual({
      provider: 'simulator',
      simulatorSeed: 42,
    });
  });

  it.each(['-1', '1.5', 'abc', '99999999999'])('rejects the seed %j naming the variable', (seed) => {
    expect(() => parseIotConfig({ IOT_SIMULATOR_SEED: seed })).toThrow(/IOT_SIMULATOR_SEED/);
  });

  it('rejects an unknown provider', () => {
    expect(() => parseIotConfig({ IOT_PROVIDER: 'aws' })).toThrow(/IOT_PROVIDER: must be simulator or tuya/);
  });

  it('reads the Tuya credentials, without a trailing slash on the host', () => {
    expect(parseIotConfig(tuya)).toEqual({
      provider: 'tuya',
      tuya: { clientId: 'abc', clientSecret: 'shh', baseUrl: 'https://openapi.tuyaeu.com' },
    });
  });

  it('names every missing Tuya variable, and only those', () => {
    let message = '';
    try {
      parseIotConfig({ IOT_PROVIDER: 'tuya', TUYA_CLIENT_SECRET: 'shh', TUYA_BASE_URL: ' ' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('TUYA_CLIENT_ID: required when IOT_PROVIDER=tuya');
    expect(message).toContain('TUYA_BASE_URL: required when IOT_PROVIDER=tuya');
    expect(message).not.toContain('TUYA_CLIENT_SECRET');
  });

  it('rejects a base URL that is not http(s)', () => {
    expect(() => parseIotConfig({ ...tuya, TUYA_BASE_URL: 'openapi.tuyaeu.com' })).toThrow(/TUYA_BASE_URL/);
  });
});
