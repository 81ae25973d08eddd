import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { entityByName } from '@app/contracts';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import type { EntityAccess } from '../accounts/entity-access';
import type { EntityService } from './entity.service';
import { idSchema } from '../../db/column-bounds';
import { comPartnerAddrs, devices } from '../../db/schema';

/**
 * The spec's filtered lists of part 1 §7 "Other": the generic list of an entity with one more
 * condition, under the same scope and permissions as the generic endpoint.
 */
export function registerScopedLists(
  app: FastifyInstance,
  service: (name: string) => EntityService,
  access: EntityAccess,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = (
    entity: string,
    path: string,
    params: z.ZodObject,
    condition: (p: Record<string, unknown>) => SQL,
    paged: boolean,
  ) => {
    const d = entityByName(entity)!;
    r.get(
      path,
      { config: { objectName: d.i18nKey }, schema: { tags: [entity], params } },
      async (request, reply) => {
        const { scope } = await access.resolve(request, d, 'read');
        const query = paged
          ? (request.query as Record<string, unknown>)
          : { size: '10000', ...(request.query as object) };
        const result = await service(entity).list(
          query,
          and(scope, condition(request.params as Record<string, unknown>)),
        );
        if (paged) setPaginationHeaders(request, reply, result.page, result.size, result.total);
        else reply.header('x-total-count', String(result.total));
        return result.items;
      },
    );
  };
  // Each id is bounded by the column it is compared with.
  list(
    'device',
    '/api/devices/addr/id/:id',
    z.object({ id: idSchema(devices.addressId) }),
    (p) => sql`device.address_id = ${p.id}`,
    false,
  );
  list(
    'com-partner-addr',
    '/api/com-partner-addrs/com-partner-account/:id',
    z.object({ id: idSchema(comPartnerAddrs.accountId) }),
    (p) => sql`com_partner_addr.account_id = ${p.id}`,
    true,
  );
  list(
    'device',
    '/api/devices/uuid/owner/:uuid',
    z.object({ uuid: z.uuid() }),
    (p) => sql`device.owner_id = (select id from user_account where uuid = ${p.uuid})`,
    true,
  );
}
