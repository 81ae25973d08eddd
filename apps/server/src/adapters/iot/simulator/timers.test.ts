import { describe, expect, it } from 'vitest';
import { buildTimer, timersForPlan, type DeviceTimer } from '@app/contracts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './clock';
import type { CloudError } from './cloud-error';
import { testFleet } from './simulator-test-kit';

const onOff = (loops: string, on = '08:00', off = '19:00'): DeviceTimer =>
  timersForPlan(
    { start: { enabled: true, time: on }, end: { enabled: true, time: off }, days: loops },
    0,
  )[0]!;
const single = (time: string, value: boolean, loops = '1111111', date = ''): DeviceTimer =>
  buildTimer('timer', loops, [{ functions: [{ code: 'switch', value }], date, time }]);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as CloudError).code;
  }
  return null;
};

describe('timers', () => {
  it('switch a device on and off at Rome time on working days only (Sunday-first loops)', () => {
    const { fleet, clock, value } = testFleet({ devices: [{ uid: 'd', modelCode: '555' }] });
    fleet.sendCommands('d', [{ code: 'switch', value: false }]);
    fleet.addTimer('d', onOff('0111110'));
    const seen: string[] = [];
    // Monday 6 Jan 2025 00:00 UTC; Rome is UTC+1 in January. Sample 07:30 and 18:30 UTC each day.
    for (let day = 0; day < 7; day++) {
      clock.set(Date.parse('2025-01-06T06:50:00Z') + day * DAY_MS);
      seen.push(`${value('d', 'switch')}`);
      clock.advance(20 * MINUTE_MS); // 08:10 Rome
      seen.push(`${value('d', 'switch')}`);
      clock.set(Date.parse('2025-01-06T18:10:00Z') + day * DAY_MS); // 19:10 Rome
      seen.push(`${value('d', 'switch')}`);
    }
    // Mon..Fri: off before 08:00, on after, off after 19:00; Sat and Sun untouched (off).
    const weekday = ['false', 'true', 'false'];
    expect(seen).toEqual([
      ...weekday,
      ...weekday,
      ...weekday,
      ...weekday,
      ...weekday,
      ...Array(6).fill('false'),
    ]);
  });

  it('follow summer time: 08:00 in Rome is 06:00 UTC in July', () => {
    const { fleet, clock, value } = testFleet({
      start: '2025-07-07T00:00:00Z',
      devices: [{ uid: 'd', modelCode: '554' }],
    });
    fleet.sendCommands('d', [{ code: 'switch', value: false }]);
    fleet.addTimer('d', single('08:00', true));
    clock.set('2025-07-07T05:59:00Z');
    expect(value('d', 'switch')).toBe(false);
    clock.set('2025-07-07T06:00:00Z');
    expect(value('d', 'switch')).toBe(true);
  });

  it('run on Sunday for loops 1000000 and Saturday for 0000001', () => {
    const { fleet, clock, value } = testFleet({
      devices: [
        { uid: 'sun', modelCode: '554' },
        { uid: 'sat', modelCode: '554' },
      ],
    });
    for (const uid of ['sun', 'sat']) fleet.sendCommands(uid, [{ code: 'switch', value: false }]);
    fleet.addTimer('sun', single('12:00', true, '1000000'));
    fleet.addTimer('sat', single('12:00', true, '0000001'));
    clock.set('2025-01-11T12:00:00Z'); // Saturday 13:00 Rome
    expect([value('sun', 'switch'), value('sat', 'switch')]).toEqual([false, true]);
    clock.set('2025-01-12T12:00:00Z'); // Sunday
    expect(value('sun', 'switch')).toBe(true);
  });

  it('use a fixed offset when only time_zone is given (and accept the doc\'s "timezone" spelling)', () => {
    const { fleet, clock, value } = testFleet({ devices: [{ uid: 'd', modelCode: '554' }] });
    fleet.sendCommands('d', [{ code: 'switch', value: false }]);
    const { timezone_id: _id, time_zone: _tz, ...rest } = single('10:00', true);
    fleet.addTimer('d', { ...rest, timezone: '+03:00' } as unknown as DeviceTimer);
    clock.set('2025-01-06T06:59:00Z');
    expect(value('d', 'switch')).toBe(false);
    clock.set('2025-01-06T07:00:00Z');
    expect(value('d', 'switch')).toBe(true);
  });

  it('run a one-shot timer once on its date, then show it disabled', () => {
    const { fleet, clock, value } = testFleet({ devices: [{ uid: 'd', modelCode: '554' }] });
    fleet.addTimer('d', single('09:00', true, '0000000', '20250107'));
    fleet.sendCommands('d', [{ code: 'switch', value: false }]);
    clock.set('2025-01-07T08:30:00Z');
    expect(value('d', 'switch')).toBe(true);
    expect(fleet.timers('d')[0]!.groups[0]!.timers[0]!.status).toBe(0);
    fleet.sendCommands('d', [{ code: 'switch', value: false }]);
    clock.advance(3 * DAY_MS);
    expect(value('d', 'switch')).toBe(false);
  });

  it('refuse a one-shot timer in the past, a bad loops, an unknown zone and unsupported functions', () => {
    const { fleet } = testFleet({ devices: [{ uid: 'd', modelCode: '554' }] });
    expect(refusal(() => fleet.addTimer('d', single('09:00', true, '0000000', '20250105')))).toBe(1109);
    expect(refusal(() => fleet.addTimer('d', single('09:00', true, '0000000')))).toBe(1109);
    expect(refusal(() => fleet.addTimer('d', single('09:00', true, '011111')))).toBe(1109);
    expect(
      refusal(() => fleet.addTimer('d', { ...single('09:00', true), timezone_id: 'Mars/Olympus' })),
    ).toBe(1109);
    const uv = buildTimer('timer', '1111111', [
      { functions: [{ code: 'uv', value: true }], date: '', time: '09:00' },
    ]);
    expect(refusal(() => fleet.addTimer('d', uv))).toBe(2008);
    expect(fleet.timers('d')).toEqual([]);
  });

  it('hold at most 30 timers per device', () => {
    const { fleet } = testFleet({ devices: [{ uid: 'd', modelCode: '554' }] });
    for (let i = 0; i < 15; i++) fleet.addTimer('d', onOff('1111111', '08:00', `${10 + (i % 10)}:00`));
    expect(refusal(() => fleet.addTimer('d', single('09:00', true)))).toBe(1101);
    fleet.deleteTimers('d', {
      category: 'INNOLIVING_BO_INNO_GRP_0',
      group: fleet.timers('d')[0]!.groups[0]!.id,
    });
    fleet.addTimer('d', single('09:00', true));
    fleet.addTimer('d', single('09:30', true));
    expect(refusal(() => fleet.addTimer('d', single('09:45', true)))).toBe(1101);
    expect(fleet.timers('d').flatMap((c) => c.groups.flatMap((g) => g.timers))).toHaveLength(30);
  });

  it('come back grouped by category then group, and delete by group, category or all', () => {
    const { fleet } = testFleet({ devices: [{ uid: 'd', modelCode: '556' }] });
    const a = fleet.addTimer('d', onOff('0111110'));
    const b = fleet.addTimer('d', onOff('1000001', '10:00', '12:00'));
    fleet.addTimer('d', single('07:00', true));
    const listed = fleet.timers('d');
    expect(listed.map((c) => [c.category.category, c.groups.map((g) => g.id)])).toEqual([
      ['INNOLIVING_BO_INNO_GRP_0', [a, b]],
      ['timer', [expect.any(String)]],
    ]);
    expect(listed[0]!.groups[0]!.timers).toEqual([
      expect.objectContaining({
        time: '08:00',
        loops: '0111110',
        status: 1,
        timezone_id: 'Europe/Rome',
        functions: [{ code: 'switch', value: true }],
      }),
      expect.objectContaining({ time: '19:00', functions: [{ code: 'switch', value: false }] }),
    ]);
    fleet.deleteTimers('d', { category: 'INNOLIVING_BO_INNO_GRP_0', group: a });
    expect(fleet.timers('d')[0]!.groups.map((g) => g.id)).toEqual([b]);
    fleet.deleteTimers('d', { category: 'timer' });
    expect(fleet.timers('d').map((c) => c.category.category)).toEqual(['INNOLIVING_BO_INNO_GRP_0']);
    fleet.deleteTimers('d');
    expect(fleet.timers('d')).toEqual([]);
  });

  it('are lost while the device is offline, and run again once it is back', () => {
    const { fleet, clock, value } = testFleet({ devices: [{ uid: 'd', modelCode: '554' }] });
    fleet.sendCommands('d', [{ code: 'switch', value: false }]);
    fleet.addTimer('d', single('08:00', true));
    fleet.device('d').forceOnline(false, clock.now());
    clock.set('2025-01-06T12:00:00Z');
    fleet.device('d').forceOnline(true, clock.now());
    expect(value('d', 'switch')).toBe(false);
    clock.advance(DAY_MS);
    expect(value('d', 'switch')).toBe(true);
  });

  it('run every hour with auto-repeat, re-applying the settings', () => {
    const { fleet, clock, value } = testFleet({ devices: [{ uid: 'd', modelCode: '555' }] });
    const [repeat] = timersForPlan(
      {
        start: { enabled: false },
        end: { enabled: false },
        days: '1111111',
        autoRepeat: true,
        startFunctions: [{ code: 'mode', value: 'sleep' }],
      },
      1,
    );
    fleet.addTimer('d', repeat!);
    for (let h = 0; h < 5; h++) {
      fleet.sendCommands('d', [
        { code: 'switch', value: false },
        { code: 'mode', value: 'manual' },
      ]);
      clock.advance(HOUR_MS);
      expect([value('d', 'switch'), value('d', 'mode')]).toEqual([true, 'sleep']);
    }
  });
});
