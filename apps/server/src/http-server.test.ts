import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { openTestDatabase } from '../test/test-database';

/** A web build with a script and its source map, as Vite writes it. */
async function fakeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'purifier-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
  await writeFile(path.join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return dir;
}

async function startOn(profile: 'dev' | 'prod', database: DatabaseHandle, webDist: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'purifier-http-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PROFILE: profile,
    JWT_SECRET: 'x'.repeat(40),
    HOST: '127.0.0.1',
    KEEP_ALIVE_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '1000',
  });
  config.webDistDir = webDist;
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, port };
}

/** Resolves with the milliseconds until the server closed the socket, or null if it stayed open for `limitMs`. */
function closedWithin(socket: Socket, limitMs: number): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, limitMs);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

describe('HTTP server limits', () => {
  let database: DatabaseHandle;
  let webDist: string;
  let prod: { app: FastifyInstance; port: number };
  let dev: { app: FastifyInstance; port: number };

  beforeAll(async () => {
    database = await openTestDatabase(inject('dbTemplate'));
    webDist = await fakeWebDist();
    prod = await startOn('prod', database, webDist);
    dev = await startOn('dev', database, webDist);
  });
  afterAll(async () => {
    await prod.app.close();
    await dev.app.close();
    await database.close();
  });

  it('closes connections that never send a request within seconds (HEADERS_TIMEOUT_MS)', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open(prod.port)));
    const closed = await Promise.all(sockets.map((s) => closedWithin(s, 8000)));
    expect(closed.every((ms) => ms !== null)).toBe(true);
  });

  it('closes a connection that sends its headers too slowly', async () => {
    const socket = await open(prod.port);
    socket.write('GET /management/health/liveness HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
    const closed = await closedWithin(socket, 8000);
    clearInterval(drip);
    expect(closed).not.toBeNull();
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const socket = await open(prod.port);
    const answered = new Promise<string>((resolve) => socket.once('data', (d) => resolve(String(d))));
    socket.write('GET /api/nations HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 401/);
    expect(await closedWithin(socket, 8000)).not.toBeNull();
  });

  it('does not serve source maps in the prod profile, and does in dev', async () => {
    const base = (port: number) => `http://127.0.0.1:${port}`;
    const prodScript = await fetch(`${base(prod.port)}/assets/app.js`);
    expect(prodScript.status).toBe(200);
    const prodMap = await fetch(`${base(prod.port)}/assets/app.js.map`);
    expect(await prodMap.text()).not.toContain('secret.ts');
    const devMap = await fetch(`${base(dev.port)}/assets/app.js.map`);
    expect(devMap.status).toBe(200);
    expect(await devMap.text()).toContain('secret.ts');
  });
});
