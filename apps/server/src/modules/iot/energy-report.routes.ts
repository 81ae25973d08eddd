import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/api-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { energyReportQuerySchema } from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { EnergyReportService } from './energy-report.service';

/** The file name the spec's client saves the report as. */
const FILE_NAME = 'charts.pdf';

/**
 * GET /api/devicesIot/{id}/pdf?start&end&costPerKwh&deviceUidList=..: the PDF energy report of the
 * devices of account {id} (docs/decisions/022-pdf-energy-report.md).
 */
export async function energyReportRoutes(
  app: FastifyInstance,
  { reports }: { reports: EnergyReportService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/devicesIot/:id/pdf',
    {
      schema: {
        tags: ['devicesIot'],
        description:
          'PDF energy report (saved as charts.pdf) of the listed devices of account {id} (the id of the account whose devices ' +
          'are listed, in the caller’s subtree) over start..end (ISO instants, at most 31 days): a fleet summary page, then a ' +
          'page per device. Devices the caller may not read statistics of are left out; none left answers 404. ' +
          'Without costPerKwh the report has no costs.',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: energyReportQuerySchema,
        response: {
          200: fileAnswer('application/pdf', 'The report (attachment; filename="charts.pdf")'),
        },
      },
      config: {
        permission: [
          { service: 'STATISTICS_MANAGEMENT', op: 'read' },
          { service: 'DEVICE_MANAGEMENT', op: 'read' },
        ],
        objectName: 'report',
      },
    },
    async (request, reply) => {
      const pdf = await reports.pdf(requireCaller(request), request.params.id, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${FILE_NAME}"`)
        .send(pdf);
    },
  );
}
