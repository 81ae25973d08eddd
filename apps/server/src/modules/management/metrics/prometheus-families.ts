import os from 'node:os';
import v8 from 'node:v8';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { MetricsService } from './metrics.service';
import { timerFamily } from './timer-summary';

/** A gauge without labels whose value is read when Prometheus scrapes. */
function readGauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** A labelled gauge or counter whose samples are all read when Prometheus scrapes. */
function readFamily(
  registry: Registry,
  kind: 'gauge' | 'counter',
  name: string,
  help: string,
  labelNames: readonly string[],
  read: () => Array<[Record<string, string>, number]>,
): void {
  const collect = function (this: Gauge | Counter) {
    this.reset();
    for (const [labels, value] of read())
      if (this instanceof Gauge) this.set(labels, value);
      else this.inc(labels, value);
  };
  const config = { name, help, labelNames, registers: [registry], collect };
  if (kind === 'gauge') new Gauge(config);
  else new Counter(config);
}

/**
 * Our families, the names the hand-written exposition had (Micrometer's where it has one). Node's
 * process_start_time_seconds, process_open_fds, process_max_fds and process_resident_memory_bytes
 * are prom-client's default metrics now (the same measurements, same names: decision 042).
 */
export function registerOwnFamilies(registry: Registry, metrics: MetricsService): void {
  const { http, runtime, database, caches } = metrics;
  timerFamily(
    registry,
    'http_server_requests_seconds',
    'HTTP requests answered, by method, route and status',
    ['method', 'uri', 'status'],
    () =>
      [...http.byRouteAndStatus.values()].map((r) => [
        { method: r.method, uri: r.uri, status: r.status },
        r.timer,
      ]),
    [],
  );
  readGauge(
    registry,
    'process_cpu_usage',
    'CPU used by this process (0..1 of all cores)',
    () => runtime.cpuUsage.process,
  );
  readGauge(
    registry,
    'system_cpu_usage',
    'CPU used by the whole machine (0..1)',
    () => runtime.cpuUsage.system,
  );
  readGauge(registry, 'system_cpu_count', 'Logical CPUs available', () => os.availableParallelism());
  readGauge(registry, 'system_load_average_1m', 'One-minute load average', () => os.loadavg()[0] ?? 0);
  readGauge(registry, 'process_uptime_seconds', 'Seconds since the process started', () => process.uptime());
  const spaces = (pick: (s: v8.HeapSpaceInfo) => number) => () =>
    v8
      .getHeapSpaceStatistics()
      .map((s): [Record<string, string>, number] => [{ space: s.space_name }, pick(s)]);
  readFamily(
    registry,
    'gauge',
    'nodejs_heap_space_used_bytes',
    'V8 heap space in use',
    ['space'],
    spaces((s) => s.space_used_size),
  );
  readFamily(
    registry,
    'gauge',
    'nodejs_heap_space_size_bytes',
    'V8 heap space committed',
    ['space'],
    spaces((s) => s.space_size),
  );
  readGauge(
    registry,
    'nodejs_heap_size_limit_bytes',
    'V8 heap limit',
    () => v8.getHeapStatistics().heap_size_limit,
  );
  timerFamily(registry, 'nodejs_gc_pause_seconds', 'Garbage collection pauses, by kind', ['kind'], () =>
    [...runtime.gcByKind].map(([kind, t]) => [{ kind }, t]),
  );
  readFamily(
    registry,
    'gauge',
    'nodejs_eventloop_delay_seconds',
    'Event loop delay percentiles',
    ['quantile'],
    () => {
      const delay = runtime.loopDelayMs([50, 90, 99]);
      return [0.5, 0.9, 0.99].map((q, i) => [{ quantile: String(q) }, delay.percentiles[i]! / 1000]);
    },
  );
  readGauge(
    registry,
    'nodejs_eventloop_utilization',
    'Share of time the event loop was busy (last 5 s)',
    () => runtime.utilization.recent,
  );
  readFamily(registry, 'gauge', 'db_pool_connections', 'Database connections by state', ['state'], () => {
    const pool = database.gauges();
    return [
      [{ state: 'active' }, pool.active],
      [{ state: 'idle' }, pool.idle],
      [{ state: 'pending' }, pool.pending],
    ];
  });
  readGauge(registry, 'db_pool_max_connections', 'Database pool size limit', () => database.gauges().max);
  timerFamily(registry, 'db_pool_acquire_seconds', 'Time to get a database connection', [], () => [
    [{}, database.acquire],
  ]);
  timerFamily(registry, 'db_pool_usage_seconds', 'Time a database connection was held', [], () => [
    [{}, database.usage],
  ]);
  readFamily(registry, 'counter', 'cache_gets_total', 'Cache lookups', ['cache', 'result'], () =>
    caches.all().flatMap((c): Array<[Record<string, string>, number]> => [
      [{ cache: c.name, result: 'hit' }, c.hits],
      [{ cache: c.name, result: 'miss' }, c.misses],
    ]),
  );
  readFamily(registry, 'counter', 'cache_puts_total', 'Cache puts', ['cache'], () =>
    caches.all().map((c) => [{ cache: c.name }, c.puts]),
  );
  readFamily(registry, 'counter', 'cache_evictions_total', 'Cache evictions', ['cache'], () =>
    caches.all().map((c) => [{ cache: c.name }, c.evictions]),
  );
}
