import os from 'node:os';
import v8 from 'node:v8';
import type { ExtraMetric } from '../../../lib/extra-metric';
import type { Timer } from './timer';
import type { MetricsService } from './metrics.service';
import { fileDescriptors } from './process-info';

type Labels = Record<string, string | number>;
const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escape(String(v))}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};
const num = (n: number) => (Number.isFinite(n) ? String(n) : 'NaN');

/** The Prometheus text exposition format (version 0.0.4), one metric family at a time. */
class Exposition {
  private readonly lines: string[] = [];

  family(
    name: string,
    type: 'gauge' | 'counter' | 'summary',
    help: string,
    samples: Array<[Labels, number]>,
  ) {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const [labels, value] of samples) this.lines.push(`${name}${labelText(labels)} ${num(value)}`);
  }

  /** A timer (kept in ms) as a summary in seconds: quantiles, _sum, _count, plus a _max gauge. */
  summary(name: string, help: string, timers: Array<[Labels, Timer]>, quantiles = true) {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} summary`);
    for (const [labels, timer] of timers) {
      if (quantiles) {
        const qs = [0.5, 0.95, 0.99];
        timer
          .quantiles(qs)
          .forEach((v, i) =>
            this.lines.push(`${name}${labelText({ ...labels, quantile: qs[i]! })} ${num(v / 1000)}`),
          );
      }
      this.lines.push(`${name}_sum${labelText(labels)} ${num(timer.totalTime / 1000)}`);
      this.lines.push(`${name}_count${labelText(labels)} ${timer.count}`);
    }
    this.family(
      `${name}_max`,
      'gauge',
      `${help} (maximum)`,
      timers.map(([l, t]) => [l, t.max / 1000]),
    );
  }

  toString() {
    return `${this.lines.join('\n')}\n`;
  }
}

/** GET management/prometheus: the same measurements as jhimetrics, for a Prometheus server to scrape. */
export async function renderPrometheus(metrics: MetricsService, gauges: ExtraMetric[] = []) {
  const out = new Exposition();
  const { http, runtime, database, caches } = metrics;
  runtime.sample();
  out.summary(
    'http_server_requests_seconds',
    'HTTP requests answered, by method, route and status',
    [...http.byRouteAndStatus.values()].map((r) => [
      { method: r.method, uri: r.uri, status: r.status },
      r.timer,
    ]),
    false,
  );
  const cpu = runtime.cpuUsage;
  const files = await fileDescriptors();
  out.family('process_cpu_usage', 'gauge', 'CPU used by this process (0..1 of all cores)', [
    [{}, cpu.process],
  ]);
  out.family('system_cpu_usage', 'gauge', 'CPU used by the whole machine (0..1)', [[{}, cpu.system]]);
  out.family('system_cpu_count', 'gauge', 'Logical CPUs available', [[{}, os.availableParallelism()]]);
  out.family('system_load_average_1m', 'gauge', 'One-minute load average', [[{}, os.loadavg()[0] ?? 0]]);
  out.family('process_uptime_seconds', 'gauge', 'Seconds since the process started', [
    [{}, process.uptime()],
  ]);
  out.family('process_start_time_seconds', 'gauge', 'Start time, seconds since the epoch', [
    [{}, performance.timeOrigin / 1000],
  ]);
  if (files.open !== undefined)
    out.family('process_open_fds', 'gauge', 'Open file descriptors', [[{}, files.open]]);
  if (files.max !== undefined)
    out.family('process_max_fds', 'gauge', 'File descriptor limit', [[{}, files.max]]);
  out.family('process_resident_memory_bytes', 'gauge', 'Resident set size', [
    [{}, process.memoryUsage().rss],
  ]);
  const spaces = v8.getHeapSpaceStatistics();
  out.family(
    'nodejs_heap_space_used_bytes',
    'gauge',
    'V8 heap space in use',
    spaces.map((s) => [{ space: s.space_name }, s.space_used_size]),
  );
  out.family(
    'nodejs_heap_space_size_bytes',
    'gauge',
    'V8 heap space committed',
    spaces.map((s) => [{ space: s.space_name }, s.space_size]),
  );
  out.family('nodejs_heap_size_limit_bytes', 'gauge', 'V8 heap limit', [
    [{}, v8.getHeapStatistics().heap_size_limit],
  ]);
  out.summary(
    'nodejs_gc_pause_seconds',
    'Garbage collection pauses, by kind',
    [...runtime.gcByKind].map(([kind, t]) => [{ kind }, t]),
  );
  const delay = runtime.loopDelayMs([50, 90, 99]);
  out.family(
    'nodejs_eventloop_delay_seconds',
    'gauge',
    'Event loop delay percentiles',
    [0.5, 0.9, 0.99].map((q, i) => [{ quantile: q }, delay.percentiles[i]! / 1000]),
  );
  out.family('nodejs_eventloop_utilization', 'gauge', 'Share of time the event loop was busy (last 5 s)', [
    [{}, runtime.utilization.recent],
  ]);
  const pool = database.gauges();
  out.family('db_pool_connections', 'gauge', 'Database connections by state', [
    [{ state: 'active' }, pool.active],
    [{ state: 'idle' }, pool.idle],
    [{ state: 'pending' }, pool.pending],
  ]);
  out.family('db_pool_max_connections', 'gauge', 'Database pool size limit', [[{}, pool.max]]);
  out.summary('db_pool_acquire_seconds', 'Time to get a database connection', [[{}, database.acquire]]);
  out.summary('db_pool_usage_seconds', 'Time a database connection was held', [[{}, database.usage]]);
  const all = caches.all();
  out.family(
    'cache_gets_total',
    'counter',
    'Cache lookups',
    all.flatMap(
      (c) =>
        [
          [{ cache: c.name, result: 'hit' }, c.hits],
          [{ cache: c.name, result: 'miss' }, c.misses],
        ] as Array<[Labels, number]>,
    ),
  );
  out.family(
    'cache_puts_total',
    'counter',
    'Cache puts',
    all.map((c) => [{ cache: c.name }, c.puts]),
  );
  out.family(
    'cache_evictions_total',
    'counter',
    'Cache evictions',
    all.map((c) => [{ cache: c.name }, c.evictions]),
  );
  for (const [name, help, value, type] of gauges) out.family(name, type ?? 'gauge', help, [[{}, value]]);
  return out.toString();
}
