import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
  type FakeTuyaCloudOptions,
} from '../fake-tuya-cloud/fake-tuya-cloud';
import { IotProviderError } from '../iot-provider-error';
import { testFleet } from '../simulator/simulator-test-kit';
import type { TuyaAttempt } from './tuya-client';
import { TuyaIotProvider, type TuyaIotProviderOptions } from './tuya-iot-provider';

/**
 * The real client against the fake cloud on a free port, sharing one manual clock. Backoff waits
 * are recorded instead of slept, and every attempt is kept for assertions.
 */
export async function startTuyaStack(
  options: { cloud?: Partial<FakeTuyaCloudOptions>; client?: Partial<TuyaIotProviderOptions> } = {},
) {
  const kit = testFleet();
  const cloud = await FakeTuyaCloud.start({ fleet: kit.fleet, ...options.cloud });
  const sleeps: number[] = [];
  const attempts: TuyaAttempt[] = [];
  const provider = new TuyaIotProvider({
    clientId: FAKE_TUYA_CLIENT_ID,
    clientSecret: FAKE_TUYA_CLIENT_SECRET,
    baseUrl: cloud.baseUrl,
    now: () => kit.clock.now(),
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    timeoutMs: 2000,
    onAttempt: (a) => attempts.push(a),
    ...options.client,
  });
  const calls = (operation: string) => cloud.stats.byOperation[operation] ?? 0;
  return { ...kit, cloud, provider, sleeps, attempts, calls };
}

/** The IotProviderError a promise rejects with, as plain data; null when it resolves. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      if (error instanceof IotProviderError) return error.toJSON();
      throw error;
    },
  );
