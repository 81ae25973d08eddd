import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { CacheRegistry } from './metered-cache';
import { DatabaseMetrics } from './database-metrics';
import { HttpMetrics } from './http-metrics';
import { MetricsService } from './metrics.service';
import { PrometheusMetrics } from './prometheus';
import { parsePrometheusText, sampleValue } from './prometheus-text.test-support';
import { RuntimeMonitor } from './runtime-monitor';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

describe('management/prometheus through prom-client, and who may scrape it', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const scrape = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: '/management/prometheus', headers, remoteAddress });
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        METRICS_TOKEN,
        METRICS_ALLOW: '10.9.0.0/16, 192.0.2.7',
        // 127.0.0.1 is a trusted proxy here: its X-Forwarded-For names the client.
        TRUST_PROXY: '127.0.0.1',
      },
    });
    admin = await signIn(t.app, 'admin', 'admin');
    user = await signIn(t.app, 'user', 'user');
  });
  afterAll(() => t.close());

  it('answers in the text format, with the Node defaults and our families', async () => {
    await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: admin } });
    const res = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheusText(res.body);
    // prom-client's default Node metrics.
    for (const name of [
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_version_info',
    ])
      expect(families.has(name), name).toBe(true);
    expect(sampleValue(families, 'process_start_time_seconds')).toBeLessThanOrEqual(Date.now() / 1000);
    // Ours, under the names they always had.
    expect(families.get('http_server_requests_seconds')?.type).toBe('summary');
    const account = { method: 'GET', uri: '/api/account', status: '200' };
    expect(sampleValue(families, 'http_server_requests_seconds_count', account)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(families, 'http_server_requests_seconds_sum', account)).toBeGreaterThan(0);
    expect(sampleValue(families, 'http_server_requests_seconds_max', account)).toBeGreaterThan(0);
    expect(families.get('db_pool_usage_seconds')?.type).toBe('summary');
    expect(sampleValue(families, 'db_pool_usage_seconds_count')).toBeGreaterThan(0);
    expect(sampleValue(families, 'db_pool_usage_seconds', { quantile: '0.99' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(families, 'db_pool_max_connections')).toBe(t.database.kind === 'pglite' ? 1 : 4);
    expect(sampleValue(families, 'db_pool_connections', { state: 'active' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(families, 'nodejs_heap_space_used_bytes', { space: 'old_space' })).toBeGreaterThan(0);
    expect(sampleValue(families, 'process_cpu_usage')).toBeGreaterThanOrEqual(0);
    // Other modules' figures (ExtraMetric), gauges and counters.
    expect(families.get('tracker_connections')).toMatchObject({ type: 'gauge' });
    expect(sampleValue(families, 'tracker_connections')).toBe(0);
    expect(families.get('iot_push_messages_received_total')?.type).toBe('counter');
  });

  it('keeps each app its own registry: two in one process, each with its own numbers', async () => {
    const http = new HttpMetrics();
    const runtime = new RuntimeMonitor();
    const database = new DatabaseMetrics(t.database);
    try {
      const other = new PrometheusMetrics(
        new MetricsService(http, runtime, database, new CacheRegistry(), t.database.kind),
        () => [['other_app_figure', 'Only in the other app', 7]],
      );
      http.record('/api/only-elsewhere', 'GET', 200, 5);
      const mine = parsePrometheusText((await scrape({ authorization: admin })).body);
      const theirs = parsePrometheusText(await other.scrape());
      expect(sampleValue(theirs, 'http_server_requests_seconds_count', { uri: '/api/only-elsewhere' })).toBe(
        1,
      );
      expect(sampleValue(mine, 'http_server_requests_seconds_count', { uri: '/api/only-elsewhere' })).toBe(
        undefined,
      );
      expect(sampleValue(theirs, 'other_app_figure')).toBe(7);
      expect(mine.has('other_app_figure')).toBe(false);
      expect(theirs.has('nodejs_heap_size_used_bytes')).toBe(true);
    } finally {
      runtime.stop();
      database.stop();
    }
  });

  it('accepts the metrics token, an administrator, and an allowed address without credentials', async () => {
    expect((await scrape({ authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
    expect((await scrape({ authorization: admin })).statusCode).toBe(200);
    expect((await scrape({}, '10.9.200.3')).statusCode).toBe(200);
    expect((await scrape({}, '192.0.2.7')).statusCode).toBe(200);
    // Through the trusted proxy, the client is the address it forwards.
    expect((await scrape({ 'x-forwarded-for': '10.9.0.1' }, '127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses anyone else: 403 for a user who is not an administrator, 401 for invalid or no credentials', async () => {
    const anonymous = await scrape({}, '198.51.100.1');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, message: 'error.http.401' });
    for (const authorization of [`Bearer ${METRICS_TOKEN}x`, 'Bearer short', 'Basic c2NyYXBlOnNjcmFwZQ==']) {
      const res = await scrape({ authorization }, '198.51.100.1');
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, message: 'error.http.401' });
    }
    const signedIn = await scrape({ authorization: user }, '198.51.100.1');
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json()).toMatchObject({ status: 403, message: 'error.http.403' });
    // A forwarded address counts only from a trusted proxy: 10.9.0.1 is not believed from elsewhere.
    expect((await scrape({ 'x-forwarded-for': '10.9.0.1' }, '198.51.100.1')).statusCode).toBe(401);
    expect((await scrape({}, '10.10.0.1')).statusCode).toBe(401);
  });
});
