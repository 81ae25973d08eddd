import autocannon from 'autocannon';

/** What one load phase measured: latency in ms, from the request's start to its whole answer. */
export interface LoadResult {
  /** Requests (or tasks) completed, errors included. */
  requests: number;
  /** Failed ones: a thrown task, a connection error, a timeout, or an HTTP answer outside 2xx. */
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  /** Task phases only (runTasks). */
  p95?: number;
  p99: number;
  max: number;
  /** HTTP phases: the answers by status code. */
  statuses?: Record<string, number>;
}

/** `connections` in flight until `seconds` have passed, or until `requests` were started. */
export interface LoadShape {
  connections: number;
  seconds?: number;
  requests?: number;
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The value at quantile q (0..1) of ascending values (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Runs `task` back to back on `connections` workers (e.g. SQL through a pool, or fetches with
 * their own checks) and times each; a task that throws counts as an error.
 */
export async function runTasks(
  shape: LoadShape,
  task: (index: number) => Promise<unknown>,
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  let started = 0;
  const began = performance.now();
  const stopAt = shape.seconds === undefined ? Infinity : began + shape.seconds * 1000;
  const limit = shape.requests ?? Infinity;
  const worker = async () => {
    while (started < limit && performance.now() < stopAt) {
      const index = started++;
      const t0 = performance.now();
      try {
        await task(index);
        times.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: shape.connections }, worker));
  const seconds = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  const requests = times.length + errors;
  return {
    requests,
    errors,
    seconds,
    perSecond: requests / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times[times.length - 1] ?? 0,
  };
}

/**
 * HTTP load with autocannon (keep-alive connections, one request in flight on each): every
 * connection sends its requests in turn, over and over — the same list for all, or each its own
 * (`(connection) => list`, e.g. a different user per connection). Latency at autocannon's 1 ms resolution.
 */
export async function runHttp(
  base: string,
  shape: LoadShape,
  requests: HttpRequest[] | ((connection: number) => HttpRequest[]),
): Promise<LoadResult> {
  const listFor = typeof requests === 'function' ? requests : () => requests;
  const toAutocannon = (list: HttpRequest[]) => list.map((r) => ({ ...r, method: r.method ?? 'GET' }));
  let connection = 0;
  const result = await autocannon({
    url: base,
    connections: shape.connections,
    ...(shape.requests !== undefined ? { amount: shape.requests } : { duration: shape.seconds ?? 10 }),
    timeout: 10,
    requests: toAutocannon(listFor(0)),
    ...(typeof requests === 'function'
      ? {
          setupClient: (client: autocannon.Client) => client.setRequests(toAutocannon(listFor(connection++))),
        }
      : {}),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const requestsDone = answered + result.errors;
  return {
    requests: requestsDone,
    errors: result.errors + result.non2xx,
    seconds: result.duration,
    perSecond: requestsDone / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
  };
}
