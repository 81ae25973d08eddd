import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { QuotaGuardRepository } from './quota-guard.repository';
import { quotaGuardRoutes } from './quota-guard.routes';
import { QuotaGuardService } from './quota-guard.service';

/** How often the quota guard runs: every 5 minutes. */
export const QUOTA_GUARD_EVERY_MS = 5 * 60_000;

/**
 * The provider quota guard: per-account projection, alerts at 70 % and 90 %, the status polling
 * slowdown (a recurring job; main.ts starts it), and its two endpoints.
 */
export async function quotaGuardModule(
  app: FastifyInstance,
  context: ModuleContext & { quotaGuardEveryMs?: number },
) {
  const quota = new QuotaGuardService(
    new QuotaGuardRepository(context.database.db),
    context.platform.mailOutbox,
    context.platform.audit,
    context.config.baseUrl,
    app.log,
  );
  await app.register(quotaGuardRoutes, { quota });
  context.jobs.recurring({
    id: 'iot-quota-guard',
    everyMs: context.quotaGuardEveryMs ?? QUOTA_GUARD_EVERY_MS,
    run: () => quota.runOnce(),
  });
}

export { QuotaGuardService } from './quota-guard.service';
