import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICES } from '../../db/seed/demo-fleet';
import { parseIotConfig } from '../../config/iot-config';
import { buildTimer } from '@app/contracts';
import {
  createIotProvider,
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
  ManualClock,
  PurifierFleet,
  type IotProvider,
} from './index';
import { until } from './tuya/mq/mq-test-kit';
import { rejection } from './tuya/tuya-test-kit';
import type { DeviceEvent } from './device-events';

/**
 * One behaviour, two providers: the default simulator and the real Tuya client talking to the
 * fake cloud, both built by createIotProvider from the environment, both over the demo fleet.
 * What the API layer relies on must hold for both.
 */
interface Setup {
  provider: IotProvider;
  fleet: PurifierFleet;
  clock: ManualClock;
  close: () => Promise<void>;
}

const setups: Record<string, () => Promise<Setup>> = {
  simulator: async () => {
    const clock = new ManualClock('2025-03-03T09:00:00Z');
    const fleet = new PurifierFleet({ clock, seed: 554 });
    const provider = createIotProvider(parseIotConfig({}), { fleet });
    return { provider, fleet, clock, close: () => provider.close() };
  },
  'tuya via the fake cloud': async () => {
    const clock = new ManualClock('2025-03-03T09:00:00Z');
    const fleet = new PurifierFleet({ clock, seed: 554 });
    const cloud = await FakeTuyaCloud.start({ fleet });
    const env = {
      IOT_PROVIDER: 'tuya',
      TUYA_CLIENT_ID: FAKE_TUYA_CLIENT_ID,
      TUYA_CLIENT_SECRET: FAKE_TUYA_CLIENT_SECRET,
      TUYA_BASE_URL: cloud.baseUrl,
    };
    const provider = createIotProvider(parseIotConfig(env), { tuya: { now: () => clock.now() } });
    return {
      provider,
      fleet,
      clock,
      close: async () => {
        await provider.close();
        await cloud.close();
      },
    };
  },
};

describe.each(Object.keys(setups))('IotProvider contract: %s', (name) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setups[name]!();
  });
  afterAll(async () => s.close());

  /** A demo 555, pinned online so that its own Wi-Fi schedule cannot interfere. */
  const online = () => {
    const uid = DEMO_DEVICES.find((d) => d.modelCode === '555')!.uid;
    s.fleet.device(uid).forceOnline(true, s.clock.now());
    return uid;
  };

  it('knows every device of the demo seed', async () => {
    const statuses = await s.provider.getStatuses(DEMO_DEVICES.map((d) => d.uid));
    expect(statuses.map((d) => d.id)).toEqual(DEMO_DEVICES.map((d) => d.uid));
    expect(statuses.every((d) => d.status.some((p) => p.code === 'pm25'))).toBe(true);
  });

  it('sends a command and reads it back', async () => {
    const uid = online();
    await s.provider.sendCommands(uid, [
      { code: 'switch', value: true },
      { code: 'fan_speed_enum', value: 'mid' },
    ]);
    const [device] = await s.provider.getStatuses([uid]);
    expect(device!.status.filter((p) => p.code === 'switch' || p.code === 'fan_speed_enum')).toEqual([
      { code: 'switch', value: true },
      { code: 'fan_speed_enum', value: 'mid' },
    ]);
  });

  it.each([
    ['unsupported', 2008, [{ code: 'uv', value: true }]],
    ['invalid value', 2008, [{ code: 'fan_speed_enum', value: 'warp' }]],
  ])('refuses an %s command with the same typed error', async (_, code, commands) => {
    expect(await rejection(s.provider.sendCommands(online(), commands))).toMatchObject({
      code,
      kind: 'unsupported',
    });
  });

  it('answers not_found for a device outside the project', async () => {
    expect(await rejection(s.provider.getTimers('bf0000000000000000000'))).toMatchObject({
      code: 1106,
      kind: 'not_found',
    });
    expect(await s.provider.getStatuses(['bf0000000000000000000'])).toEqual([]);
  });

  it('runs a timer added through the provider when the clock reaches it', async () => {
    const uid = online();
    await s.provider.sendCommands(uid, [{ code: 'switch', value: false }]);
    const timer = buildTimer('timer', '1111111', [
      { functions: [{ code: 'switch', value: true }], date: '', time: '11:00' },
    ]);
    const { groupId } = await s.provider.addTimer(uid, timer);
    expect((await s.provider.getTimers(uid)).flatMap((c) => c.groups.map((g) => g.id))).toContain(groupId);
    s.clock.advance(60 * 60_000); // 10:00 UTC = 11:00 in Rome
    const [device] = await s.provider.getStatuses([uid]);
    expect(device!.status.find((p) => p.code === 'switch')!.value).toBe(true);
    await s.provider.deleteTimers(uid, { category: 'timer', group: groupId });
  });

  it('pushes the status report that follows a command', async () => {
    const uid = online();
    const events: DeviceEvent[] = [];
    const subscription = s.provider.subscribeDeviceEvents(async (batch) => void events.push(...batch));
    await s.provider.sendCommands(uid, [{ code: 'fan_speed_enum', value: 'low' }]);
    const report = () =>
      events.find((e) => e.kind === 'status' && e.uid === uid && e.status.some((p) => p.value === 'low'));
    await until(() => report() !== undefined, 'the report');
    expect(report()).toMatchObject({ kind: 'status', uid, reportedAt: new Date(s.clock.now()) });
    await until(() => subscription.health().acknowledged >= 1, 'the acknowledgement');
    expect(subscription.health()).toMatchObject({ connected: true, active: true });
    await subscription.stop();
  });

  it('answers the health check', async () => {
    expect(await s.provider.ping()).toMatchObject({ status: 'UP', details: { provider: s.provider.kind } });
  });
});
