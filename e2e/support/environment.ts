import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { startServer, type RunningServer } from './server';

/** Per test file: one real server on a private database and one Chromium, closed after the file. */
export function useE2eEnvironment(): { server: RunningServer; browser: Browser } {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
