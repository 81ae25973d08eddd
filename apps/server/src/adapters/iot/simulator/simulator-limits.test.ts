import { describe, expect, it } from 'vitest';
import { IotProviderError } from '../iot-provider-error';
import { FaultInjector } from './fault-injector';
import { SimulatorIotProvider } from './simulator-iot-provider';
import { testFleet } from './simulator-test-kit';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof IotProviderError ? error.toJSON() : error),
  );

describe('the simulator enforces the project limits like Tuya (decision 039)', () => {
  it('refuses a burst over the limit with 1110, as the Tuya adapter reports it, and accepts the next window', async () => {
    const kit = testFleet();
    let wallClock = 7_000;
    const provider = new SimulatorIotProvider(kit.fleet, new FaultInjector(3), {
      limits: { commandsPerSecond: 4, readsPerSecond: 2, now: () => wallClock },
    });
    const send = () => failure(provider.sendCommands('plus555', [{ code: 'switch', value: true }]));
    const burst = await Promise.all(Array.from({ length: 6 }, send));
    expect(burst.filter((r) => r === null)).toHaveLength(4);
    expect(burst.filter((r) => r !== null)).toEqual([
      { code: 1110, kind: 'rate_limited', retriable: true, message: 'concurrent request over limit' },
      { code: 1110, kind: 'rate_limited', retriable: true, message: 'concurrent request over limit' },
    ]);
    // Reads have their own budget; the refused call did no work.
    expect(await provider.getStatuses(['plus555'])).toHaveLength(1);
    await provider.getTimers('plus555');
    expect(await failure(provider.getStatuses(['plus555']))).toMatchObject({ code: 1110 });
    expect(provider.limits.counts).toEqual({
      read: { calls: 3, refused: 1, maxPerWindow: 2 },
      command: { calls: 6, refused: 2, maxPerWindow: 4 },
    });

    wallClock += 1_000;
    expect(await send()).toBeNull();
    expect(await failure(provider.getStatuses(['plus555']))).toBeNull();
  });

  it('limits nothing unless asked', async () => {
    const kit = testFleet();
    const provider = new SimulatorIotProvider(kit.fleet, new FaultInjector(3));
    await Promise.all(
      Array.from({ length: 50 }, () => provider.sendCommands('plus555', [{ code: 'switch', value: true }])),
    );
    expect(provider.limits.counts.command).toEqual({ calls: 50, refused: 0, maxPerWindow: 50 });
  });
});
