import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCreateRequestSchema, accountUpdateRequestSchema } from '@app/contracts';
import { setAlertHeaders } from '../../lib/alert-headers';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import { requireAccountCaller } from './caller';
import type { CallerRepository } from './caller.repository';
import type { AccountService } from './account.service';
import { accountIdSchema } from './account.repository';

const idParams = z.object({ id: accountIdSchema });
const childrenQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(20),
  sort: z.enum(['id,asc', 'id,desc']).default('id,asc'),
  cacheBuster: z.string().optional(),
});

/** The account calls of part 2 §7 and the composite account endpoints (create/read/update/delete in one transaction). */
export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  callers: CallerRepository,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const caller = (request: Parameters<typeof requireAccountCaller>[0]) =>
    requireAccountCaller(request, callers);

  r.get('/api/user-accounts/current', { schema: { tags } }, async (request) =>
    accounts.current(await caller(request)),
  );

  r.get(
    '/api/user-accounts/uuid/parent/:uuid',
    {
      schema: {
        tags,
        params: z.object({ uuid: z.uuid() }),
        querystring: childrenQuery,
        description: 'The children of an account of the caller subtree.',
      },
    },
    async (request, reply) => {
      const { page, size, sort } = request.query;
      const result = await accounts.children(
        await caller(request),
        request.params.uuid,
        page,
        size,
        sort === 'id,desc',
      );
      setPaginationHeaders(request, reply, page, size, result.total);
      return result.items;
    },
  );

  r.post(
    '/api/accounts',
    {
      schema: {
        tags,
        body: accountCreateRequestSchema,
        description:
          'Creates an account with its login user, contact and business data; answers the generated password once as createdPassword.',
      },
      config: { objectName: 'userAccount' },
    },
    async (request, reply) => {
      const created = await accounts.create(await caller(request), request.body);
      setAlertHeaders(reply, 'userAccount', 'created', created.id);
      return reply.status(201).header('location', `/api/accounts/${created.id}`).send(created);
    },
  );

  r.get(
    '/api/account/permissions',
    {
      schema: {
        tags,
        description:
          "The caller's own permission records (service level and address level), for the UI to hide what the server would refuse.",
      },
    },
    async (request) => accounts.permissions(await caller(request)),
  );

  r.get(
    '/api/accounts/uuid/:uuid',
    {
      schema: {
        tags,
        params: z.object({ uuid: z.uuid() }),
        description: 'One account of the caller subtree with its ancestors up to the caller account.',
      },
    },
    async (request) => accounts.byUuid(await caller(request), request.params.uuid),
  );

  r.get('/api/accounts/:id', { schema: { tags, params: idParams } }, async (request) =>
    accounts.get(await caller(request), request.params.id),
  );

  r.put(
    '/api/accounts/:id',
    {
      schema: { tags, params: idParams, body: accountUpdateRequestSchema },
      config: { objectName: 'userAccount' },
    },
    async (request, reply) => {
      const updated = await accounts.update(await caller(request), request.params.id, request.body);
      setAlertHeaders(reply, 'userAccount', 'updated', updated.id);
      return updated;
    },
  );

  r.delete(
    '/api/accounts/:id',
    {
      schema: {
        tags,
        params: idParams,
        description:
          'Marks the account DELETED and deactivates its login; 409 while it has active children or devices.',
      },
    },
    async (request, reply) => {
      await accounts.delete(await caller(request), request.params.id);
      setAlertHeaders(reply, 'userAccount', 'deleted', request.params.id);
      return reply.status(204).send();
    },
  );
}
