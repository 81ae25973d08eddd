import { describe, expect, it } from 'vitest';
import { meanOf, medianOf, percentileOf } from './statistics';

describe('meanOf', () => {
  it('is null for no values, never NaN', () => {
    expect(meanOf([])).toBeNull();
  });

  it('adds up and divides', () => {
    // (4 + 8 + 12 + 40) / 4 = 64 / 4 = 16
    expect(meanOf([4, 8, 12, 40])).toBe(16);
  });
});

describe('percentileOf (linear interpolation between closest ranks)', () => {
  it('is null for no values', () => {
    expect(percentileOf([], 0.5)).toBeNull();
    expect(medianOf([])).toBeNull();
  });

  it('gives the one value for every percentile of a single reading', () => {
    for (const p of [0, 0.5, 0.75, 0.95, 1]) expect(percentileOf([7], p)).toBe(7);
  });

  it('draws a straight line between two readings', () => {
    // sorted [10, 20]; rank h = (2 − 1)·p
    // median: h = 0.5  → 10 + 0.5·10 = 15
    // p75:    h = 0.75 → 10 + 0.75·10 = 17.5
    // p95:    h = 0.95 → 10 + 0.95·10 = 19.5
    expect(percentileOf([20, 10], 0.5)).toBe(15);
    expect(percentileOf([20, 10], 0.75)).toBe(17.5);
    expect(percentileOf([20, 10], 0.95)).toBeCloseTo(19.5, 10);
    expect(percentileOf([20, 10], 0)).toBe(10);
    expect(percentileOf([20, 10], 1)).toBe(20);
  });

  it('sorts before ranking and lands on a rank when h is whole', () => {
    // sorted [1, 2, 3, 4, 5]; p75: h = 4·0.75 = 3 → 4; p95: h = 3.8 → 4 + 0.8·(5 − 4) = 4.8
    expect(percentileOf([5, 1, 4, 2, 3], 0.75)).toBe(4);
    expect(percentileOf([5, 1, 4, 2, 3], 0.95)).toBeCloseTo(4.8, 10);
    expect(medianOf([5, 1, 4, 2, 3])).toBe(3);
  });

  it('refuses a percentile outside 0..1', () => {
    expect(() => percentileOf([1], 1.5)).toThrow(RangeError);
    expect(() => percentileOf([1], Number.NaN)).toThrow(RangeError);
  });
});
