import os from 'node:os';
import v8 from 'node:v8';
import {
  constants,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
  type EventLoopUtilization,
  type IntervalHistogram,
} from 'node:perf_hooks';
import { Timer } from './timer';

const SAMPLE_MS = 5_000;
/**
 * The shortest window the recent event-loop utilisation is measured over. A report asked for right
 * after another one (the metrics page loads two at once) keeps the last figure instead of measuring
 * the few milliseconds in between, during which the loop is busy answering: that read 100 %.
 */
const MIN_UTILIZATION_WINDOW_MS = 1_000;
/** The event-loop probe's timer interval; Node's histogram includes it in every value. */
const LOOP_RESOLUTION_MS = 10;
const MAJOR_GC = constants.NODE_PERFORMANCE_GC_MAJOR;
const MINOR_GC = constants.NODE_PERFORMANCE_GC_MINOR;

interface CpuSample {
  at: number;
  process: NodeJS.CpuUsage;
  system: { idle: number; total: number };
}

function systemTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

const oldSpaceUsed = () =>
  v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;

/**
 * What the JVM gives Spring for free, measured in Node: GC pauses (perf_hooks 'gc' entries),
 * event-loop delay and utilisation, CPU usage of the process and of the machine (sampled every
 * 5 s), and the heap measured right after GCs (live data after a major GC, old-space growth
 * across minor GCs = promoted bytes). One per app, stopped when the app closes.
 */
export class RuntimeMonitor {
  readonly gcPauses = new Timer();
  readonly gcByKind = new Map<string, Timer>();
  liveDataBytes = 0;
  promotedBytes = 0;
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  private windowElu: EventLoopUtilization = performance.eventLoopUtilization();
  /** Null until a first window has been measured; the figure since start stands in for it. */
  private recentUtilization: number | null = null;
  private previousCpu: CpuSample = this.cpuSample();
  private cpu = { process: 0, system: 0 };
  private lastOldSpace = oldSpaceUsed();
  private readonly observer: PerformanceObserver;
  private readonly sampler: NodeJS.Timeout;

  constructor() {
    this.loopDelay.enable();
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) this.onGc(entry);
    });
    this.observer.observe({ entryTypes: ['gc'] });
    this.sampler = setInterval(() => this.sample(), SAMPLE_MS);
    this.sampler.unref();
  }

  private onGc(entry: PerformanceEntry) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    this.gcPauses.record(entry.duration);
    const name = kind === MAJOR_GC ? 'major' : kind === MINOR_GC ? 'minor' : 'other';
    let timer = this.gcByKind.get(name);
    if (!timer) this.gcByKind.set(name, (timer = new Timer()));
    timer.record(entry.duration);
    const oldSpace = oldSpaceUsed();
    if (kind === MAJOR_GC) this.liveDataBytes = v8.getHeapStatistics().used_heap_size;
    else if (kind === MINOR_GC && oldSpace > this.lastOldSpace)
      this.promotedBytes += oldSpace - this.lastOldSpace;
    this.lastOldSpace = oldSpace;
  }

  private cpuSample(): CpuSample {
    return { at: performance.now(), process: process.cpuUsage(), system: systemTimes() };
  }

  /** Called every 5 s and when a report is asked for, so the numbers are never older than that. */
  sample(): void {
    const now = this.cpuSample();
    const before = this.previousCpu;
    const elapsedMicros = (now.at - before.at) * 1000;
    if (elapsedMicros > 100_000) {
      const used = now.process.user - before.process.user + (now.process.system - before.process.system);
      this.cpu.process = Math.min(1, used / (elapsedMicros * os.availableParallelism()));
      const total = now.system.total - before.system.total;
      this.cpu.system = total > 0 ? 1 - (now.system.idle - before.system.idle) / total : 0;
      this.previousCpu = now;
    }
    const elu = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(elu, this.windowElu);
    if (window.idle + window.active >= MIN_UTILIZATION_WINDOW_MS) {
      this.recentUtilization = window.utilization;
      this.windowElu = elu;
    }
  }

  /**
   * Event-loop delay in ms beyond the probe's own interval: min, max, mean, stddev and the given
   * percentiles (0..100). Zeros before the first measurement.
   */
  loopDelayMs(percentiles: readonly number[]) {
    const h = this.loopDelay;
    const ms = (ns: number) =>
      Number.isFinite(ns) && h.count > 0 ? Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) : 0;
    return {
      min: ms(h.min),
      max: ms(h.max),
      mean: ms(h.mean),
      stddev: Number.isFinite(h.stddev) ? h.stddev / 1e6 : 0,
      percentiles: percentiles.map((p) => ms(h.percentile(p))),
    };
  }

  get cpuUsage() {
    return { ...this.cpu };
  }

  /**
   * The one event-loop utilisation figure (0..1) every report shows (the metrics page, the system
   * page, Prometheus): since start, and over the last window of 1 to 5 seconds.
   */
  get utilization() {
    const sinceStart = performance.eventLoopUtilization().utilization;
    return { sinceStart, recent: this.recentUtilization ?? sinceStart };
  }

  stop(): void {
    clearInterval(this.sampler);
    this.observer.disconnect();
    this.loopDelay.disable();
  }
}
