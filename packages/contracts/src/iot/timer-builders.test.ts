import { describe, expect, it } from 'vitest';
import { deviceTimerSchema } from './iot-schemas';
import { hourlyInstructions, timersForPlan, TIMER_TIME_ZONE, TIMER_TIMEZONE_ID } from './timer-builders';
import { normaliseTime, timeToMinutes } from './timer-time';

describe('auto-repeat instructions', () => {
  it('has one instruction at the top of each of the 24 hours', () => {
    const instructions = hourlyInstructions([{ code: 'mode', value: 'auto' }]);
    expect(instructions.map((i) => i.time)).toEqual(
      Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    );
    expect(new Set(instructions.map((i) => i.date))).toEqual(new Set(['']));
    expect(instructions.every((i) => i.functions[0]?.value === 'auto')).toBe(true);
  });

  it('does not share function objects between instructions', () => {
    const [first, second] = hourlyInstructions([{ code: 'mode', value: 'auto' }]);
    first!.functions[0]!.value = 'sleep';
    expect(second!.functions[0]!.value).toBe('auto');
  });
});

describe('timers of a plan', () => {
  const base = {
    start: { enabled: true, time: '8:0' },
    end: { enabled: true, time: '18:30' },
    days: '0111110',
    startFunctions: [{ code: 'fan_speed_enum', value: 'mid' }],
  };

  it('writes the on/off pair in the base category of the group, Rome time', () => {
    const [timer, ...rest] = timersForPlan(base, 2);
    expect(rest).toEqual([]);
    expect(timer).toEqual({
      category: 'INNOLIVING_BO_INNO_GRP_2',
      loops: '0111110',
      timezone_id: TIMER_TIMEZONE_ID,
      time_zone: TIMER_TIME_ZONE,
      instruct: [
        {
          date: '',
          time: '08:00',
          functions: [
            { code: 'switch', value: true },
            { code: 'fan_speed_enum', value: 'mid' },
          ],
        },
        { date: '', time: '18:30', functions: [{ code: 'switch', value: false }] },
      ],
    });
    expect(deviceTimerSchema.safeParse(timer).success).toBe(true);
    expect(TIMER_TIMEZONE_ID).toBe('Europe/Rome');
    expect(TIMER_TIME_ZONE).toBe('+1:00');
  });

  it('adds the pause pair and the hourly repeat in their own categories of the same group', () => {
    const timers = timersForPlan(
      { ...base, pause: { enabled: true, start: '12:00', end: '13:00' }, autoRepeat: true },
      0,
    );
    expect(timers.map((t) => t.category)).toEqual([
      'INNOLIVING_BO_INNO_GRP_0',
      'INNOLIVING_BO_PAUSE_INNO_GRP_0',
      'INNOLIVING_BO_REP_INNO_GRP0',
    ]);
    expect(timers[1]!.instruct.map((i) => [i.time, i.functions[0]!.value])).toEqual([
      ['12:00', false],
      ['13:00', true],
    ]);
    expect(timers[2]!.instruct).toHaveLength(24);
  });

  it('does not send switch twice when the settings already contain it', () => {
    const [timer] = timersForPlan(
      { ...base, end: { enabled: false }, startFunctions: [{ code: 'switch', value: true }] },
      0,
    );
    expect(timer!.instruct[0]!.functions).toEqual([{ code: 'switch', value: true }]);
  });
});

describe('timer times', () => {
  it.each([
    ['08:00', 480],
    ['4:0', 240],
    ['23:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['noon', null],
  ])('%s -> %j minutes', (time, minutes) => expect(timeToMinutes(time)).toBe(minutes));

  it('pads unpadded times', () => expect(normaliseTime('4:5')).toBe('04:05'));
});
