import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_AUTHORITIES, AUDIT_SORT_FIELDS, auditEventPageSchema } from '@app/contracts';
import { setPaginationHeaders } from '../../../lib/pagination-headers';
import { pageQuerySchema } from '../../../lib/paging';
import { isDayOrInstant, isOrderedRange } from './audit-days';
import type { AuditsService } from './audits.service';

/** YYYY-MM-DD or a full ISO instant (audit-days.ts). */
const dayOrInstant = z.string().refine(isDayOrInstant, 'must be YYYY-MM-DD (years 1900 to 9999)');

const querySchema = pageQuerySchema(AUDIT_SORT_FIELDS, { field: 'auditEventDate', direction: 'desc' })
  .extend({ fromDate: dayOrInstant.optional(), toDate: dayOrInstant.optional() })
  .refine((q) => isOrderedRange(q.fromDate, q.toDate), {
    path: ['toDate'],
    message: 'must not be before fromDate',
  });

/** GET management/audits?page&size&sort&fromDate&toDate with x-total-count and Link. */
export async function auditsRoutes(app: FastifyInstance, { audits }: { audits: AuditsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/management/audits',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'audits' },
      schema: { tags: ['management'], querystring: querySchema, response: { 200: auditEventPageSchema } },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await audits.page(q);
      setPaginationHeaders(request, reply, q.page, q.size, total);
      return rows;
    },
  );
}
