import { threadId } from 'node:worker_threads';
import type { EventLoopReport, ThreadDump, ThreadEntry, ThreadState } from '@app/contracts';
import type { RuntimeMonitor } from '../metrics/runtime-monitor';
import { round } from '../metrics/timer';

/** Node's names of in-flight operations end in Req/ReqWrap/ReqCallback; the rest are long-lived handles. */
const isRequest = (type: string) => /Req(Wrap|Callback|Promise)?$/.test(type) || type === 'FSReqPromise';
const isWorker = (type: string) => /Worker|MessagePort/.test(type);
const isTimer = (type: string) => /Timeout|Timer/.test(type);
/** setImmediate callbacks run on the next turn of the loop: ready to run. */
const isImmediate = (type: string) => type === 'Immediate';

function stateOf(type: string): ThreadState {
  if (isRequest(type) || isImmediate(type)) return 'RUNNABLE';
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

const DELAY_PERCENTILES: ReadonlyArray<[key: string, percentile: number]> = [
  ['0.5', 50],
  ['0.75', 75],
  ['0.9', 90],
  ['0.99', 99],
  ['0.999', 99.9],
];

export function eventLoopReport(runtime: RuntimeMonitor): EventLoopReport {
  runtime.sample();
  const delay = runtime.loopDelayMs(DELAY_PERCENTILES.map(([, p]) => p));
  return {
    utilization: {
      sinceStart: round(runtime.utilization.sinceStart, 4),
      recent: round(runtime.utilization.recent, 4),
    },
    delay: {
      min: round(delay.min),
      max: round(delay.max),
      mean: round(delay.mean),
      stddev: round(delay.stddev),
      percentiles: Object.fromEntries(
        DELAY_PERCENTILES.map(([key], i) => [key, round(delay.percentiles[i]!)]),
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
