import { describe, expect, it } from 'vitest';
import type { DataPointValue } from './iot-schemas';
import { countByLevel, deviceCondition, parameterLevel } from './status-levels';

describe('status parameter levels (docs/product.md#status-thresholds)', () => {
  it.each<[string, DataPointValue, string | null]>([
    ['filter', 0, 'danger'],
    ['filter', 10, 'danger'],
    ['filter', 11, 'warning'],
    ['filter', 50, 'warning'],
    ['filter', 51, 'success'],
    ['filter_days', 10, 'danger'],
    ['filter_days', 11, 'warning'],
    ['filter_days', 30, 'warning'],
    ['filter_days', 31, 'success'],
    ['filter_hours', 80, 'danger'],
    ['filter_hours', 81, 'warning'],
    ['filter_hours', 240, 'warning'],
    ['filter_hours', 241, 'success'],
    ['temp', 17, 'warning'],
    ['temp', 18, 'success'],
    ['temp', 30, 'success'],
    ['temp', 30.01, 'warning'],
    ['humidity', 39, 'warning'],
    ['humidity', 40, 'success'],
    ['humidity', 60, 'success'],
    ['humidity', 61, 'warning'],
    ['pm25', 0, 'success'],
    ['pm25', 25, 'success'],
    ['pm25', 26, 'warning'],
    ['pm25', '12', 'success'],
    ['pm25', '', null],
    ['air_quality', 'good', 'success'],
    ['air_quality', 'medium', 'warning'],
    ['air_quality', 'severe', 'danger'],
    ['air_quality', '1', 'success'],
    ['air_quality', '2', 'warning'],
    ['air_quality', '3', 'danger'],
    ['air_quality', 'unheard-of', null],
    ['switch', true, null],
    ['mode', 'auto', null],
    ['countdown_left', 0, null],
  ])('%s = %j -> %s', (code, value, level) => expect(parameterLevel({ code, value })).toBe(level));
});

describe('device condition', () => {
  const healthy = [
    { code: 'switch', value: true },
    { code: 'filter', value: 80 },
    { code: 'pm25', value: 12 },
  ];

  it('is danger and highlights offline when the device is offline, whatever its values', () => {
    expect(deviceCondition({ online: false, status: healthy })).toMatchObject({
      level: 'danger',
      highlighted: 'offline',
    });
  });

  it('highlights online when nothing stands out', () => {
    expect(deviceCondition({ online: true, status: healthy })).toMatchObject({
      level: 'success',
      highlighted: 'online',
    });
  });

  it('highlights the first danger even when a warning comes before it', () => {
    const status = [
      { code: 'pm25', value: 40 },
      { code: 'filter_days', value: 20 },
      { code: 'filter', value: 5 },
      { code: 'filter_hours', value: 10 },
    ];
    expect(deviceCondition({ online: true, status })).toMatchObject({
      level: 'danger',
      highlighted: 'filter',
    });
  });

  it('highlights the first warning when there is no danger', () => {
    const status = [
      { code: 'filter', value: 90 },
      { code: 'humidity', value: 70 },
      { code: 'pm25', value: 40 },
    ];
    const condition = deviceCondition({ online: true, status });
    expect(condition).toMatchObject({ level: 'warning', highlighted: 'humidity' });
    expect(condition.parameters).toEqual([
      { code: 'filter', level: 'success' },
      { code: 'humidity', level: 'warning' },
      { code: 'pm25', level: 'warning' },
    ]);
  });

  it('counts devices per level', () => {
    const conditions = [
      deviceCondition({ online: false, status: [] }),
      deviceCondition({ online: true, status: healthy }),
      deviceCondition({ online: true, status: [{ code: 'filter', value: 30 }] }),
      deviceCondition({ online: true, status: [{ code: 'filter', value: 3 }] }),
    ];
    expect(countByLevel(conditions)).toEqual({ danger: 2, warning: 1, success: 1 });
  });
});
