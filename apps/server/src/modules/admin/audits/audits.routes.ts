import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_AUTHORITIES,
  AUDIT_SORT_FIELDS,
  auditEventPageSchema,
  isCalendarDate,
  isInstantInRange,
  MAX_INSTANT_MS,
} from '@app/contracts';
import { setPaginationHeaders } from '../../../lib/pagination-headers';
import { pageQuerySchema } from '../paging';
import type { AuditQueryRepository } from './audit-query.repository';

/**
 * YYYY-MM-DD (a day of the server's time zone, as JHipster reads it) or a full ISO instant, in
 * years 1900..9999 (what PostgreSQL and JS Date both hold).
 */
const dayOrInstant = z
  .string()
  .refine(
    (v) =>
      v.includes('T')
        ? /^\d{4}-\d{2}-\d{2}T.+$/.test(v) && isInstantInRange(Date.parse(v))
        : isCalendarDate(v),
    'must be YYYY-MM-DD (years 1900 to 9999)',
  );

const startOf = (value: string) => (value.includes('T') ? new Date(value) : new Date(`${value}T00:00:00`));
/** toDate is inclusive: a day runs to the next midnight. */
const endOf = (value: string) => {
  if (value.includes('T')) return new Date(value);
  const d = new Date(`${value}T00:00:00`);
  d.setDate(d.getDate() + 1);
  return d;
};

const querySchema = pageQuerySchema(AUDIT_SORT_FIELDS, { field: 'auditEventDate', direction: 'desc' })
  .extend({ fromDate: dayOrInstant.optional(), toDate: dayOrInstant.optional() })
  .refine((q) => !q.fromDate || !q.toDate || startOf(q.fromDate) < endOf(q.toDate), {
    path: ['toDate'],
    message: 'must not be before fromDate',
  });

/** GET management/audits?page&size&sort&fromDate&toDate with x-total-count and Link. */
export async function auditsRoutes(app: FastifyInstance, { audits }: { audits: AuditQueryRepository }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/management/audits',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'audits' },
      schema: { tags: ['management'], querystring: querySchema, response: { 200: auditEventPageSchema } },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await audits.page({
        from: q.fromDate ? startOf(q.fromDate) : undefined,
        // The day after 9999-12-31 is past the last instant stored: no upper limit then.
        to: q.toDate && endOf(q.toDate).getTime() <= MAX_INSTANT_MS ? endOf(q.toDate) : undefined,
        page: q.page,
        size: q.size,
        sort: q.sort,
      });
      setPaginationHeaders(request, reply, q.page, q.size, total);
      return rows;
    },
  );
}
