import { z } from 'zod';

/** A timer of the metrics document: times in milliseconds, percentiles by quantile ('0.5', '0.99' ...). */
export const timerMetricSchema = z.object({
  count: z.number(),
  totalTime: z.number(),
  mean: z.number(),
  max: z.number(),
  percentiles: z.record(z.string(), z.number()).optional(),
});
export type TimerMetric = z.infer<typeof timerMetricSchema>;

/** Requests counted with their mean and maximum time (ms): per status code, per route and method. */
export const requestStatsSchema = z.object({ count: z.number(), mean: z.number(), max: z.number() });
export type RequestStats = z.infer<typeof requestStatsSchema>;

/** Bytes; max -1 where V8 sets no limit. */
export const memoryPoolSchema = z.object({ used: z.number(), committed: z.number(), max: z.number() });
export type MemoryPool = z.infer<typeof memoryPoolSchema>;

export const cacheMetricSchema = z.object({
  'cache.gets.hit': z.number(),
  'cache.gets.miss': z.number(),
  'cache.puts': z.number(),
  'cache.evictions': z.number(),
  'cache.size': z.number().optional(),
});
export type CacheMetric = z.infer<typeof cacheMetricSchema>;

const gaugeSchema = z.object({ value: z.number() });

/**
 * JHipster's `jvm` section filled from V8: heap, each heap space by V8's name, then external,
 * arrayBuffers and rss. A record: naming the fixed pools would put them first in the answer.
 */
const memoryPoolsSchema = z.record(z.string(), memoryPoolSchema);

/** GC pauses: all of them (also at the root, where the JHipster page reads them) and per kind. */
const garbageCollectorSchema = timerMetricSchema.extend({
  'jvm.gc.pause': timerMetricSchema,
  'jvm.gc.max.data.size': z.number(),
  'jvm.gc.live.data.size': z.number(),
  'jvm.gc.memory.promoted': z.number(),
  byKind: z.record(z.string(), timerMetricSchema),
});

/** GET management/jhimetrics; routes, status codes, caches, heap spaces and GC kinds are open maps. */
export const metricsDocumentSchema = z.object({
  jvm: memoryPoolsSchema,
  'http.server.requests': z.object({
    all: z.object({ count: z.number() }),
    percode: z.record(z.string(), requestStatsSchema),
  }),
  /** By route, then by method. */
  services: z.record(z.string(), z.record(z.string(), requestStatsSchema)),
  cache: z.record(z.string(), cacheMetricSchema),
  databases: z.object({
    kind: z.string(),
    active: gaugeSchema,
    idle: gaugeSchema,
    min: gaugeSchema,
    max: gaugeSchema,
    pending: gaugeSchema,
    acquire: timerMetricSchema,
    creation: timerMetricSchema,
    usage: timerMetricSchema,
  }),
  garbageCollector: garbageCollectorSchema,
  processMetrics: z.object({
    'system.cpu.count': z.number(),
    'system.cpu.usage': z.number(),
    'process.cpu.usage': z.number(),
    'system.load.average.1m': z.number(),
    'process.uptime': z.number(),
    'process.start.time': z.number(),
    /** Only where /proc can be read (Linux); max -1 = unlimited. */
    'process.files.open': z.number().optional(),
    'process.files.max': z.number().optional(),
  }),
});
export type MetricsDocument = z.infer<typeof metricsDocumentSchema>;

/** GET management/prometheus: the text exposition format, version 0.0.4. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
export const prometheusTextSchema = z.string().describe('Prometheus text exposition format 0.0.4');
