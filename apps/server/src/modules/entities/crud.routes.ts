import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_AUTHORITIES,
  criteriaParameters,
  entityBodySchema,
  entityDtoSchema,
  type CrudOperation,
  type EntityBody,
  type EntityDescriptor,
} from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { named } from '../../lib/api-schemas';
import { setAlertHeaders } from '../../lib/alert-headers';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import type { EntityCrudService } from './entity-crud.service';
import { EntityAccess } from '../access/entity-access';
import { callerOrSuperUser } from '../../plugins/caller';
import { idSchema } from '../../db/column-bounds';
import { isNotModified } from './content-etag';

/** The five CRUD endpoints of one descriptor (read-only descriptors answer 405 to writes). */
export async function crudRoutes(
  app: FastifyInstance,
  { descriptor: d, service }: { descriptor: EntityDescriptor; service: EntityCrudService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${d.apiPath}`;
  // Each operation declares what the caller plugin checks: ROLE_ADMIN, or a business account with
  // the entity policy's service permission for that operation; the handler then applies the scope.
  const config = (op: CrudOperation) => ({ ...EntityAccess.routeNeeds(d, op), objectName: d.i18nKey });
  const tags = [d.name];
  // Ids and values are bounded by their columns (an integer id stops at 2,147,483,647).
  const idParams = z.object({ id: idSchema(service.bounds.id) });
  const typeName = d.name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  const body = named(entityBodySchema(d, service.bounds), `${typeName}Body`, { rebuilt: true });
  // Every answer is the descriptor's DTO: the service's rows are selected by the same descriptor,
  // and Fastify serialises them with this schema (checking them on the way out).
  const dto = named(entityDtoSchema(d), `${typeName}Dto`);
  // Reference lists answer 304 to a client that holds the same content (docs/decisions/026).
  const reference = EntityAccess.isReferenceData(d);
  const notModified = { 304: z.undefined().describe('Not modified: the If-None-Match tag is current') };

  r.get(
    base,
    {
      config: { ...config('read'), listQuery: { criteria: criteriaParameters(d) } },
      schema: {
        tags,
        description: `List ${d.name}: page, size, sort=property,asc|desc, <property>.<operator>=value`,
        response: { 200: z.array(dto), ...(reference ? notModified : {}) },
      },
    },
    async (request, reply) => {
      const result = await service.list(callerOrSuperUser(request), request.query as Record<string, unknown>);
      if (result.paged) setPaginationHeaders(request, reply, result.page, result.size, result.total);
      else reply.header('x-total-count', String(result.total));
      // The total is part of the content: the headers derive from it and the URL.
      if (reference && isNotModified(request, reply, [result.total, result.items]))
        return reply.status(304).send();
      return result.items;
    },
  );

  r.get(
    `${base}/:id`,
    { config: config('read'), schema: { tags, params: idParams, response: { 200: dto } } },
    async (request) => service.get(callerOrSuperUser(request), request.params.id),
  );

  if (d.readOnly) {
    // 405 for everyone, the super user too: the records are written by the server's own code
    // (tab-city by the seed, the logs by the IoT layer), never through this API (decision 018).
    const refuse = async (_request: unknown, reply: FastifyReply) => {
      reply.header('allow', 'GET, HEAD');
      throw new AppError(405, 'http.405', `${d.name} is read-only`);
    };
    // Signed-in users of the entity's readers get the 405; others are refused as before any write.
    const refusal = {
      access: EntityAccess.opensTo(d) ? ('authenticated' as const) : ADMIN_AUTHORITIES,
      objectName: d.i18nKey,
    };
    r.post(base, { config: refusal, schema: { tags, hide: true } }, refuse);
    r.put(`${base}/:id`, { config: refusal, schema: { tags, hide: true } }, refuse);
    r.delete(`${base}/:id`, { config: refusal, schema: { tags, hide: true } }, refuse);
    return;
  }

  r.post(
    base,
    { config: config('create'), schema: { tags, body, response: { 201: dto } } },
    async (request, reply) => {
      const created = await service.create(callerOrSuperUser(request), request.body as EntityBody);
      setAlertHeaders(reply, d.i18nKey, 'created', created.id);
      return reply.status(201).header('location', `${base}/${created.id}`).send(created);
    },
  );

  r.put(
    `${base}/:id`,
    { config: config('update'), schema: { tags, params: idParams, body, response: { 200: dto } } },
    async (request, reply) => {
      const updated = await service.update(
        callerOrSuperUser(request),
        request.params.id,
        request.body as EntityBody,
      );
      setAlertHeaders(reply, d.i18nKey, 'updated', request.params.id);
      return updated;
    },
  );

  r.delete(
    `${base}/:id`,
    {
      config: config('delete'),
      schema: { tags, params: idParams, response: { 204: z.undefined().describe('Deleted') } },
    },
    async (request, reply) => {
      await service.delete(callerOrSuperUser(request), request.params.id);
      setAlertHeaders(reply, d.i18nKey, 'deleted', request.params.id);
      return reply.status(204).send();
    },
  );
}
