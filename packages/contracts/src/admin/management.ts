import { z } from 'zod';

/** GET management/health: JHipster/Spring shape; `details` only for administrators. */
export type HealthStatus = 'UP' | 'DOWN' | 'UNKNOWN' | 'OUT_OF_SERVICE';
export interface HealthComponent {
  status: HealthStatus;
  details?: Record<string, unknown>;
}
export interface HealthReport {
  status: HealthStatus;
  components: Record<string, HealthComponent>;
}

/** GET management/loggers; levels in JHipster's spelling, OFF = pino's silent. */
export const LOG_LEVELS = ['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export interface LoggerLevels {
  configuredLevel: LogLevel | null;
  effectiveLevel: LogLevel;
}
export interface LoggersReport {
  levels: LogLevel[];
  loggers: Record<string, LoggerLevels>;
}
/** POST management/loggers/{name}: null gives the logger back to its parent's level. */
export const changeLogLevelSchema = z.object({ configuredLevel: z.enum(LOG_LEVELS).nullable() });
export type ChangeLogLevel = z.infer<typeof changeLogLevelSchema>;

/** A timer of the metrics document: times in milliseconds. */
export interface TimerMetric {
  count: number;
  totalTime: number;
  mean: number;
  max: number;
  percentiles?: Record<string, number>;
}
export interface MemoryPool {
  used: number;
  max: number;
  committed: number;
}
export interface CacheMetric {
  'cache.gets.hit': number;
  'cache.gets.miss': number;
  'cache.puts': number;
  'cache.evictions': number;
  'cache.size'?: number;
}
/** GET management/jhimetrics */
export interface MetricsDocument {
  jvm: Record<string, MemoryPool>;
  'http.server.requests': {
    all: { count: number };
    percode: Record<string, { count: number; mean: number; max: number }>;
  };
  services: Record<string, Record<string, { count: number; mean: number; max: number }>>;
  cache: Record<string, CacheMetric>;
  databases: {
    active: { value: number };
    idle: { value: number };
    min: { value: number };
    max: { value: number };
    pending: { value: number };
    acquire: TimerMetric;
    creation: TimerMetric;
    usage: TimerMetric;
    kind?: string;
  };
  garbageCollector: Partial<TimerMetric> & {
    'jvm.gc.pause': TimerMetric;
    'jvm.gc.max.data.size': number;
    'jvm.gc.live.data.size': number;
    'jvm.gc.memory.promoted': number;
    [key: string]: unknown;
  };
  processMetrics: Record<string, number>;
}

/** One entry of GET management/threaddump: the event loop, worker threads, active handles and requests. */
export type ThreadState = 'RUNNABLE' | 'WAITING' | 'TIMED_WAITING' | 'BLOCKED';
export interface ThreadEntry {
  threadName: string;
  threadId: number;
  threadState: ThreadState;
  /** What the entry stands for in Node: the event loop, a worker thread, a libuv handle or request. */
  kind: 'eventLoop' | 'worker' | 'handle' | 'request';
  daemon: boolean;
  priority: number;
  blockedTime: number;
  blockedCount: number;
  waitedTime: number;
  waitedCount: number;
  lockName: string | null;
  lockOwnerId: number;
  lockOwnerName: string | null;
  inNative: boolean;
  suspended: boolean;
  stackTrace: Array<{ className: string; methodName: string; fileName: string; lineNumber: number }>;
  lockedMonitors: unknown[];
  lockedSynchronizers: unknown[];
  lockInfo: unknown;
}
export interface EventLoopReport {
  /** Share of time the loop was busy (0..1): since start and over the last sampling window. */
  utilization: { sinceStart: number; recent: number };
  /** Loop delay in milliseconds. */
  delay: { min: number; max: number; mean: number; stddev: number; percentiles: Record<string, number> };
}
export interface ThreadDump {
  threads: ThreadEntry[];
  eventLoop: EventLoopReport;
}

/** GET management/configprops */
export interface ConfigPropsReport {
  contexts: Record<
    string,
    { beans: Record<string, { prefix: string; properties: Record<string, unknown> }> }
  >;
}
/** GET management/env */
export interface EnvReport {
  activeProfiles: string[];
  propertySources: Array<{ name: string; properties: Record<string, { value: unknown }> }>;
}
/** How configprops and env show a secret. */
export const MASKED_VALUE = '******';
