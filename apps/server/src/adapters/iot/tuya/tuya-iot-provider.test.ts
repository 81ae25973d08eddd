import { afterEach, describe, expect, it } from 'vitest';
import { buildTimer, timersForPlan } from '@app/contracts';
import { rejection, startTuyaStack } from './tuya-test-kit';

type Stack = Awaited<ReturnType<typeof startTuyaStack>>;
let stack: Stack | undefined;
const start = async (...args: Parameters<typeof startTuyaStack>) => (stack = await startTuyaStack(...args));
afterEach(async () => stack?.cloud.close());

describe('TuyaIotProvider against the fake Tuya cloud', () => {
  it('reads statuses in batches of 20, in the order asked, leaving out unknown devices', async () => {
    const { provider, fleet, calls } = await start();
    const uids = [...fleet.generate(45), 'not-in-project'];
    const statuses = await provider.getStatuses(uids);
    expect(statuses.map((s) => s.id)).toEqual(uids.slice(0, 45));
    expect(statuses).toEqual(fleet.statuses(uids));
    expect(calls('status')).toBe(3);
    expect(await provider.getStatuses([])).toEqual([]);
    expect(calls('status')).toBe(3);
  });

  it('sends commands that change the device, and maps refusals without retrying them', async () => {
    const { provider, value, fleet, clock, calls } = await start();
    await provider.sendCommands('plus555', [
      { code: 'switch', value: true },
      { code: 'fan_speed_enum', value: 'low' },
    ]);
    expect([value('plus555', 'switch'), value('plus555', 'fan_speed_enum')]).toEqual([true, 'low']);

    expect(await rejection(provider.sendCommands('compact554', [{ code: 'uv', value: true }]))).toMatchObject(
      {
        code: 2008,
        kind: 'unsupported',
      },
    );
    expect(
      await rejection(provider.sendCommands('unknown', [{ code: 'switch', value: true }])),
    ).toMatchObject({
      code: 1106,
      kind: 'not_found',
    });
    fleet.device('pro556').forceOnline(false, clock.now());
    expect(await rejection(provider.sendCommands('pro556', [{ code: 'switch', value: true }]))).toMatchObject(
      {
        code: 2001,
        kind: 'offline',
        message: 'device is offline',
      },
    );
    expect(calls('command')).toBe(4);
  });

  it('adds, lists and deletes timers with the shapes of the spec', async () => {
    const { provider, fleet } = await start();
    const plan = {
      start: { enabled: true, time: '08:00' },
      end: { enabled: true, time: '19:00' },
      days: '0111110',
    };
    const [base] = timersForPlan({ ...plan, pause: undefined }, 0);
    const [, pause] = timersForPlan({ ...plan, pause: { enabled: true, start: '12:00', end: '13:00' } }, 0);
    const { groupId } = await provider.addTimer('pro556', base!);
    await provider.addTimer('pro556', pause!);
    await provider.addTimer(
      'pro556',
      buildTimer('timer', '1000001', [{ functions: [{ code: 'uv', value: true }], date: '', time: '9:5' }]),
    );

    const timers = await provider.getTimers('pro556');
    expect(timers).toEqual(fleet.timers('pro556'));
    expect(timers.map((c) => c.category.category)).toEqual([
      'INNOLIVING_BO_INNO_GRP_0',
      'INNOLIVING_BO_PAUSE_INNO_GRP_0',
      'timer',
    ]);
    expect(timers[0]!.groups[0]).toMatchObject({
      id: groupId,
      timers: [{ time: '08:00' }, { time: '19:00' }],
    });

    await provider.deleteTimers('pro556', { category: 'INNOLIVING_BO_INNO_GRP_0', group: groupId });
    await provider.deleteTimers('pro556', { category: 'timer' });
    expect((await provider.getTimers('pro556')).map((c) => c.category.category)).toEqual([
      'INNOLIVING_BO_PAUSE_INNO_GRP_0',
    ]);
    await provider.deleteTimers('pro556');
    expect(await provider.getTimers('pro556')).toEqual([]);
  });

  it("passes the cloud's refusal of a 31st timer and of unsupported timer functions", async () => {
    const { provider } = await start();
    const timer = (time: string) =>
      buildTimer('timer', '1111111', [{ functions: [{ code: 'switch', value: true }], date: '', time }]);
    for (let i = 0; i < 30; i++)
      await provider.addTimer('compact554', timer(`${i % 24}:${i < 24 ? '00' : '30'}`));
    expect(await rejection(provider.addTimer('compact554', timer('23:45')))).toMatchObject({
      code: 1101,
      kind: 'invalid',
    });
    const uv = buildTimer('x', '1111111', [
      { functions: [{ code: 'uv', value: true }], date: '', time: '08:00' },
    ]);
    expect(await rejection(provider.addTimer('plus555', uv))).toMatchObject({ code: 2008 });
  });

  it('reads the specification, parsing the JSON values strings', async () => {
    const { provider, fleet } = await start();
    const spec = await provider.getSpecification('pro556');
    expect(spec).toEqual(fleet.specification('pro556'));
    expect(spec.functions.find((f) => f.code === 'speed')).toMatchObject({
      type: 'Enum',
      range: ['1', '2', '3', '4'],
    });
    expect(spec.status.find((f) => f.code === 'pm25')).toMatchObject({
      type: 'Integer',
      min: 0,
      max: 999,
      scale: 0,
    });
  });

  it('answers the health check UP when it can log in, DOWN with the reason when not', async () => {
    const { provider, cloud } = await start();
    const health = await provider.ping();
    expect(health).toMatchObject({ status: 'UP', details: { provider: 'tuya' } });
    expect(cloud.tokens.logins).toBe(1);
    stack = await startTuyaStack({ client: { clientSecret: 'wrong-secret' } });
    await cloud.close();
    expect(await stack.provider.ping()).toMatchObject({
      status: 'DOWN',
      details: { provider: 'tuya', error: { code: 1004, kind: 'auth' } },
    });
  });
});
