import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_AUTHORITIES,
  IOT_USAGE_SORT_FIELDS,
  iotUsageReportSchema,
  monthSchema,
  type IotUsageReport,
} from '@app/contracts';
import { setPaginationHeaders } from '../../../lib/pagination-headers';
import { pageQuerySchema } from '../../../lib/paging';
import type { IotUsageService } from './iot-usage.service';

const querySchema = pageQuerySchema(IOT_USAGE_SORT_FIELDS, { field: 'requests', direction: 'desc' }).extend({
  month: monthSchema.optional(),
});

/** GET api/admin/iot-usage?month=YYYY-MM&page&size&sort: the 'report' page (months in UTC). */
export async function iotUsageRoutes(app: FastifyInstance, { iotUsage }: { iotUsage: IotUsageService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/iot-usage',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'report' },
      schema: { tags: ['management'], querystring: querySchema, response: { 200: iotUsageReportSchema } },
    },
    async (request, reply): Promise<IotUsageReport> => {
      const { report, total } = await iotUsage.report(request.query);
      setPaginationHeaders(request, reply, request.query.page, request.query.size, total);
      return report;
    },
  );
}
