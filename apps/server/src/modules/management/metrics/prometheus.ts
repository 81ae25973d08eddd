import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { ExtraMetric } from '../../../lib/extra-metric';
import type { MetricsService } from './metrics.service';
import { registerOwnFamilies } from './prometheus-families';

/**
 * GET management/prometheus: the same measurements as jhimetrics plus Node's default metrics, in
 * prom-client's registry (docs/decisions/042). One private Registry per app, never prom-client's
 * global one: tests build many apps in one process, and each app reports its own numbers.
 */
export class PrometheusMetrics {
  readonly registry = new Registry();
  /** The other modules' figures as read at the current scrape, by name. */
  private readonly extraValues = new Map<string, number>();
  private readonly extraNames = new Set<string>();

  constructor(
    private readonly metrics: MetricsService,
    private readonly extras: () => ExtraMetric[] = () => [],
  ) {
    collectDefaultMetrics({ register: this.registry });
    registerOwnFamilies(this.registry, metrics);
  }

  /** The text exposition (format 0.0.4) of every family, read now. */
  async scrape(): Promise<string> {
    this.metrics.runtime.sample();
    this.readExtras();
    return this.registry.metrics();
  }

  /**
   * Other modules hand their figures over as a list read at each scrape: a name seen for the first
   * time becomes a family, a name no longer listed is dropped. A name that one of the families above
   * already has is left out rather than failing the scrape.
   */
  private readExtras(): void {
    const current = this.extras();
    this.extraValues.clear();
    for (const [name, help, value, type] of current) {
      this.extraValues.set(name, value);
      if (this.extraNames.has(name) || this.registry.getSingleMetric(name)) continue;
      this.extraNames.add(name);
      const read = () => this.extraValues.get(name) ?? 0;
      const config = { name, help, registers: [this.registry] };
      if (type === 'counter')
        new Counter({
          ...config,
          collect() {
            this.reset();
            this.inc(read());
          },
        });
      else
        new Gauge({
          ...config,
          collect() {
            this.set(read());
          },
        });
    }
    for (const name of this.extraNames)
      if (!this.extraValues.has(name)) {
        this.registry.removeSingleMetric(name);
        this.extraNames.delete(name);
      }
  }
}
