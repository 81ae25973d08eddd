import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCreateRequestSchema,
  accountDtoSchema,
  accountUpdateRequestSchema,
  accountWithAncestorsSchema,
  createdAccountDtoSchema,
  ownPermissionsSchema,
  type CreatedAccountDto,
} from '@app/contracts';
import { setAlertHeaders } from '../../lib/alert-headers';
import { setPaginationHeaders } from '../../lib/pagination-headers';
import { requireCaller } from '../../plugins/caller';
import type { AccountService } from './account.service';
import { accountIdSchema } from './account.repository';

const idParams = z.object({ id: accountIdSchema });
const childrenQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(20),
  sort: z.enum(['id,asc', 'id,desc']).default('id,asc'),
  cacheBuster: z.string().optional(),
});

/** The spec's account calls (docs/product.md#accounts-area) and the composite account endpoints (create/read/update/delete in one transaction). */
export async function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  // Every call of the account area: the super user or a user with a business account; the service
  // checks the rest against the target account (type, subtree, management permission).
  const access = 'account' as const;

  r.get(
    '/api/user-accounts/current',
    { schema: { tags, response: { 200: accountDtoSchema } }, config: { access } },
    async (request) => accounts.current(requireCaller(request)),
  );

  r.get(
    '/api/user-accounts/uuid/parent/:uuid',
    {
      schema: {
        tags,
        params: z.object({ uuid: z.uuid() }),
        querystring: childrenQuery,
        description: 'The children of an account of the caller subtree.',
        response: { 200: z.array(accountDtoSchema) },
      },
      config: { access },
    },
    async (request, reply) => {
      const { page, size, sort } = request.query;
      const result = await accounts.children(
        requireCaller(request),
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
        response: { 201: createdAccountDtoSchema },
      },
      config: { access, objectName: 'userAccount' },
    },
    async (request, reply) => {
      // A create's answer always carries the generated password (AccountService.create).
      const created = (await accounts.create(requireCaller(request), request.body)) as CreatedAccountDto;
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
        response: { 200: ownPermissionsSchema },
      },
      config: { access },
    },
    async (request) => accounts.permissions(requireCaller(request)),
  );

  r.get(
    '/api/accounts/uuid/:uuid',
    {
      schema: {
        tags,
        params: z.object({ uuid: z.uuid() }),
        description: 'One account of the caller subtree with its ancestors up to the caller account.',
        response: { 200: accountWithAncestorsSchema },
      },
      config: { access },
    },
    async (request) => accounts.byUuid(requireCaller(request), request.params.uuid),
  );

  r.get(
    '/api/accounts/:id',
    { schema: { tags, params: idParams, response: { 200: accountDtoSchema } }, config: { access } },
    async (request) => accounts.get(requireCaller(request), request.params.id),
  );

  r.put(
    '/api/accounts/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: accountUpdateRequestSchema,
        response: { 200: accountDtoSchema },
      },
      config: { access, objectName: 'userAccount' },
    },
    async (request, reply) => {
      const updated = await accounts.update(requireCaller(request), request.params.id, request.body);
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
        response: { 204: z.undefined().describe('Deleted') },
      },
      config: { access },
    },
    async (request, reply) => {
      await accounts.delete(requireCaller(request), request.params.id);
      setAlertHeaders(reply, 'userAccount', 'deleted', request.params.id);
      return reply.status(204).send();
    },
  );
}
