import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { webCacheControl } from './plugins/compression';
import { urlWithoutQueryValues } from './lib/request-log';
import { openTestDatabase } from '../test/test-database';

/** docs/decisions/017-web-delivery.md: compression, cache headers and the one log line per request. */

const SCRIPT = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const HASHED_SCRIPT = 'assets/index-B1a2c3D4.js';
const HASHED_STYLE = 'assets/index-Zz9_x-0q.css';

/** A web build as Vite writes it: index.html, hashed assets, an unhashed public file. */
async function fakeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'purifier-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><title>app</title><script type="module" src="/${HASHED_SCRIPT}"></script>`,
  );
  await writeFile(path.join(dir, HASHED_SCRIPT), SCRIPT);
  await writeFile(path.join(dir, HASHED_STYLE), `.a{color:red}\n`.repeat(500));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

async function start(
  database: DatabaseHandle,
  logger: false | { level: string; stream: { write(line: string): void } },
) {
  const config = loadConfig({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'purifier-delivery-')) });
  config.webDistDir = await fakeWebDist();
  const app = await buildApp(config, { database, logger });
  await app.ready();
  return app;
}

describe('web delivery', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let logged: FastifyInstance;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await openTestDatabase(inject('dbTemplate'));
    app = await start(database, false);
    logged = await start(database, {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await logged?.close();
    await database?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends hashed assets brotli-compressed, cacheable for a year and immutable', async () => {
    const res = await get(`/${HASHED_SCRIPT}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);

    const style = await get(`/${HASHED_STYLE}`, 'br');
    expect(style.headers['content-encoding']).toBe('br');
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to gzip, and to no compression for a client that accepts none', async () => {
    const gzip = await get(`/${HASHED_SCRIPT}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(`/${HASHED_SCRIPT}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html with no-cache, for the root, any page and the file itself', async () => {
    for (const url of ['/', '/login', '/admin/user-management', '/index.html']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers too (the i18n catalog)', async () => {
    const res = await get('/i18n/en.json', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('login');
  });

  it('bounds a compressed request body by the body limit once inflated', async () => {
    const bomb = gzipSync(Buffer.from(`{"username":"${'a'.repeat(5_000_000)}"}`));
    const res = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(res.statusCode).toBe(413);
  });

  it('logs one line per request: method, URL without query values, status and milliseconds', async () => {
    lines.length = 0;
    await logged.inject({ method: 'GET', url: '/api/nations?page=0&size=20&email=ada%40example.com' });
    await logged.inject({ method: 'GET', url: '/management/health' });
    const requests = lines.filter((l) => l.level === 30);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/nations?page&size&email',
      statusCode: 401,
      ms: expect.any(Number),
    });
    expect(requests[0]).toHaveProperty('reqId');
    expect(requests[1]).toMatchObject({ url: '/management/health', statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('example.com');
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('names the cache policy of a build file by its path', () => {
    expect(webCacheControl('assets/index-B1a2c3D4.js')).toBe('public, max-age=31536000, immutable');
    expect(webCacheControl('assets/index-B1a2c3D4.js.map')).toBe('public, max-age=31536000, immutable');
    expect(webCacheControl(path.join('assets', 'chunk-6KYCQHYJ-DQz7ywuW.js'))).toContain('immutable');
    expect(webCacheControl('index.html')).toBe('no-cache');
    expect(webCacheControl('favicon.svg')).toBe('no-cache');
    expect(webCacheControl('assets/app.js')).toBe('no-cache');
  });

  it('keeps query parameter names but no values in the logged URL', () => {
    expect(urlWithoutQueryValues('/websocket/tracker?access_token=abc.def')).toBe(
      '/websocket/tracker?access_token',
    );
    expect(urlWithoutQueryValues('/api/users?sort=id,asc&sort=login,desc')).toBe('/api/users?sort');
    expect(urlWithoutQueryValues('/api/users?')).toBe('/api/users');
    expect(urlWithoutQueryValues(`/x${'y'.repeat(3000)}`).length).toBeLessThan(2100);
  });
});
