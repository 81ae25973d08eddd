import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyCreateSchema, apiKeySchema, apiKeyWithSecretSchema } from '@app/contracts';
import { requireCaller, type PermissionNeed } from '../../plugins/caller';
import type { ApiKeyService } from './api-key.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const need = (op: PermissionNeed['op']): PermissionNeed => ({ service: 'USER_MANAGEMENT', op });

/**
 * API keys (docs/decisions/046): the caller's account's keys, for whoever may manage its users'
 * permissions (USER_MANAGEMENT). No key ever reaches these calls (the caller plugin refuses them).
 */
export async function apiKeyRoutes(app: FastifyInstance, { keys }: { keys: ApiKeyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];

  r.get(
    '/api/api-keys',
    {
      schema: {
        tags,
        response: { 200: z.array(apiKeySchema) },
        description: "The caller's account's keys, newest first, revoked ones included. Never a secret.",
      },
      config: { permission: need('read') },
    },
    async (request) => keys.list(requireCaller(request)),
  );

  r.post(
    '/api/api-keys',
    {
      schema: {
        tags,
        body: apiKeyCreateSchema,
        response: { 201: apiKeyWithSecretSchema },
        description: 'Makes a key; the answer shows its secret, the only time it is shown.',
      },
      config: { permission: need('create'), objectName: 'apiKey' },
    },
    async (request, reply) => reply.code(201).send(await keys.create(requireCaller(request), request.body)),
  );

  r.post(
    '/api/api-keys/:id/revoke',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: apiKeySchema },
        description: 'Revokes a key: every instance refuses it from the next request on.',
      },
      config: { permission: need('delete') },
    },
    async (request) => keys.revoke(requireCaller(request), request.params.id),
  );
}
