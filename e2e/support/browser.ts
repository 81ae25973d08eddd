import { chromium, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';

export interface Browser {
  context: BrowserContext;
  /** A new page that records console errors and page errors; check them with `assertNoErrors`. */
  newPage(): Promise<Page>;
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh browser of one's own: a new context (its own cookies, storage and cache) in the run's
 * shared Chromium (global-setup.ts); every console error or page error is collected.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  };
  context.on('page', watch);
  return {
    context,
    errors,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      await browser.close(); // a connected browser only disconnects: the shared Chromium runs on
    },
  };
}

/**
 * A download's bytes. The shared Chromium is connected to, not launched by this process, so a
 * download has no local path: its contents are streamed over the connection.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
