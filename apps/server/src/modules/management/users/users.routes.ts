import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  userViewSchema,
  ADMIN_AUTHORITIES,
  APP_NAME,
  authorityEntitySchema,
  managedUserSchema,
  USER_SORT_FIELDS,
} from '@app/contracts';
import { setPaginationHeaders } from '../../../lib/pagination-headers';
import { requirePrincipal } from '../../../plugins/caller';
import { presentUser } from '../../users';
import { pageQuerySchema } from '../../../lib/paging';
import type { UserManagementService } from './user-management.service';

/** The alert JHipster's user management sends: X-<app>-alert: userManagement.created, params = login. */
function alert(reply: FastifyReply, action: 'created' | 'updated' | 'deleted', login: string) {
  reply.header(`X-${APP_NAME}-alert`, `userManagement.${action}`);
  reply.header(`X-${APP_NAME}-params`, encodeURIComponent(login));
}

const listQuery = pageQuerySchema(USER_SORT_FIELDS, { field: 'id', direction: 'asc' });
const loginParams = z.object({ login: z.string().min(1).max(254) });

/** JHipster 6 clients call api/users; JHipster 7 and 8 clients call api/admin/users. */
const PREFIXES = ['/api/users', '/api/admin/users'] as const;

/** api/users and its alias api/admin/users (JHipster user management), for administrators only. */
export async function usersRoutes(app: FastifyInstance, deps: { users: UserManagementService }) {
  for (const prefix of PREFIXES) registerUsersRoutes(app, deps, prefix);
  registerAuthorityList(app, deps);
}

/**
 * JHipster 8's user form reads the roles from api/authorities, a list of Authority entities
 * (`[{ "name": "ROLE_ADMIN" }, …]`); older clients read plain names from api/users/authorities.
 */
function registerAuthorityList(app: FastifyInstance, deps: { users: UserManagementService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/authorities',
    {
      config: { access: ADMIN_AUTHORITIES, objectName: 'authority' },
      schema: { tags: ['authority-resource'], response: { 200: z.array(authorityEntitySchema) } },
    },
    async () => (await deps.users.authorityNames()).map((name) => ({ name })),
  );
}

function registerUsersRoutes(
  app: FastifyInstance,
  deps: { users: UserManagementService },
  prefix: (typeof PREFIXES)[number],
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_AUTHORITIES, objectName: 'userDTO' };
  const tags = ['user-management'];
  // The alias answers the same; the API docs list the operations once.
  const hide = prefix !== PREFIXES[0];

  r.get(
    prefix,
    { config, schema: { tags, hide, querystring: listQuery, response: { 200: z.array(userViewSchema) } } },
    async (request, reply) => {
      const { rows, total } = await deps.users.list(request.query);
      setPaginationHeaders(request, reply, request.query.page, request.query.size, total);
      return rows.map(presentUser);
    },
  );

  r.get(
    `${prefix}/authorities`,
    { config, schema: { tags, hide, response: { 200: z.array(z.string()) } } },
    async () => deps.users.authorityNames(),
  );

  r.get(
    `${prefix}/:login`,
    { config, schema: { tags, hide, params: loginParams, response: { 200: userViewSchema } } },
    async (request) => presentUser(await deps.users.get(request.params.login.toLowerCase())),
  );

  r.post(
    prefix,
    { config, schema: { tags, hide, body: managedUserSchema, response: { 201: userViewSchema } } },
    async (request, reply) => {
      const user = await deps.users.create(request.body, requirePrincipal(request).login);
      alert(reply, 'created', user.login);
      return reply
        .status(201)
        .header('location', `${prefix}/${encodeURIComponent(user.login)}`)
        .send(presentUser(user));
    },
  );

  r.put(
    prefix,
    { config, schema: { tags, hide, body: managedUserSchema, response: { 200: userViewSchema } } },
    async (request, reply) => {
      const user = await deps.users.update(request.body, requirePrincipal(request).login);
      alert(reply, 'updated', user.login);
      return presentUser(user);
    },
  );

  r.delete(
    `${prefix}/:login`,
    {
      config,
      schema: {
        tags,
        hide,
        params: loginParams,
        response: { 204: z.undefined().describe('The user is deleted') },
      },
    },
    async (request, reply) => {
      const login = await deps.users.delete(
        request.params.login.toLowerCase(),
        requirePrincipal(request).login,
      );
      alert(reply, 'deleted', login);
      return reply.status(204).send();
    },
  );
}
