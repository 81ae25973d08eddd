import { defineConfig } from 'vitest/config';

/** One runner for the tiers; `npm test` runs them all, `--project` picks one. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/**/*.test.ts'] } },
      // The web app's pure logic (merging pushed statuses, relative times); pages are tested in e2e.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
