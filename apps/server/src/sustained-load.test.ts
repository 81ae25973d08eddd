import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../test/build-test-app';

/**
 * Sustained mixed load, bounded in time: the real server listening on 127.0.0.1, 16
 * clients for 20 s over the calls people make all day (sign-in, account, the dealer's device list,
 * a device, account children, the dashboard, history, a reference list with its ETag, an admin
 * create and delete). Zero errors, and the heap measured after full collections does not grow from
 * the first third of the run to the last. Runs in the PostgreSQL pass; behaviour, not speed (the
 * figures are in bench/).
 */
const DURATION_MS = 20_000;
const CLIENTS = 16;
/** Heap growth allowed between the first and the last third of the run (after GC). */
const GROWTH_LIMIT_BYTES = 24 * 1024 * 1024;

// A full collection on demand: the flag can be set at run time, then `gc` is read from a new context.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

describe.skipIf(!process.env.TEST_DATABASE_URL)('sustained mixed load', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers every call without an error, and its memory stays flat', async () => {
    const admin = await signIn(t.app, 'admin', 'admin');
    const dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    const get = (url: string, authorization: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { headers: { authorization, ...headers } });
    const devices = (await (await get('/api/devices?size=50', dealer)).json()) as {
      id: number;
      uid: string | null;
    }[];
    const device = devices.find((d) => d.uid)!;
    const account = (await (await get('/api/user-accounts/current', dealer)).json()) as { uuid: string };
    const nations = await get('/api/nations', dealer);
    const etag = nations.headers.get('etag')!;
    const end = new Date().toISOString();
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString();

    let n = 0;
    const calls: Array<() => Promise<Response>> = [
      () => get('/api/account', dealer),
      () => get('/api/devices?page=0&size=20&sort=name,asc', dealer),
      () => get(`/api/devices/${device.id}`, dealer),
      () => get(`/api/user-accounts/uuid/parent/${account.uuid}`, dealer),
      () => get('/api/dashboard/devices', dealer),
      () =>
        get(
          `/api/device-status-logs/uuid/${device.uid}?start=${start}&end=${end}&secondsInterval=7200`,
          dealer,
        ),
      () => get('/api/nations', dealer, { 'if-none-match': etag }),
      () =>
        fetch(`${base}/api/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'gds', password: 'Demo-gds1', rememberMe: false }),
        }),
      async () => {
        const code = `L${process.pid}-${n++}`;
        const created = await fetch(`${base}/api/nations`, {
          method: 'POST',
          headers: { authorization: admin, 'content-type': 'application/json' },
          body: JSON.stringify({ code, name: `Load ${code}` }),
        });
        if (created.status !== 201) return created;
        const { id } = (await created.json()) as { id: number };
        return fetch(`${base}/api/nations/${id}`, { method: 'DELETE', headers: { authorization: admin } });
      },
    ];
    // Each call once before measuring: the first answers warm caches, compile queries, load modules.
    for (const call of calls) await (await call()).arrayBuffer();

    const errors: string[] = [];
    const byCall = calls.map(() => 0);
    const heap: Array<{ at: number; bytes: number }> = [];
    const started = Date.now();
    const stopAt = started + DURATION_MS;
    const client = async (offset: number) => {
      for (let i = offset; Date.now() < stopAt; i++) {
        const which = i % calls.length;
        const res = await calls[which]!();
        await res.arrayBuffer();
        byCall[which]! += 1;
        if (res.status >= 400) errors.push(`call ${which}: ${res.status}`);
      }
    };
    const sampler = async () => {
      while (Date.now() < stopAt) {
        await new Promise((r) => setTimeout(r, 1000));
        collect();
        heap.push({ at: Date.now() - started, bytes: process.memoryUsage().heapUsed });
      }
    };
    await Promise.all([...Array.from({ length: CLIENTS }, (_, i) => client(i)), sampler()]);

    expect(errors.slice(0, 10)).toEqual([]);
    expect(Math.min(...byCall)).toBeGreaterThan(5);
    const third = Math.floor(heap.length / 3);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const first = median(heap.slice(0, third).map((h) => h.bytes));
    const last = median(heap.slice(-third).map((h) => h.bytes));
    console.info(
      `sustained load: ${byCall.reduce((a, b) => a + b, 0)} calls in ${DURATION_MS / 1000} s, heap ${(first / 2 ** 20).toFixed(1)} → ${(last / 2 ** 20).toFixed(1)} MB`,
    );
    expect(last - first).toBeLessThan(GROWTH_LIMIT_BYTES);
  }, 90_000);
});
