import { describe, expect, it } from 'vitest';
import {
  bandOf,
  DEFAULT_THRESHOLDS,
  effectiveThresholds,
  THRESHOLD_PRESETS,
  thresholdSetSchema,
  thresholdUpdateSchema,
  type ThresholdParameter,
} from './thresholds';
import { parameterLevel } from '../iot/status-levels';

describe('bandOf reproduces the spec table (docs/product.md#status-thresholds)', () => {
  it.each<[ThresholdParameter, number, string]>([
    ['filter', 0, 'danger'],
    ['filter', 10, 'danger'],
    ['filter', 10.5, 'warning'],
    ['filter', 50, 'warning'],
    ['filter', 51, 'success'],
    ['filter_days', 10, 'danger'],
    ['filter_days', 30, 'warning'],
    ['filter_days', 31, 'success'],
    ['filter_hours', 80, 'danger'],
    ['filter_hours', 240, 'warning'],
    ['filter_hours', 241, 'success'],
    ['temp', 17.9, 'warning'],
    ['temp', 18, 'success'],
    ['temp', 30, 'success'],
    ['temp', 30.1, 'warning'],
    ['humidity', 39, 'warning'],
    ['humidity', 40, 'success'],
    ['humidity', 60, 'success'],
    ['humidity', 61, 'warning'],
    ['pm25', 25, 'success'],
    ['pm25', 25.1, 'warning'],
    ['pm25', 500, 'warning'],
  ])('%s %s → %s', (code, value, band) => {
    expect(bandOf(code, value)).toBe(band);
    expect(bandOf(code, value, DEFAULT_THRESHOLDS)).toBe(band);
  });

  it('reads numbers reported as strings, and ignores an empty string', () => {
    expect(parameterLevel({ code: 'pm25', value: '26' })).toBe('warning');
    expect(parameterLevel({ code: 'filter', value: '10' })).toBe('danger');
    expect(parameterLevel({ code: 'pm25', value: '' })).toBeNull();
  });
});

describe('effectiveThresholds layers the account chain then the site', () => {
  it('is the spec table without layers', () => {
    expect(effectiveThresholds([])).toEqual(DEFAULT_THRESHOLDS);
    expect(effectiveThresholds([null, undefined])).toEqual(DEFAULT_THRESHOLDS);
  });

  it('applies layers in order: the later (nearer) wins, an absent band keeps the one above', () => {
    const root = { pm25: { warning: { high: 20 }, danger: { high: 40 } } };
    const dealer = { pm25: { warning: { high: 18 } } };
    const site = { pm25: { danger: { high: 30 } } };
    const t = effectiveThresholds([root, dealer, site]);
    expect(t.pm25).toEqual({ warning: { high: 18 }, danger: { high: 30 } });
    expect(t.temp).toEqual(DEFAULT_THRESHOLDS.temp);
    expect(bandOf('pm25', 18, t)).toBe('success');
    expect(bandOf('pm25', 19, t)).toBe('warning');
    expect(bandOf('pm25', 31, t)).toBe('danger');
  });

  it('null removes a band', () => {
    const t = effectiveThresholds([{ filter: { warning: null } }]);
    expect(t.filter).toEqual({ danger: { low: 10 }, warning: null });
    expect(bandOf('filter', 40, t)).toBe('success');
    expect(bandOf('filter', 5, t)).toBe('danger');
  });

  it('does not change the default table', () => {
    effectiveThresholds([{ pm25: { warning: { high: 1 } } }]);
    expect(DEFAULT_THRESHOLDS.pm25.warning).toEqual({ high: 25 });
  });
});

describe('the WHO 2021 / WELL preset', () => {
  it('turns PM2.5 16 µg/m³ warning and keeps 26 danger', () => {
    const t = effectiveThresholds([THRESHOLD_PRESETS.WHO_2021_WELL]);
    expect(bandOf('pm25', 15, t)).toBe('success');
    expect(bandOf('pm25', 16, t)).toBe('warning');
    expect(bandOf('pm25', 26, t)).toBe('danger');
    expect(thresholdSetSchema.safeParse(THRESHOLD_PRESETS.WHO_2021_WELL).success).toBe(true);
  });
});

describe('threshold schemas refuse', () => {
  const issues = (value: unknown) => {
    const result = thresholdUpdateSchema.safeParse({ overrides: value });
    return result.success
      ? []
      : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('danger below warning', () => {
    expect(issues({ pm25: { warning: { high: 30 }, danger: { high: 20 } } })).toContainEqual({
      path: 'overrides.pm25.danger.high',
      message: 'danger must not be below warning',
    });
    expect(issues({ filter: { warning: { low: 10 }, danger: { low: 20 } } })).toContainEqual({
      path: 'overrides.filter.danger.low',
      message: 'danger must not exceed warning',
    });
  });

  it('a high bound on a filter measure, a low bound on PM2.5', () => {
    expect(issues({ filter: { warning: { high: 10 } } })).toContainEqual({
      path: 'overrides.filter.warning.high',
      message: 'filter has only a low bound',
    });
    expect(issues({ pm25: { warning: { low: 10 } } })).toContainEqual({
      path: 'overrides.pm25.warning.low',
      message: 'pm25 has only a high bound',
    });
  });

  it('low not below high', () => {
    expect(issues({ temp: { warning: { low: 30, high: 30 } } })).toContainEqual({
      path: 'overrides.temp.warning',
      message: 'low must be below high',
    });
  });

  it('an unknown parameter and a bound that is not a number', () => {
    expect(issues({ co2: { warning: { high: 1000 } } }).length).toBeGreaterThan(0);
    expect(issues({ pm25: { warning: { high: '15' } } })).toContainEqual({
      path: 'overrides.pm25.warning.high',
      message: 'a bound must be a number',
    });
  });

  it('accepts a valid set with a removed band', () => {
    expect(issues({ temp: { warning: { low: 19, high: 26 } }, filter: { warning: null } })).toEqual([]);
  });
});
