import { describe, expect, it } from 'vitest';
import type { TimerCategory } from './iot-schemas';
import { countTimers, freeTimerGroup, parseTimerCategory, timerCategoryName } from './timer-categories';

describe('timer category names', () => {
  it.each([
    ['base', 0, 'INNOLIVING_BO_INNO_GRP_0'],
    ['pause', 3, 'INNOLIVING_BO_PAUSE_INNO_GRP_3'],
    ['repeat', 12, 'INNOLIVING_BO_REP_INNO_GRP12'],
  ] as const)('%s group %d -> %s, and back', (kind, group, name) => {
    expect(timerCategoryName(kind, group)).toBe(name);
    expect(parseTimerCategory(name)).toEqual({ kind, group });
  });

  it.each([
    ['timer'],
    ['_INNO_GRP_3'],
    ['INNOLIVING_BO'],
    ['INNOLIVING_BO_INNO_GRP_'],
    ['INNOLIVING_BO_INNO_GRP_x1'],
    ['MY_INNOLIVING_BO_INNO_GRP_1'],
  ])('%j is not one of ours', (category) => expect(parseTimerCategory(category)).toBeNull());

  it('accepts an underscore before the auto-repeat number', () => {
    expect(parseTimerCategory('INNOLIVING_BO_REP_INNO_GRP_4')).toEqual({ kind: 'repeat', group: 4 });
  });

  it('refuses negative or fractional groups', () => {
    expect(() => timerCategoryName('base', -1)).toThrow();
    expect(() => timerCategoryName('base', 1.5)).toThrow();
  });
});

describe('free timer group (docs/product.md#timers)', () => {
  it.each<[string, string[][], number]>([
    ['no timers at all', [[]], 0],
    ['no devices', [], 0],
    ['group 0 taken', [['INNOLIVING_BO_INNO_GRP_0']], 1],
    ['the smallest gap is used', [['INNOLIVING_BO_INNO_GRP_0', 'INNOLIVING_BO_INNO_GRP_2']], 1],
    ['pause and repeat groups count', [['INNOLIVING_BO_PAUSE_INNO_GRP_0', 'INNOLIVING_BO_REP_INNO_GRP1']], 2],
    ['user timers do not count', [['timer', 'schedule_1', '_INNO_GRP_0']], 0],
    [
      'a group used on any of the devices is not free',
      [['INNOLIVING_BO_INNO_GRP_0'], ['INNOLIVING_BO_INNO_GRP_1'], []],
      2,
    ],
    ['large numbers leave the low ones free', [['INNOLIVING_BO_INNO_GRP_7']], 0],
  ])('%s -> %d', (_, devices, expected) => expect(freeTimerGroup(devices)).toBe(expected));

  it('reads the grouped timers the provider returns', () => {
    const timers: TimerCategory[] = [
      { category: { category: 'INNOLIVING_BO_INNO_GRP_0' }, groups: [] },
      { category: { category: 'INNOLIVING_BO_PAUSE_INNO_GRP_1' }, groups: [] },
    ];
    expect(freeTimerGroup([timers])).toBe(2);
  });

  it('counts every timer of every group', () => {
    const timer = {
      date: '',
      time: '08:00',
      loops: '1111111',
      status: 1,
      alias_name: '',
      timezone_id: 'Europe/Rome',
    };
    const categories: TimerCategory[] = [
      {
        category: { category: 'a' },
        groups: [
          {
            id: '1',
            timers: [
              { ...timer, timer_id: '1', functions: [] },
              { ...timer, timer_id: '2', functions: [] },
            ],
          },
          { id: '2', timers: [{ ...timer, timer_id: '3', functions: [] }] },
        ],
      },
      {
        category: { category: 'b' },
        groups: [{ id: '3', timers: [{ ...timer, timer_id: '4', functions: [] }] }],
      },
    ];
    expect(countTimers(categories)).toBe(4);
  });
});
