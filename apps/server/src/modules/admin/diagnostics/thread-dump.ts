import { threadId } from 'node:worker_threads';
import type { EventLoopReport, ThreadDump, ThreadEntry, ThreadState } from '@app/contracts';
import type { RuntimeMonitor } from '../metrics/runtime-monitor';
import { round } from '../metrics/timer';

const ms = (ns: number) => round(ns / 1e6);

/** Node's names of in-flight operations end in Req/ReqWrap/ReqCallback; the rest are long-lived handles. */
const isRequest = (type: string) => /Req(Wrap|Callback|Promise)?$/.test(type) || type === 'FSReqPromise';
const isWorker = (type: string) => /Worker|MessagePort/.test(type);
const isTimer = (type: string) => /Timeout|Timer|Immediate/.test(type);

function stateOf(type: string): ThreadState {
  if (isRequest(type)) return 'RUNNABLE';
  if (isTimer(type)) return 'TIMED_WAITING';
  return 'WAITING';
}

function entry(
  id: number,
  name: string,
  state: ThreadState,
  kind: ThreadEntry['kind'],
  stackTrace: ThreadEntry['stackTrace'] = [],
): ThreadEntry {
  return {
    threadName: name,
    threadId: id,
    threadState: state,
    kind,
    daemon: kind !== 'eventLoop',
    priority: 5,
    blockedTime: -1,
    blockedCount: 0,
    waitedTime: -1,
    waitedCount: 0,
    lockName: null,
    lockOwnerId: -1,
    lockOwnerName: null,
    inNative: kind === 'request',
    suspended: false,
    stackTrace,
    lockedMonitors: [],
    lockedSynchronizers: [],
    lockInfo: null,
  };
}

/** The stack of the code asking for the dump (the one JavaScript thread is running it). */
function currentStack(): ThreadEntry['stackTrace'] {
  const lines = (new Error().stack ?? '').split('\n').slice(2);
  return lines.flatMap((line) => {
    const m = line.match(/at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/);
    if (!m) return [];
    const fn = m[1] ?? '<anonymous>';
    const dot = fn.lastIndexOf('.');
    return [
      {
        className: dot > 0 ? fn.slice(0, dot) : '',
        methodName: dot > 0 ? fn.slice(dot + 1) : fn,
        fileName: m[2]!.replace(/^file:\/\//, ''),
        lineNumber: Number(m[3]),
      },
    ];
  });
}

export function eventLoopReport(runtime: RuntimeMonitor): EventLoopReport {
  runtime.sample();
  const h = runtime.loopDelay;
  const safe = (n: number) => (Number.isFinite(n) ? ms(n) : 0);
  return {
    utilization: {
      sinceStart: round(runtime.utilization.sinceStart, 4),
      recent: round(runtime.utilization.recent, 4),
    },
    delay: {
      min: safe(h.min),
      max: safe(h.max),
      mean: safe(h.mean),
      stddev: safe(h.stddev),
      percentiles: Object.fromEntries(
        [50, 75, 90, 99, 99.9].map((p) => [String(p / 100), safe(h.percentile(p))]),
      ),
    },
  };
}

/**
 * management/threaddump for Node: the event loop (the one JavaScript thread, RUNNABLE, with the
 * current stack), then every active libuv resource as a thread-like entry: in-flight requests
 * RUNNABLE, timers TIMED_WAITING, sockets, servers and worker ports WAITING.
 */
export function threadDump(runtime: RuntimeMonitor): ThreadDump {
  const threads: ThreadEntry[] = [
    entry(threadId, 'main (event loop)', 'RUNNABLE', 'eventLoop', currentStack()),
  ];
  const seen = new Map<string, number>();
  let id = 1000;
  for (const type of process.getActiveResourcesInfo()) {
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    const kind = isWorker(type) ? 'worker' : isRequest(type) ? 'request' : 'handle';
    threads.push(entry(++id, `${type} #${n}`, stateOf(type), kind));
  }
  return { threads, eventLoop: eventLoopReport(runtime) };
}
