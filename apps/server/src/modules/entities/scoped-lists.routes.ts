import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { criteriaParameters, entityByName, entityDtoSchema } from '@app/contracts';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import { EntityAccess } from '../access/entity-access';
import { callerOrSuperUser } from '../../plugins/caller';
import { idSchema } from '../../db/column-bounds';
import { SCOPED_LISTS, type ScopedListName, type ScopedListService } from './scoped-list.service';

/**
 * The spec's filtered lists (docs/product.md#filtered-lists-and-lookups): the generic list of an entity with one more
 * condition, under the same scope and permissions as the generic endpoint.
 */
export async function scopedListRoutes(app: FastifyInstance, { service }: { service: ScopedListService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = (name: ScopedListName, path: string, param: string, schema: z.ZodType) => {
    const { entity, paged } = SCOPED_LISTS[name];
    const d = entityByName(entity)!;
    r.get(
      path,
      {
        config: {
          ...EntityAccess.routeNeeds(d, 'read'),
          objectName: d.i18nKey,
          listQuery: { criteria: criteriaParameters(d) },
        },
        schema: {
          tags: [entity],
          params: z.object({ [param]: schema }),
          response: { 200: z.array(entityDtoSchema(d)) },
        },
      },
      async (request, reply) => {
        const result = await service.listFor(
          callerOrSuperUser(request),
          name,
          (request.params as Record<string, unknown>)[param],
          request.query as Record<string, unknown>,
        );
        if (paged) setPaginationHeaders(request, reply, result.page, result.size, result.total);
        else reply.header('x-total-count', String(result.total));
        return result.items;
      },
    );
  };
  // Each id is bounded by the column it is compared with.
  const column = (entity: string, property: string) => service.bounds(entity)[property];
  list('devicesAtAddress', '/api/devices/addr/id/:id', 'id', idSchema(column('device', 'addressId')));
  list(
    'addressesOfAccount',
    '/api/com-partner-addrs/com-partner-account/:id',
    'id',
    idSchema(column('com-partner-addr', 'accountId')),
  );
  list('devicesOfOwner', '/api/devices/uuid/owner/:uuid', 'uuid', z.uuid());
}
