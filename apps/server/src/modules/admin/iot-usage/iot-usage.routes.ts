import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_AUTHORITIES,
  IOT_USAGE_SORT_FIELDS,
  iotUsageReportSchema,
  monthRange,
  monthSchema,
  type IotUsageReport,
} from '@app/contracts';
import { setPaginationHeaders } from '../../../lib/pagination-headers';
import { pageQuerySchema } from '../paging';
import type { IotUsageRepository } from './iot-usage.repository';

const currentMonth = () => new Date().toISOString().slice(0, 7);
const querySchema = pageQuerySchema(IOT_USAGE_SORT_FIELDS, { field: 'requests', direction: 'desc' }).extend({
  month: monthSchema.optional(),
});

/** GET api/admin/iot-usage?month=YYYY-MM&page&size&sort: the 'report' page (months in UTC). */
export async function iotUsageRoutes(
  app: FastifyInstance,
  { repository }: { repository: IotUsageRepository },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/iot-usage',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'report' },
      schema: { tags: ['management'], querystring: querySchema, response: { 200: iotUsageReportSchema } },
    },
    async (request, reply): Promise<IotUsageReport> => {
      const { page, size, sort } = request.query;
      const month = request.query.month ?? currentMonth();
      const { from, to } = monthRange(month);
      const { total, totals, rows } = await repository.report({ from, to, page, size, sort });
      setPaginationHeaders(request, reply, page, size, total);
      return { month, from: from.toISOString(), to: to.toISOString(), totals, rows };
    },
  );
}
