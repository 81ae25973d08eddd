import os from 'node:os';
import v8 from 'node:v8';
import type { MetricsDocument } from '@app/contracts';
import type { DatabaseMetrics } from './database-metrics';
import type { HttpMetrics } from './http-metrics';
import type { CacheRegistry } from './metered-cache';
import { fileDescriptors, memoryPools } from './process-info';
import type { RuntimeMonitor } from './runtime-monitor';
import { round } from './timer';

const brief = (t: { count: number; mean: number; max: number }) => ({
  count: t.count,
  mean: round(t.mean),
  max: round(t.max),
});

/** Assembles management/jhimetrics from the collectors; every number is measured in this process. */
export class MetricsService {
  constructor(
    readonly http: HttpMetrics,
    readonly runtime: RuntimeMonitor,
    readonly database: DatabaseMetrics,
    readonly caches: CacheRegistry,
    private readonly databaseKind: string,
  ) {}

  async document(): Promise<MetricsDocument> {
    this.runtime.sample();
    const files = await fileDescriptors();
    const gauges = this.database.gauges();
    const pause = this.runtime.gcPauses.snapshot();
    const cpu = this.runtime.cpuUsage;
    const processMetrics: MetricsDocument['processMetrics'] = {
      'system.cpu.count': os.availableParallelism(),
      'system.cpu.usage': round(cpu.system, 4),
      'process.cpu.usage': round(cpu.process, 4),
      'system.load.average.1m': round(os.loadavg()[0] ?? 0, 2),
      'process.uptime': Math.round(process.uptime() * 1000),
      'process.start.time': Math.round(performance.timeOrigin),
    };
    if (files.open !== undefined) processMetrics['process.files.open'] = files.open;
    if (files.max !== undefined) processMetrics['process.files.max'] = files.max;

    return {
      jvm: memoryPools(),
      'http.server.requests': {
        all: { count: this.http.all.count },
        percode: Object.fromEntries([...this.http.byStatus].map(([code, t]) => [String(code), brief(t)])),
      },
      services: Object.fromEntries(
        [...this.http.byRoute].map(([uri, methods]) => [
          uri,
          Object.fromEntries([...methods].map(([method, t]) => [method, brief(t)])),
        ]),
      ),
      cache: Object.fromEntries(this.caches.all().map((c) => [c.name, c.stats()])),
      databases: {
        kind: this.databaseKind,
        active: { value: gauges.active },
        idle: { value: gauges.idle },
        min: { value: gauges.min },
        max: { value: gauges.max },
        pending: { value: gauges.pending },
        acquire: this.database.acquire.snapshot(),
        creation: this.database.creation.snapshot(),
        usage: this.database.usage.snapshot(),
      },
      garbageCollector: {
        // The JHipster React page reads the pause row from the root as well.
        ...pause,
        'jvm.gc.pause': pause,
        'jvm.gc.max.data.size': v8.getHeapStatistics().heap_size_limit,
        'jvm.gc.live.data.size': this.runtime.liveDataBytes,
        'jvm.gc.memory.promoted': this.runtime.promotedBytes,
        byKind: Object.fromEntries([...this.runtime.gcByKind].map(([kind, t]) => [kind, t.snapshot()])),
      },
      processMetrics,
    };
  }
}
