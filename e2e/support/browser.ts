import { chromium, type BrowserContext, type Download, type Page } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export interface Browser {
  context: BrowserContext;
  /** A new page that records console errors and page errors; check them with `assertNoErrors`. */
  newPage(): Promise<Page>;
  errors: string[];
  /** Every answer of 400 or more the pages received, with its method and URL. */
  refused: string[];
  close(): Promise<void>;
}

/** Debian's Chromium in a fresh profile; every console error or page error is collected. */
export async function launchBrowser(): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'purifier-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'it-IT',
    args: CHROMIUM_ARGS,
  });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    // Chromium's console line for a refused request does not name it: the test's failure does.
    page.on('response', (response) => {
      if (response.status() >= 400)
        refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  };
  const refused: string[] = [];
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    context,
    errors,
    refused,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A download's bytes, streamed from the browser (no dependence on where it keeps the file). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
