/**
 * Loaded into the bench's server process (node --import, see server.ts): on the parent's word it
 * records every statement the server sends through `pg` — text, parameters, prepared-statement
 * name, and when it started and finished — so a bench can run exactly the same SQL directly and
 * call that the limit. Between captures it only checks one variable per query.
 */
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: string;
  /** performance.now() in the server process when the query was sent, and when its answer came. */
  start: number;
  end?: number;
}

export type CaptureMessage = { type: 'sql-capture-start' } | { type: 'sql-capture-stop' };
export type CaptureReply = { type: 'sql-captured'; queries: CapturedQuery[] };

let recording: CapturedQuery[] | null = null;

if (process.send) {
  process.on('message', (message: CaptureMessage) => {
    if (message?.type === 'sql-capture-start') recording = [];
    if (message?.type === 'sql-capture-stop') {
      const queries = recording ?? [];
      recording = null;
      process.send!({ type: 'sql-captured', queries } satisfies CaptureReply);
    }
  });
  // The channel must not keep the server alive on its own, and a bench that died (its deadline,
  // a crash) takes its server with it instead of leaving it listening.
  process.channel?.unref();
  process.on('disconnect', () => process.exit(0));

  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const query = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    if (!recording) return query.apply(this, args);
    const [config, second] = args as [string | Record<string, unknown>, unknown];
    const entry: CapturedQuery =
      typeof config === 'string'
        ? { text: config, start: performance.now() }
        : {
            text: String(config.text),
            start: performance.now(),
            ...(Array.isArray(config.values) ? { values: config.values as unknown[] } : {}),
            ...(typeof config.name === 'string' ? { name: config.name } : {}),
            ...(typeof config.rowMode === 'string' ? { rowMode: config.rowMode } : {}),
          };
    if (Array.isArray(second)) entry.values = second;
    recording.push(entry);
    const finish = () => (entry.end = performance.now());
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        finish();
        return callback(...a);
      };
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(finish, finish);
    return result;
  };
}
