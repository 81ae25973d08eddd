import { describe, expect, it } from 'vitest';
import { countPlanTimers, validateTimerPlan, type TimerPlan, type TimerPlanContext } from './timer-rules';

const plan = (overrides: Partial<TimerPlan> = {}): TimerPlan => ({
  start: { enabled: true, time: '08:00' },
  end: { enabled: true, time: '18:00' },
  days: '0111110',
  ...overrides,
});
const single: TimerPlanContext = { deviceCount: 1, existingTimers: 0 };
const messages = (p: TimerPlan, context = single) => validateTimerPlan(p, context).map((e) => e.message);

describe('timer form rules (docs/product.md#timers)', () => {
  it.each<[string, TimerPlan, string[]]>([
    ['a valid working-day plan', plan(), []],
    ['start only', plan({ end: { enabled: false } }), []],
    ['end only', plan({ start: { enabled: false } }), []],
    [
      'start on without a time',
      plan({ start: { enabled: true, time: '' } }),
      ['timer.validate.startRequired'],
    ],
    ['end on without a time', plan({ end: { enabled: true } }), ['timer.validate.endRequired']],
    [
      'a start time that is not a time',
      plan({ start: { enabled: true, time: '25:00' } }),
      ['timer.validate.startRequired'],
    ],
    ['end before start', plan({ end: { enabled: true, time: '07:59' } }), ['timer.validate.endAfterStart']],
    ['end equal to start', plan({ end: { enabled: true, time: '08:00' } }), ['timer.validate.endAfterStart']],
    ['an end time off is not compared', plan({ end: { enabled: false, time: '07:00' } }), []],
    ['no weekday', plan({ days: '0000000' }), ['timer.validate.dayRequired']],
    ['a malformed mask', plan({ days: '01111' }), ['timer.validate.dayRequired']],
    ['a pause inside the window', plan({ pause: { enabled: true, start: '12:00', end: '13:00' } }), []],
    [
      'a pause without times',
      plan({ pause: { enabled: true } }),
      ['timer.validate.pauseStartRequired', 'timer.validate.pauseEndRequired'],
    ],
    [
      'a pause ending before it starts',
      plan({ pause: { enabled: true, start: '13:00', end: '12:00' } }),
      ['timer.validate.pauseEndAfterStart'],
    ],
    [
      'a pause starting at the timer start',
      plan({ pause: { enabled: true, start: '08:00', end: '12:00' } }),
      ['timer.validate.pauseAfterStart'],
    ],
    [
      'a pause ending at the timer end',
      plan({ pause: { enabled: true, start: '12:00', end: '18:00' } }),
      ['timer.validate.pauseBeforeEnd'],
    ],
    ['a disabled pause is ignored', plan({ pause: { enabled: false, start: '20:00' } }), []],
  ])('%s', (_, p, expected) => expect(messages(p)).toEqual(expected));

  it('needs at least one device', () => {
    expect(messages(plan(), { deviceCount: 0 })).toEqual(['timer.validate.deviceRequired']);
  });

  describe('at most 30 timers on a single device', () => {
    // plan() writes 2 timers
    it.each<[string, number, Partial<TimerPlan>, boolean]>([
      ['28 + 2 fits', 28, {}, true],
      ['29 + 2 is too many', 29, {}, false],
      ['remove-old lifts the limit', 29, { removeOld: true }, true],
      ['auto-repeat lifts the limit', 29, { autoRepeat: true }, true],
      ['a pause adds two timers', 27, { pause: { enabled: true, start: '12:00', end: '13:00' } }, false],
    ])('%s', (_, existing, overrides, fits) => {
      const result = messages(plan(overrides), { deviceCount: 1, existingTimers: existing });
      expect(result.includes('timer.validate.tooManyTimers')).toBe(!fits);
    });

    it('is not checked for bulk programming (each device is checked when written)', () => {
      expect(messages(plan(), { deviceCount: 5, existingTimers: 30 })).toEqual([]);
    });
  });

  it.each<[Partial<TimerPlan>, number]>([
    [{}, 2],
    [{ end: { enabled: false } }, 1],
    [{ pause: { enabled: true, start: '12:00', end: '13:00' } }, 4],
    [{ autoRepeat: true }, 26],
  ])('plan %j writes %d timers', (overrides, count) => expect(countPlanTimers(plan(overrides))).toBe(count));
});
