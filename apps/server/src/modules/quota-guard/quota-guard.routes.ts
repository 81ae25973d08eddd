import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_AUTHORITIES,
  IOT_QUOTA_SORT_FIELDS,
  iotQuotaListSchema,
  quotaStatusSchema,
} from '@app/contracts';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import { requireCaller } from '../../plugins/caller';
import { pageQuerySchema } from '../../lib/paging';
import type { QuotaGuardService } from './quota-guard.service';

const listQuery = pageQuerySchema(IOT_QUOTA_SORT_FIELDS, { field: 'projectedFraction', direction: 'desc' });

/** GET api/fleet/quota (the caller's own account) and GET api/admin/iot-quota (every account, ROLE_ADMIN). */
export async function quotaGuardRoutes(app: FastifyInstance, { quota }: { quota: QuotaGuardService }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/fleet/quota',
    {
      config: { access: 'account' },
      schema: {
        tags: ['fleet'],
        response: { 200: quotaStatusSchema, 204: z.undefined().describe('A super user without an account') },
      },
    },
    async (request, reply) => {
      const status = await quota.status(requireCaller(request));
      if (!status) return reply.status(204).send();
      return status;
    },
  );
  typed.get(
    '/api/admin/iot-quota',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'iotQuota' },
      schema: { tags: ['management'], querystring: listQuery, response: { 200: iotQuotaListSchema } },
    },
    async (request, reply) => {
      const { page, size, sort } = request.query;
      const { total, list } = await quota.list({ page, size, sort });
      setPaginationHeaders(request, reply, page, size, total);
      return list;
    },
  );
}
