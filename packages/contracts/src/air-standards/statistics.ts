/**
 * Plain statistics for the standards report. Empty input gives null, never NaN: the figures built
 * on them say "no data" instead.
 */

export function meanOf(values: readonly number[]): number | null {
  if (!values.length) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/**
 * The p-th quantile (0 ≤ p ≤ 1) by linear interpolation between closest ranks, the definition of
 * Excel's PERCENTILE.INC, NumPy's default and R's type 7: on the sorted values x₀…xₙ₋₁ the rank is
 * h = (n − 1)·p and the result x⌊h⌋ + (h − ⌊h⌋)·(x⌊h⌋₊₁ − x⌊h⌋). One value is every percentile of
 * itself; two values give their straight line (the median is their mean).
 */
export function percentileOf(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile ${p} is not between 0 and 1`);
  const sorted = [...values].sort((a, b) => a - b);
  return percentileOfSorted(sorted, p);
}

/** percentileOf on values already sorted ascending (several percentiles of one set sort once). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number | null {
  if (!sorted.length) return null;
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!);
}

export const medianOf = (values: readonly number[]): number | null => percentileOf(values, 0.5);
