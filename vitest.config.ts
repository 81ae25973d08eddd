import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One runner for the tiers; `npm test` runs them all, `--project` picks one. */
export default defineConfig({
  test: {
    // Vitest's default (a core less than the machine's) is one worker on 2 cores, which left the
    // other core idle: a PGlite database runs in its worker's thread and vitest's own process mostly
    // waits. Two workers at least: unit and API tests on PGlite took 311 s on 2 cores, against 685 s
    // of test time with one (issue 29, 2026-11-29).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', include: ['packages/**/*.test.ts'] } },
      // The web app's pure logic (merging pushed statuses, relative times, ...), in node.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // The web's components and hooks (Testing Library in jsdom, the app's i18n with the real
      // catalogs): the logic the browser tests reach only slowly, beside the code it tests.
      {
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup-dom.ts'],
          // Rendering pages in jsdom is CPU-bound: room for a machine busy with other work.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A worker loads the server's modules once for all its files instead of once per file:
          // loading them was a third of the PostgreSQL pass (issue 29). Each file builds its own app
          // on its own database copy; module state is keyed by app or database, never shared.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          // A file's server and Chromium start beside the other projects' files: on a slow 2-core
          // machine a start has taken more than two minutes (2026-11-28, sign-in.test.ts).
          hookTimeout: 240_000,
          // One browser file at a time, after every other project's files (vitest runs files without
          // file parallelism last); CI runs the PostgreSQL pass beside them on the other core. Two at
          // once took the browser files from 729 to 517 s on 2 cores (2026-11-29), but at load 8–11 a
          // menu did not open within 30 s (fleet-filters) and a half-written outbox mail was read (a
          // product race, fixed): left serial until such waits are understood.
          fileParallelism: false,
        },
      },
    ],
  },
});
