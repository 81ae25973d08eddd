import { describe, expect, it } from 'vitest';
import { daysToMask, maskPreset, maskToDays, runsOnDay, WEEK_DAY_MASKS } from './week-days';

describe('week-day masks (Sunday first)', () => {
  it.each([
    [WEEK_DAY_MASKS.NEVER, []],
    [WEEK_DAY_MASKS.WORKING_DAYS, [1, 2, 3, 4, 5]],
    [WEEK_DAY_MASKS.WEEKEND, [0, 6]],
    [WEEK_DAY_MASKS.ALL_DAYS, [0, 1, 2, 3, 4, 5, 6]],
    ['0000001', [6]],
    ['0000010', [5]],
  ])('%s <-> %j', (mask, days) => {
    expect(maskToDays(mask)).toEqual(days);
    expect(daysToMask(days)).toBe(mask);
  });

  it('reads Saturday as the last character and Sunday as the first (Tuya: 0000001 = Saturday)', () => {
    expect(runsOnDay('0000001', 6)).toBe(true);
    expect(runsOnDay('0000001', 0)).toBe(false);
    expect(runsOnDay('1000000', 0)).toBe(true);
  });

  it.each([['011111'], ['01111102'], ['abcdefg']])('rejects %j', (mask) => {
    expect(() => maskToDays(mask)).toThrow(/mask/);
  });

  it('rejects day indexes outside 0..6', () => {
    expect(() => daysToMask([7])).toThrow();
    expect(() => daysToMask([-1])).toThrow();
  });

  it.each([
    ['0111110', 'WORKING_DAYS'],
    ['1000001', 'WEEKEND'],
    ['0101010', null],
  ])('preset of %s is %s', (mask, preset) => expect(maskPreset(mask)).toBe(preset));
});
