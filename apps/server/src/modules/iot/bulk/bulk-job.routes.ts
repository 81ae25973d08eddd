import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkJobDetailSchema, bulkJobRequestSchema, bulkJobSchema } from '@app/contracts';
import { requireCaller, type PermissionNeed } from '../../../plugins/caller';
import type { BulkJobService } from './bulk-job.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Bulk jobs (docs/decisions/038): submit a fleet-wide operation, follow it, pause, resume, cancel
 * it, run its failed devices again. DEVICE_MANAGEMENT update, as for the single-device calls.
 */
export async function bulkJobRoutes(app: FastifyInstance, { bulkJobs }: { bulkJobs: BulkJobService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bulk-jobs'];
  const update: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'update' };
  const config = { permission: update, objectName: 'bulkJob' };

  r.post(
    '/api/bulk-jobs',
    {
      schema: {
        tags,
        body: bulkJobRequestSchema,
        response: { 201: bulkJobSchema },
        description:
          'Submits a job: the same action on each listed device, run by the server device after device. Every device must be one the caller may change; otherwise nothing is created.',
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await bulkJobs.submit(requireCaller(request), request.body)),
  );

  r.get(
    '/api/bulk-jobs',
    {
      schema: {
        tags,
        response: { 200: z.array(bulkJobSchema) },
        description: 'The newest 100 jobs of the caller.',
      },
      config,
    },
    async (request) => bulkJobs.list(requireCaller(request)),
  );

  r.get(
    '/api/bulk-jobs/:id',
    { schema: { tags, params: idParams, response: { 200: bulkJobDetailSchema } }, config },
    async (request) => bulkJobs.get(requireCaller(request), request.params.id),
  );

  const move = (path: string, verb: 'pause' | 'resume' | 'cancel' | 'retryFailed', description: string) =>
    r.post(
      `/api/bulk-jobs/:id/${path}`,
      { schema: { tags, params: idParams, response: { 200: bulkJobSchema }, description }, config },
      async (request) => bulkJobs[verb](requireCaller(request), request.params.id),
    );
  move('pause', 'pause', 'Pauses a queued or running job before its next device.');
  move('resume', 'resume', 'Resumes a paused job.');
  move('cancel', 'cancel', 'Cancels a job: the devices not yet done are not done.');
  move('retry-failed', 'retryFailed', 'Runs the failed devices of a finished or cancelled job again.');
}
