import { describe, expect, it } from 'vitest';
import { deviceControls, modelCodeOf, timersBySection } from './device-controls';
import type { TimerCategory } from './iot-schemas';

const codes = (controls: readonly { code: string }[]) => controls.map((c) => c.code);

describe('modelCodeOf', () => {
  it.each([
    ['Purificatore AP-554 Compact', '554'],
    ['Purificatore AP-555 Plus', '555'],
    ['AP-556 Pro', '556'],
    ['Other purifier', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (name, code) => expect(modelCodeOf(name)).toBe(code));
});

describe('deviceControls', () => {
  it.each([
    ['AP-554', ['switch', 'mode', 'fan_speed_enum', 'child_lock', 'filter_reset', 'countdown']],
    [
      'AP-555',
      ['switch', 'mode', 'fan_speed_enum', 'anion', 'light', 'child_lock', 'filter_reset', 'countdown_set'],
    ],
    [
      'AP-556',
      [
        'switch',
        'mode',
        'fan_speed_enum',
        'anion',
        'light',
        'uv',
        'child_lock',
        'filter_reset',
        'countdown_set',
      ],
    ],
  ])('the model %s offers its commands', (name, expected) => {
    expect(codes(deviceControls(name, []))).toEqual(expected);
  });

  it('an unknown model offers the known commands its status reports', () => {
    const reported = [{ code: 'switch' }, { code: 'pm25' }, { code: 'lcd' }, { code: 'uv' }];
    expect(codes(deviceControls('Mystery', reported))).toEqual(['switch', 'uv', 'lcd']);
    expect(deviceControls(null, [])).toEqual([]);
  });

  it('filter reset is a single action and the mode a choice', () => {
    const controls = deviceControls('AP-556');
    expect(controls.find((c) => c.code === 'filter_reset')?.kind).toBe('action');
    expect(controls.find((c) => c.code === 'mode')).toMatchObject({
      kind: 'choice',
      options: expect.arrayContaining(['strong']),
    });
  });
});

const timer = (time: string) => ({
  timer_id: time,
  date: '',
  time,
  loops: '0111110',
  status: 1,
  alias_name: '',
  timezone_id: 'Europe/Rome',
  functions: [{ code: 'switch', value: true }],
});
const category = (name: string, ...groups: [string, number][]): TimerCategory => ({
  category: { category: name },
  groups: groups.map(([id, n]) => ({ id, timers: Array.from({ length: n }, (_, i) => timer(`0${i}:00`)) })),
});

describe('timersBySection', () => {
  it('sorts our categories by kind and group number, the rest as user timers, skipping empty groups', () => {
    const sections = timersBySection([
      category('INNOLIVING_BO_INNO_GRP_2', ['g2', 2]),
      category('INNOLIVING_BO_INNO_GRP_0', ['g0', 2]),
      category('INNOLIVING_BO_PAUSE_INNO_GRP_0', ['p0', 2]),
      category('INNOLIVING_BO_REP_INNO_GRP1', ['r1', 24]),
      category('timer', ['u', 1], ['empty', 0]),
    ]);
    expect(sections.base.map((g) => [g.number, g.group.id])).toEqual([
      [0, 'g0'],
      [2, 'g2'],
    ]);
    expect(sections.pause.map((g) => g.group.id)).toEqual(['p0']);
    expect(sections.repeat.map((g) => g.number)).toEqual([1]);
    expect(sections.user.map((g) => [g.category, g.number, g.group.id])).toEqual([['timer', null, 'u']]);
  });

  it('no timers: every section empty', () => {
    expect(timersBySection([])).toEqual({ base: [], pause: [], repeat: [], user: [] });
  });
});
