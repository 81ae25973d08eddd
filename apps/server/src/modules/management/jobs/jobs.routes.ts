import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_AUTHORITIES,
  backgroundJobSchema,
  jobListQuerySchema,
  jobQueueNameSchema,
  jobQueueDetailSchema,
  jobQueuesSchema,
} from '@app/contracts';
import { requirePrincipal } from '../../../plugins/caller';
import type { JobsService } from './jobs.service';

const queueParams = z.object({ queue: jobQueueNameSchema });
const jobParams = queueParams.extend({ id: z.uuid() });

/**
 * GET management/jobs, GET management/jobs/{queue}?state&size, POST management/jobs/{queue}/{id}/retry
 * and .../cancel: the job engine's queues for the administrator (docs/decisions/037).
 */
export async function jobsRoutes(app: FastifyInstance, { jobs }: { jobs: JobsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_AUTHORITIES, objectName: 'job' };
  const tags = ['management'];

  r.get(
    '/management/jobs',
    {
      config,
      schema: {
        tags,
        description: "The job engine's queues, by name, with their jobs' counts and their policy",
        response: { 200: jobQueuesSchema },
      },
    },
    async () => jobs.queues(),
  );

  r.get(
    '/management/jobs/:queue',
    {
      config,
      schema: {
        tags,
        description: 'A queue and its newest jobs (newest first), optionally in one state',
        params: queueParams,
        querystring: jobListQuerySchema,
        response: { 200: jobQueueDetailSchema },
      },
    },
    async (request) => jobs.queue(request.params.queue, request.query),
  );

  r.post(
    '/management/jobs/:queue/:id/retry',
    {
      config,
      schema: {
        tags,
        description: 'Runs a failed job again (409 when the job is not failed)',
        params: jobParams,
        response: { 200: backgroundJobSchema },
      },
    },
    async (request) => jobs.retry(requirePrincipal(request).login, request.params.queue, request.params.id),
  );

  r.post(
    '/management/jobs/:queue/:id/cancel',
    {
      config,
      schema: {
        tags,
        description: 'Cancels a waiting or running job (409 when it has finished)',
        params: jobParams,
        response: { 200: backgroundJobSchema },
      },
    },
    async (request) => jobs.cancel(requirePrincipal(request).login, request.params.queue, request.params.id),
  );
}
