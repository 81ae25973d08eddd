import { describe, expect, it } from 'vitest';
import { parseIotConfig } from './iot-config';

const tuya = {
  IOT_PROVIDER: 'tuya',
  TUYA_CLIENT_ID: 'abc',
  TUYA_CLIENT_SECRET: 'shh',
  TUYA_BASE_URL: 'https://openapi.tuyaeu.com/',
};

const push = { enabled: true, simulatorReportSeconds: 300 };
/** The simulator has no limits of its own: not paced unless the variables say so. */
const pace = { readsPerSecond: 0, commandsPerSecond: 0, backgroundShare: 0.75 };
/** Nor does it refuse anything unless told to (decision 039). */
const simulatorLimits = { readsPerSecond: 0, commandsPerSecond: 0 };

describe('IoT configuration', () => {
  it('defaults to the simulator with its own seed, pushed events on', () => {
    expect(parseIotConfig({})).toEqual({ provider: 'simulator', push, pace, simulatorLimits });
    expect(parseIotConfig({ IOT_PROVIDER: '' })).toEqual({
      provider: 'simulator',
      push,
      pace,
      simulatorLimits,
    });
  });

  it('reads the simulator seed', () => {
    expect(parseIotConfig({ IOT_SIMULATOR_SEED: '42' })).toEqual({
      provider: 'simulator',
      simulatorSeed: 42,
      push,
      pace,
      simulatorLimits,
    });
  });

  it('reads the push switch and the simulator report interval', () => {
    expect(parseIotConfig({ IOT_PUSH: 'off', IOT_SIMULATOR_REPORT_SECONDS: '0' })).toMatchObject({
      push: { enabled: false, simulatorReportSeconds: 0 },
    });
    expect(() => parseIotConfig({ IOT_PUSH: 'yes' })).toThrow(/IOT_PUSH: must be on or off/);
    expect(() => parseIotConfig({ IOT_SIMULATOR_REPORT_SECONDS: '-5' })).toThrow(
      /IOT_SIMULATOR_REPORT_SECONDS/,
    );
    expect(() => parseIotConfig({ IOT_SIMULATOR_REPORT_SECONDS: '90000' })).toThrow(
      /IOT_SIMULATOR_REPORT_SECONDS/,
    );
  });

  it('reads the message service gateway and channel, refusing what is not a websocket URL', () => {
    expect(
      parseIotConfig({ ...tuya, TUYA_MQ_URL: 'ws://127.0.0.1:9000/', TUYA_MQ_ENV: 'event-test' }),
    ).toMatchObject({ tuya: { mqUrl: 'ws://127.0.0.1:9000/', mqEnv: 'event-test' } });
    expect(() => parseIotConfig({ ...tuya, TUYA_MQ_URL: 'https://mqe.tuyaeu.com' })).toThrow(/TUYA_MQ_URL/);
    expect(() => parseIotConfig({ ...tuya, TUYA_MQ_ENV: 'event/../x' })).toThrow(/TUYA_MQ_ENV/);
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
      tuya: { clientId: 'abc', clientSecret: 'shh', baseUrl: 'https://openapi.tuyaeu.com', mqEnv: 'event' },
      push,
      // Tuya's published limits per cloud project.
      pace: { readsPerSecond: 50, commandsPerSecond: 4, backgroundShare: 0.75 },
    });
  });

  it('reads the provider budgets, refusing what is not a number of calls or a share', () => {
    expect(
      parseIotConfig({
        IOT_READS_PER_SECOND: '20',
        IOT_COMMANDS_PER_SECOND: '2',
        IOT_BACKGROUND_SHARE: '0.5',
      }),
    ).toMatchObject({ pace: { readsPerSecond: 20, commandsPerSecond: 2, backgroundShare: 0.5 } });
    expect(parseIotConfig({ ...tuya, IOT_COMMANDS_PER_SECOND: '0' })).toMatchObject({
      pace: { readsPerSecond: 50, commandsPerSecond: 0 },
    });
    expect(() => parseIotConfig({ IOT_COMMANDS_PER_SECOND: '2.5' })).toThrow(/IOT_COMMANDS_PER_SECOND/);
    expect(() => parseIotConfig({ IOT_READS_PER_SECOND: '-1' })).toThrow(/IOT_READS_PER_SECOND/);
    expect(() => parseIotConfig({ IOT_BACKGROUND_SHARE: '1.5' })).toThrow(/IOT_BACKGROUND_SHARE/);
  });

  it('reads the limits the simulator enforces, refusing what is not a number of calls', () => {
    expect(
      parseIotConfig({ IOT_SIMULATOR_READS_PER_SECOND: '50', IOT_SIMULATOR_COMMANDS_PER_SECOND: '4' }),
    ).toMatchObject({ simulatorLimits: { readsPerSecond: 50, commandsPerSecond: 4 }, pace });
    expect(() => parseIotConfig({ IOT_SIMULATOR_COMMANDS_PER_SECOND: 'x' })).toThrow(
      /IOT_SIMULATOR_COMMANDS_PER_SECOND/,
    );
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
