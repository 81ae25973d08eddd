import type { DeviceEvent, DeviceEventSubscription } from '../../device-events';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  type FakeTuyaCloud,
} from '../../fake-tuya-cloud/fake-tuya-cloud';
import { TuyaIotProvider } from '../tuya-iot-provider';
import type { TuyaMqTuning } from './tuya-mq-consumer';

/** Waits until `check` holds (the consumer and the fake cloud work on their own timers). */
export async function until(check: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A handler that records what it stored; `failNext` batches are refused (not acknowledged). */
export function recorder() {
  const stored: DeviceEvent[] = [];
  const state = {
    calls: 0,
    failNext: 0,
    seen: [] as DeviceEvent[],
    batchSizes: [] as number[],
    /** Runs after a batch is stored, before it is acknowledged. */
    afterStore: undefined as (() => void) | undefined,
  };
  const handler = async (events: readonly DeviceEvent[]) => {
    state.calls++;
    state.seen.push(...events);
    state.batchSizes.push(events.length);
    if (state.failNext > 0) {
      state.failNext--;
      throw new Error('not stored (test)');
    }
    stored.push(...events);
    state.afterStore?.();
  };
  const ids = () => stored.map((e) => e.dataId);
  return { stored, state, handler, ids };
}

/** A server instance: the real provider and its consumer against the fake cloud, short timings. */
export function instance(
  cloud: FakeTuyaCloud,
  options: { secret?: string; mq?: TuyaMqTuning; ackTimeoutMs?: number } = {},
) {
  const provider = new TuyaIotProvider({
    clientId: FAKE_TUYA_CLIENT_ID,
    clientSecret: options.secret ?? FAKE_TUYA_CLIENT_SECRET,
    baseUrl: cloud.baseUrl,
    mqAckTimeoutMs: options.ackTimeoutMs ?? 300,
    mq: { batchDelayMs: 5, backoff: { baseDelayMs: 10, maxDelayMs: 50 }, ...options.mq },
  });
  const record = recorder();
  const subscription: DeviceEventSubscription = provider.subscribeDeviceEvents(record.handler);
  return { provider, subscription, ...record, health: () => subscription.health() };
}
