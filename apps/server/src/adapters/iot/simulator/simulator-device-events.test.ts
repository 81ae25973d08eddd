import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceEvent } from '../device-events';
import { until } from '../tuya/mq/mq-test-kit';
import { FleetReporter } from './fleet-reporter';
import { SimulatorIotProvider } from './simulator-iot-provider';
import { testFleet } from './simulator-test-kit';

const setup = (reportIntervalMs = 0) => {
  const kit = testFleet();
  const provider = new SimulatorIotProvider(kit.fleet, undefined, { reportIntervalMs });
  const batches: DeviceEvent[][] = [];
  const subscription = provider.subscribeDeviceEvents(async (events) => void batches.push([...events]));
  return { ...kit, provider, subscription, batches, events: () => batches.flat() };
};

afterEach(() => vi.useRealTimers());

describe('the simulator pushes what its purifiers do', () => {
  it('reports a device right after a command changed it, in one batch', async () => {
    const { provider, subscription, batches, clock } = setup();
    await provider.sendCommands('plus555', [
      { code: 'switch', value: true },
      { code: 'fan_speed_enum', value: 'high' },
    ]);
    await until(() => batches.length === 1, 'the report');
    const [event] = batches[0]!;
    expect(event).toMatchObject({ kind: 'status', uid: 'plus555', reportedAt: new Date(clock.now()) });
    expect(event!.kind === 'status' && event!.status).toEqual(
      expect.arrayContaining([
        { code: 'switch', value: true },
        { code: 'fan_speed_enum', value: 'high' },
      ]),
    );
    expect(subscription.health()).toMatchObject({
      connected: true,
      active: true,
      received: 1,
      acknowledged: 1,
    });
    await provider.close();
  });

  it('reports online devices on reportAll, and online/offline when that changed', async () => {
    const { provider, fleet, clock, events } = setup();
    fleet.reportAll();
    await until(() => events().length === 3, 'three reports');
    expect(new Set(events().map((e) => e.dataId)).size).toBe(3);
    fleet.device('pro556').forceOnline(false, clock.now());
    fleet.reportAll();
    await until(() => events().length === 6, 'two reports and an offline');
    expect(
      events()
        .slice(3)
        .map((e) => `${e.kind} ${e.uid}`),
    ).toEqual(['status compact554', 'status plus555', 'offline pro556']);
    fleet.device('pro556').forceOnline(true, clock.now());
    fleet.report(['pro556']);
    await until(() => events().length === 8, 'online and its status');
    expect(
      events()
        .slice(6)
        .map((e) => e.kind),
    ).toEqual(['online', 'status']);
    await provider.close();
  });

  it('stops: no more events, nor listeners on the fleet', async () => {
    const { provider, subscription, fleet, events } = setup();
    await subscription.stop();
    await provider.sendCommands('plus555', [{ code: 'switch', value: false }]);
    fleet.reportAll();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events()).toEqual([]);
    expect(subscription.health().connected).toBe(false);
  });

  it('counts a batch the handler refused (there is nothing to redeliver in process)', async () => {
    const { fleet } = testFleet();
    const provider = new SimulatorIotProvider(fleet, undefined, { reportIntervalMs: 0 });
    const subscription = provider.subscribeDeviceEvents(async () => {
      throw new Error('database down');
    });
    fleet.reportAll();
    await until(() => subscription.health().lastError === 'database down', 'the failure');
    expect(subscription.health()).toMatchObject({ received: 3, acknowledged: 0 });
    await provider.close();
  });
});

describe('FleetReporter', () => {
  it('has every device report once per interval, spread over it', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fleet } = testFleet();
    const reports: string[] = [];
    fleet.onReport((e) => reports.push(e.uid));
    const reporter = new FleetReporter(fleet, 3000);
    reporter.start();
    vi.advanceTimersByTime(1000);
    expect(reports).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(reports.sort()).toEqual(['compact554', 'plus555', 'pro556']);
    vi.advanceTimersByTime(3000);
    expect(reports).toHaveLength(6);
    reporter.stop();
    vi.advanceTimersByTime(3000);
    expect(reports).toHaveLength(6);
  });

  it('does nothing with interval 0', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fleet } = testFleet();
    const reports: string[] = [];
    fleet.onReport((e) => reports.push(e.uid));
    new FleetReporter(fleet, 0).start();
    vi.advanceTimersByTime(60_000);
    expect(reports).toEqual([]);
  });
});
