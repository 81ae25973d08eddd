import { describe, expect, it } from 'vitest';
import { bulkControls, previewBulkTimers, progressPercent } from './bulk-timers';
import type { TimerCategory } from './iot-schemas';
import type { TimerPlan } from './timer-rules';

const plan = (extra: Partial<TimerPlan> = {}): TimerPlan => ({
  start: { enabled: true, time: '07:00' },
  end: { enabled: true, time: '19:00' },
  days: '0111110',
  ...extra,
});

const timer = (i: number) => ({
  timer_id: String(i),
  date: '',
  time: '08:00',
  loops: '1111111',
  status: 1,
  alias_name: '',
  timezone_id: 'Europe/Rome',
  functions: [{ code: 'switch', value: true }],
});
const category = (name: string, timers: number): TimerCategory => ({
  category: { category: name },
  groups: [{ id: name, timers: Array.from({ length: timers }, (_, i) => timer(i)) }],
});

describe('previewBulkTimers', () => {
  it('shares the free group of all devices and counts one call per timer', () => {
    const preview = previewBulkTimers(plan({ pause: { enabled: true, start: '12:00', end: '13:00' } }), [
      { uid: 'a', timers: [category('INNOLIVING_BO_INNO_GRP_0', 2)], online: true },
      { uid: 'b', timers: [category('INNOLIVING_BO_INNO_GRP_1', 2), category('timer', 3)], online: false },
    ]);
    expect(preview.group).toBe(2);
    expect(preview.devices.map((d) => [d.uid, d.addCount, d.after, d.offline, d.skip, d.operations])).toEqual(
      [
        ['a', 4, 6, false, null, 2],
        ['b', 4, 9, true, null, 2],
      ],
    );
    expect(preview.devices[0]!.add.map((t) => t.category)).toEqual([
      'INNOLIVING_BO_INNO_GRP_2',
      'INNOLIVING_BO_PAUSE_INNO_GRP_2',
    ]);
    expect(preview.operations).toBe(4);
  });

  it('replacing: group 0, every old timer removed, one delete per device counted', () => {
    const preview = previewBulkTimers(plan({ removeOld: true }), [
      { uid: 'a', timers: [category('INNOLIVING_BO_INNO_GRP_0', 29)], online: true },
      { uid: 'b', timers: [], online: null },
    ]);
    expect(preview.group).toBe(0);
    expect(preview.devices.map((d) => [d.removeCount, d.after, d.operations])).toEqual([
      [29, 2, 2],
      [0, 2, 2],
    ]);
    expect(preview.operations).toBe(4);
  });

  it('skips devices whose timers are unknown or that would exceed 30', () => {
    const preview = previewBulkTimers(plan({ autoRepeat: true }), [
      { uid: 'full', timers: [category('timer', 5)], online: true },
      { uid: 'unknown', timers: null, online: true },
      { uid: 'ok', timers: [category('timer', 4)], online: true },
    ]);
    expect(preview.devices.map((d) => [d.uid, d.after, d.skip, d.operations])).toEqual([
      ['full', 31, 'tooManyTimers', 0],
      ['unknown', null, 'timersMissing', 0],
      ['ok', 30, null, 2],
    ]);
    expect(preview.operations).toBe(2);
  });
});

describe('bulkControls', () => {
  it.each([
    [['AP-555', 'AP-555'], 8],
    [['AP-555', 'AP-556'], 0],
    [['AP-554'], 6],
    [[null, null], 0],
    [[], 0],
  ])('%j → %i controls', (names, count) => expect(bulkControls(names)).toHaveLength(count));
});

describe('progressPercent', () => {
  it.each([
    [0, 4, 0],
    [1, 3, 33],
    [3, 3, 100],
    [5, 3, 100],
    [0, 0, 100],
  ])('%i of %i → %i %', (done, total, percent) => expect(progressPercent(done, total)).toBe(percent));
});
