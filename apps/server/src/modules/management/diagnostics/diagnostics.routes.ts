import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_AUTHORITIES, threadDumpSchema } from '@app/contracts';
import type { RuntimeMonitor } from '../metrics/runtime-monitor';
import { threadDump } from './thread-dump';

/** GET management/threaddump (the 'system' page). */
export async function diagnosticsRoutes(app: FastifyInstance, { runtime }: { runtime: RuntimeMonitor }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/management/threaddump',
    {
      config: { access: ADMIN_AUTHORITIES },
      schema: { tags: ['management'], response: { 200: threadDumpSchema } },
    },
    async () => threadDump(runtime),
  );
}
