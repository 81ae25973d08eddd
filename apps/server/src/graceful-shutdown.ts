import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config';
import { closeListener } from './modules/management';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM and SIGINT shut the process down gracefully (docs/decisions/035): readiness says 503 at
 * once while the listener serves on for `drainMs`, so a load balancer stops sending first; then the
 * listener closes and the requests in flight are answered (connections still open after `graceMs`
 * are cut); then `app.close()` stops the jobs and the push consumer (preClose) and the connections,
 * and `afterClose` (the database) runs last. The process exits 0, or 1 if a step failed.
 */
export function exitGracefullyOnSignals(
  app: FastifyInstance,
  options: { drainMs: number; graceMs: number; afterClose: () => Promise<void> },
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.drain.begin();
    app.log.info(`${signal} received: draining for ${options.drainMs} ms, then shutting down`);
    try {
      await sleep(options.drainMs);
      await closeListener(app.server, options.graceMs, () =>
        app.log.info({ closedAt: Date.now() }, 'drain over: the listener closes'),
      );
      app.log.info('listener closed and requests in flight answered: stopping the jobs');
      await app.close();
      await options.afterClose();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * The process's serving life, the same for main.ts and the drain test's server: shut down gracefully
 * on signals (above), listen, then start the jobs.
 */
export async function serveUntilSignalled(
  app: FastifyInstance,
  config: AppConfig,
  closeDatabase: () => Promise<void>,
): Promise<void> {
  exitGracefullyOnSignals(app, {
    drainMs: config.shutdownDrainMs,
    graceMs: config.http.requestTimeoutMs,
    afterClose: closeDatabase,
  });
  await app.listen({ port: config.port, host: config.host });
  await app.jobs.start();
}
