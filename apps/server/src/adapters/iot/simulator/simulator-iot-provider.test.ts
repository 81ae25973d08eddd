import { describe, expect, it } from 'vitest';
import { buildTimer } from '@app/contracts';
import { IotProviderError } from '../iot-provider-error';
import { FaultInjector } from './fault-injector';
import { SimulatorIotProvider } from './simulator-iot-provider';
import { testFleet } from './simulator-test-kit';

const setup = () => {
  const kit = testFleet();
  return { ...kit, provider: new SimulatorIotProvider(kit.fleet, new FaultInjector(3)) };
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof IotProviderError ? error.toJSON() : error),
  );

describe('SimulatorIotProvider', () => {
  it('maps refusals to typed errors the API can explain', async () => {
    const { provider, fleet, clock } = setup();
    expect(await failure(provider.sendCommands('compact554', [{ code: 'uv', value: true }]))).toMatchObject({
      code: 2008,
      kind: 'unsupported',
      retriable: false,
    });
    expect(await failure(provider.getTimers('nobody'))).toMatchObject({ code: 1106, kind: 'not_found' });
    fleet.device('plus555').forceOnline(false, clock.now());
    expect(await failure(provider.sendCommands('plus555', [{ code: 'switch', value: true }]))).toMatchObject({
      code: 2001,
      kind: 'offline',
      message: 'device is offline',
    });
  });

  it('answers copies and keeps copies: callers cannot change a device behind its back', async () => {
    const { provider, fleet, clock } = setup();
    fleet.device('plus555').forceOnline(false, clock.now()); // offline: the frozen last report
    for (const uid of ['pro556', 'plus555']) {
      const [first] = await provider.getStatuses([uid]);
      first!.status.find((p) => p.code === 'switch')!.value = 'tampered';
      const [again] = await provider.getStatuses([uid]);
      expect(typeof again!.status.find((p) => p.code === 'switch')!.value).toBe('boolean');
    }
    const timer = buildTimer('timer', '1111111', [
      { functions: [{ code: 'switch', value: true }], date: '', time: '08:00' },
    ]);
    await provider.addTimer('pro556', timer);
    timer.instruct[0]!.functions[0]!.value = false;
    const [listed] = await provider.getTimers('pro556');
    expect(listed!.groups[0]!.timers[0]!.functions).toEqual([{ code: 'switch', value: true }]);
  });

  it('fails the next N calls of the chosen operations, then recovers', async () => {
    const { provider } = setup();
    provider.faults.failNext(2, 1199, { operations: ['command'] });
    expect(await provider.getStatuses(['pro556'])).toHaveLength(1);
    const command = () => failure(provider.sendCommands('pro556', [{ code: 'switch', value: true }]));
    expect(await command()).toMatchObject({ code: 1199, kind: 'rate_limited', retriable: true });
    expect(await command()).toMatchObject({ code: 1199 });
    expect(await command()).toBeNull();
  });

  it('fails a seeded share of calls with failRatio', async () => {
    const run = async () => {
      const { provider } = setup();
      provider.faults.failRatio(0.3, 500);
      const outcomes: boolean[] = [];
      for (let i = 0; i < 300; i++)
        outcomes.push((await failure(provider.getStatuses(['plus555']))) === null);
      return outcomes;
    };
    const first = await run();
    const failed = first.filter((ok) => !ok).length;
    expect(failed).toBeGreaterThan(60);
    expect(failed).toBeLessThan(120);
    expect(await run()).toEqual(first);
  });

  it('with an injected timeout carries the command out and reports the answer as lost', async () => {
    const { provider, value } = setup();
    await provider.sendCommands('plus555', [{ code: 'switch', value: false }]);
    provider.faults.failNext(1, 'TIMEOUT');
    expect(await failure(provider.sendCommands('plus555', [{ code: 'switch', value: true }]))).toMatchObject({
      code: 'TIMEOUT',
      kind: 'timeout',
      retriable: true,
    });
    expect(value('plus555', 'switch')).toBe(true);
  });

  it('adds latency to the chosen operations only', async () => {
    const { provider } = setup();
    provider.faults.setLatency(60, { operations: ['get_timers'] });
    let started = performance.now();
    await provider.getStatuses(['plus555']);
    expect(performance.now() - started).toBeLessThan(50);
    started = performance.now();
    await provider.getTimers('plus555');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('answers the health check with the fleet it runs', async () => {
    const { provider } = setup();
    expect(await provider.ping()).toEqual({
      status: 'UP',
      details: { provider: 'simulator', latencyMs: 0, devices: 3, seed: 7 },
    });
  });
});
