import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * Per test file: one real server on a private database and one Chromium, closed after the file;
 * `options` go to startServer (e.g. `{ jobs: true }` where a bulk job must run).
 */
export function useE2eEnvironment(options: Parameters<typeof startServer>[0] = {}): {
  server: RunningServer;
  browser: Browser;
} {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
