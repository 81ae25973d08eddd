import { Gauge, Summary, type Registry } from 'prom-client';
import type { Timer } from './timer';

export type Labels = Record<string, string | number>;
type TimerSource = () => Array<[Labels, Timer]>;

/**
 * A prom-client Summary whose numbers are read from our Timers at scrape time (kept in ms,
 * exposed in seconds): quantiles of the Timer's window, `_sum` and `_count` since start. prom-client's
 * own Summary keeps a t-digest of what it observes; recording every request twice would give the
 * Prometheus output other quantiles than the metrics page, so `get` reads the one Timer instead
 * (docs/decisions/042). Registry, labels, escaping and aggregation stay prom-client's.
 */
class TimerSummary extends Summary<string> {
  constructor(
    registry: Registry,
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly timers: TimerSource,
    private readonly quantiles: readonly number[],
  ) {
    super({ name, help, labelNames, percentiles: [...quantiles], registers: [registry] });
  }

  override async get() {
    const family = await super.get();
    const values = this.timers().flatMap(([labels, timer]) => {
      const qs = this.quantiles.length ? timer.quantiles(this.quantiles) : [];
      return [
        ...qs.map((v, i) => ({ labels: { ...labels, quantile: this.quantiles[i]! }, value: v / 1000 })),
        { metricName: `${family.name}_sum`, labels, value: timer.totalTime / 1000 },
        { metricName: `${family.name}_count`, labels, value: timer.count },
      ];
    });
    return { ...family, values };
  }
}

/**
 * A family of timers as a summary in seconds (quantiles 0.5, 0.95, 0.99 unless `quantiles` is
 * empty), plus `<name>_max`, the longest since start, as a gauge (Micrometer's names).
 */
export function timerFamily(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly string[],
  timers: TimerSource,
  quantiles: readonly number[] = [0.5, 0.95, 0.99],
): void {
  new TimerSummary(registry, name, help, labelNames, timers, quantiles);
  new Gauge({
    name: `${name}_max`,
    help: `${help} (maximum)`,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, timer] of timers()) this.set(labels, timer.max / 1000);
    },
  });
}
