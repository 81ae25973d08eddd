import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/api-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createScheduledExportSchema,
  scheduledExportSentSchema,
  scheduledExportSchema,
  updateScheduledExportSchema,
} from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { ExportRunService } from './export-run.service';
import type { ScheduledExportService } from './scheduled-export.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A user's own scheduled CSV exports (docs/decisions/048); any signed-in account user. */
export async function scheduledExportRoutes(
  app: FastifyInstance,
  { exports, runs }: { exports: ScheduledExportService; runs: ExportRunService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scheduled-exports'];
  const config = { access: 'account' as const, objectName: 'scheduledExport' };

  r.get(
    '/api/scheduled-exports',
    { schema: { tags, response: { 200: z.array(scheduledExportSchema) } }, config },
    async (request) => exports.list(requireCaller(request)),
  );

  r.post(
    '/api/scheduled-exports',
    { schema: { tags, body: createScheduledExportSchema, response: { 201: scheduledExportSchema } }, config },
    async (request, reply) =>
      reply.code(201).send(await exports.create(requireCaller(request), request.body)),
  );

  r.patch(
    '/api/scheduled-exports/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateScheduledExportSchema,
        response: { 200: scheduledExportSchema },
        description: 'Changes a schedule; `paused: true` pauses it, `paused: false` resumes it.',
      },
      config,
    },
    async (request) => exports.update(requireCaller(request), request.params.id, request.body),
  );

  r.delete(
    '/api/scheduled-exports/:id',
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config },
    async (request, reply) => {
      await exports.remove(requireCaller(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/scheduled-exports/:id/send',
    {
      schema: {
        tags,
        params: idParams,
        response: { 202: scheduledExportSentSchema },
        description:
          'Runs the export now, without moving its next run: the mail follows within a minute. `queued: false` when a run asked for earlier still waits.',
      },
      config,
    },
    async (request, reply) => {
      const id = await exports.ownedId(requireCaller(request), request.params.id);
      return reply.code(202).send({ queued: await runs.queueNow(id) });
    },
  );

  // A signed link needs no sign-in: it is short-lived and unguessable, mailed only to the owner.
  r.get(
    '/api/public/exports/:token',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().max(200) }),
        description: 'The CSV behind a mailed link: 404 for a link that is not ours, 410 once expired.',
        response: {
          200: fileAnswer('text/csv', 'The CSV file (attachment), UTF-8 with a BOM'),
        },
      },
      config: { access: 'public' as const },
    },
    async (request, reply) => {
      const found = await runs.download(request.params.token);
      return (
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${found.fileName}"`)
          .header('Cache-Control', 'no-store')
          // A Buffer goes out as it is (a string would be serialised as a JSON string).
          .send(Buffer.from(found.content, 'utf8'))
      );
    },
  );
}
