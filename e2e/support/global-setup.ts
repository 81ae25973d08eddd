import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import databaseSetup from '../../apps/server/test/global-setup';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

/**
 * One migrated template database and one Chromium for the whole browser run: each test file
 * clones the database and opens contexts of its own in the shared browser (a context is as
 * isolated as a profile: cookies, storage, cache), instead of starting Chromium again per file.
 */
export default async function setup(project: TestProject) {
  const [disposeDatabase, browserServer] = await Promise.all([
    databaseSetup(project),
    chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS }),
  ]);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await disposeDatabase();
  };
}
