import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';

describe('metrics, thread dump and prometheus', () => {
  let t: TestApp;
  let admin: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('GET management/jhimetrics gives every section of the JHipster document, measured', async () => {
    for (let i = 0; i < 3; i += 1) await get('/api/account');
    await t.app.inject({ method: 'GET', url: '/api/account' }); // a 401
    await get('/api/users/authorities');
    await get('/api/users/authorities');
    const res = await get('/management/jhimetrics');
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.jvm.heap.used).toBeGreaterThan(0);
    expect(m.jvm.heap.max).toBeGreaterThanOrEqual(m.jvm.heap.committed);
    expect(m.jvm.old_space).toMatchObject({ max: -1 });
    const http = m['http.server.requests'];
    expect(http.all.count).toBeGreaterThanOrEqual(6);
    expect(http.percode['200'].count).toBeGreaterThanOrEqual(3);
    expect(http.percode['401'].count).toBeGreaterThanOrEqual(1);
    expect(m.services['/api/account'].GET).toMatchObject({ count: 4 });
    expect(m.services['/api/account'].GET.max).toBeGreaterThan(0);
    expect(m.cache.userAuthorities).toMatchObject({
      'cache.gets.hit': 1,
      'cache.gets.miss': 1,
      'cache.puts': 1,
    });
    // PGlite is one connection; the PostgreSQL pass uses a pool (4 connections per test database).
    expect(m.databases.kind).toBe(t.database.kind);
    expect(m.databases.max.value).toBe(t.database.kind === 'pglite' ? 1 : 4);
    expect(m.databases.usage.count).toBeGreaterThan(0);
    expect(m.databases.acquire.percentiles).toHaveProperty('0.99');
    expect(m.garbageCollector['jvm.gc.max.data.size']).toBeGreaterThan(0);
    expect(m.garbageCollector['jvm.gc.pause']).toHaveProperty('count');
    expect(m.processMetrics['system.cpu.count']).toBeGreaterThan(0);
    expect(m.processMetrics['process.uptime']).toBeGreaterThan(0);
    expect(m.processMetrics['process.start.time']).toBeLessThanOrEqual(Date.now());
    expect(m.processMetrics['process.files.open']).toBeGreaterThan(0);
  });

  it('records a GC pause once one happens', async () => {
    // A full collection on demand (the flag may be set at run time; vm hands out the function).
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // Observer entries arrive asynchronously, later on a busy machine: poll for a while.
    let m: { garbageCollector: Record<string, { count: number }> & { count: number } } | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      gc();
      await new Promise((r) => setTimeout(r, 100));
      m = (await get('/management/jhimetrics')).json();
      if (m!.garbageCollector['jvm.gc.pause']!.count > 0) break;
    }
    expect(m!.garbageCollector['jvm.gc.pause']!.count).toBeGreaterThan(0);
    expect(m!.garbageCollector.count).toBe(m!.garbageCollector['jvm.gc.pause']!.count);
  });

  it('GET management/threaddump lists the event loop and the active handles as threads', async () => {
    const res = await get('/management/threaddump');
    expect(res.statusCode).toBe(200);
    const { threads, eventLoop } = res.json();
    expect(threads[0]).toMatchObject({
      threadName: 'main (event loop)',
      threadState: 'RUNNABLE',
      kind: 'eventLoop',
    });
    expect(threads[0].stackTrace.length).toBeGreaterThan(0);
    expect(threads.length).toBeGreaterThan(1);
    for (const thread of threads) {
      expect(['RUNNABLE', 'WAITING', 'TIMED_WAITING', 'BLOCKED']).toContain(thread.threadState);
      expect(thread).toHaveProperty('threadId');
    }
    expect(eventLoop.utilization.sinceStart).toBeGreaterThan(0);
    expect(eventLoop.delay.percentiles).toHaveProperty('0.99');
  });

  it('GET management/prometheus answers in the text exposition format', async () => {
    const res = await get('/management/prometheus');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = res.body;
    expect(text).toContain('# TYPE http_server_requests_seconds summary');
    expect(text).toMatch(
      /http_server_requests_seconds_count\{method="GET",uri="\/api\/account",status="200"\} \d+/,
    );
    expect(text).toMatch(/^process_cpu_usage [\d.e-]+$/m);
    expect(text).toMatch(/^nodejs_heap_space_used_bytes\{space="old_space"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{state="active"\} \d+$/m);
    expect(text).toMatch(/^cache_gets_total\{cache="userAuthorities",result="hit"\} \d+$/m);
    expect(text).toMatch(/^tracker_connections 0$/m);
    // Every sample line is "name{labels} value" (prom-client puts an empty line between families).
    for (const line of text
      .trim()
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#')))
      expect(line).toMatch(/^[a-z_:][a-z0-9_:]*(\{[^}]*\})? (-?[\d.]+(e[-+]?\d+)?|NaN)$/i);
  });
});
