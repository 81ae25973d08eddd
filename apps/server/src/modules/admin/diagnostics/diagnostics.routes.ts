import type { FastifyInstance } from 'fastify';
import { ADMIN_AUTHORITIES } from '@app/contracts';
import type { RuntimeMonitor } from '../metrics/runtime-monitor';
import { threadDump } from './thread-dump';

/** GET management/threaddump (the 'system' page). */
export async function diagnosticsRoutes(app: FastifyInstance, { runtime }: { runtime: RuntimeMonitor }) {
  app.get(
    '/management/threaddump',
    { config: { access: ADMIN_AUTHORITIES }, schema: { tags: ['management'] } },
    async () => threadDump(runtime),
  );
}
