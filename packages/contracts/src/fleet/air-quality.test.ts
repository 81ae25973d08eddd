import { describe, expect, it } from 'vitest';
import { parameterLevel } from '../iot/status-levels';
import {
  addToWeekGrid,
  emptyWeekGrid,
  hourOfWeek,
  pm25Band,
  WEEK_HOURS,
  weekCell,
  weekGridMeans,
  weekHourOf,
} from './air-quality';

const at = (iso: string) => Date.parse(iso);
const SUNDAY = 6 * 24;

describe('PM2.5 bands (WHO 2021)', () => {
  it.each<[number, string | null]>([
    [0, 'good'],
    [5, 'good'],
    [5.01, 'fair'],
    [15, 'fair'],
    [15.01, 'poor'],
    [25, 'poor'],
    [25.01, 'bad'],
    [400, 'bad'],
    [-1, null],
    [NaN, null],
    [Infinity, null],
  ])('%d µg/m³ is %s', (mean, band) => expect(pm25Band(mean)).toBe(band));

  it('turns bad where the pm25 badge turns warning', () => {
    expect(parameterLevel({ code: 'pm25', value: 25 })).toBe('success');
    expect(parameterLevel({ code: 'pm25', value: 25.01 })).toBe('warning');
  });
});

describe('hour of the week (Rome)', () => {
  it.each([
    ['2026-11-22T23:00:00Z', 0], // Monday 00:00 in Rome (winter)
    ['2026-11-23T22:59:59Z', 23], // Monday 23:59
    ['2026-11-29T22:59:59Z', 167], // Sunday 23:59
    ['2026-07-04T21:59:00Z', 5 * 24 + 23], // Saturday 23:59 (summer)
    ['2026-07-04T22:00:00Z', SUNDAY], // Sunday 00:00
    ['2026-07-06T10:00:00Z', 12], // Monday 12:00
  ])('%s is cell %d', (instant, cell) => expect(hourOfWeek(at(instant))).toBe(cell));

  it('skips 02:00 on the spring change Sunday (29 March 2026)', () => {
    const cells = [0, 1, 2, 3].map((h) => hourOfWeek(at('2026-03-29T00:00:00Z') + h * 3_600_000));
    expect(cells).toEqual([SUNDAY + 1, SUNDAY + 3, SUNDAY + 4, SUNDAY + 5]);
  });

  it('has 02:00 twice on the autumn change Sunday (25 October 2026)', () => {
    const cells = [0, 1, 2, 3].map((h) => hourOfWeek(at('2026-10-25T00:30:00Z') + h * 3_600_000));
    expect(cells).toEqual([SUNDAY + 2, SUNDAY + 2, SUNDAY + 3, SUNDAY + 4]);
  });

  it('numbers cells weekday × 24 + hour, both ways', () => {
    for (let cell = 0; cell < WEEK_HOURS; cell++) expect(weekCell(weekHourOf(cell))).toBe(cell);
    expect(weekHourOf(150)).toEqual({ weekday: 6, hour: 6 });
    expect(() => weekHourOf(WEEK_HOURS)).toThrow(RangeError);
    expect(() => weekHourOf(-1)).toThrow(RangeError);
  });
});

describe('week grid', () => {
  it('adds readings to their cells and gives the means', () => {
    const grid = emptyWeekGrid();
    expect(grid).toHaveLength(WEEK_HOURS);
    addToWeekGrid(grid, at('2026-10-25T00:30:00Z'), 10); // 02:30 summer time
    addToWeekGrid(grid, at('2026-10-25T01:30:00Z'), 20); // 02:30 winter time
    addToWeekGrid(grid, at('2026-10-25T01:45:00Z'), NaN);
    const means = weekGridMeans(grid);
    expect(means[SUNDAY + 2]).toBe(15);
    expect(means.filter((m) => m !== null)).toHaveLength(1);
  });
});
