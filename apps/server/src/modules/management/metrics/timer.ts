import type { TimerMetric } from '@app/contracts';

/** The percentiles every timer reports, under JHipster's keys. */
export const PERCENTILES: ReadonlyArray<[key: string, quantile: number]> = [
  ['0.0', 0],
  ['0.5', 0.5],
  ['0.75', 0.75],
  ['0.95', 0.95],
  ['0.99', 0.99],
  ['1.0', 1],
];
const RESERVOIR_SIZE = 1028;

export const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Durations in milliseconds: count, total and maximum since start, and percentiles over the last
 * 1028 samples (a sliding window, as Dropwizard's default reservoir).
 */
export class Timer {
  count = 0;
  totalTime = 0;
  max = 0;
  private readonly samples: number[] = [];
  private next = 0;

  record(ms: number): void {
    this.count += 1;
    this.totalTime += ms;
    if (ms > this.max) this.max = ms;
    if (this.samples.length < RESERVOIR_SIZE) this.samples.push(ms);
    else {
      this.samples[this.next] = ms;
      this.next = (this.next + 1) % RESERVOIR_SIZE;
    }
  }

  get mean(): number {
    return this.count ? this.totalTime / this.count : 0;
  }

  /** Nearest-rank quantiles (q in 0..1) of the current window. */
  quantiles(qs: readonly number[]): number[] {
    const sorted = [...this.samples].sort((a, b) => a - b);
    if (sorted.length === 0) return qs.map(() => 0);
    return qs.map((q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!);
  }

  snapshot(withPercentiles = true): TimerMetric {
    const base = {
      count: this.count,
      totalTime: round(this.totalTime),
      mean: round(this.mean),
      max: round(this.max),
    };
    if (!withPercentiles) return base;
    const values = this.quantiles(PERCENTILES.map(([, q]) => q));
    return {
      ...base,
      percentiles: Object.fromEntries(PERCENTILES.map(([key], i) => [key, round(values[i]!)])),
    };
  }
}
