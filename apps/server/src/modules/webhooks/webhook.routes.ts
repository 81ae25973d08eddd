import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookListQuerySchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@app/contracts';
import { requireCaller, type PermissionNeed } from '../../plugins/caller';
import type { WebhookService } from './webhook.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Signed webhooks (docs/decisions/040): an account's endpoints, their test button, delivery log and
 * secret. DEVICE_MANAGEMENT update on an account of the caller's subtree; any other endpoint is 404.
 */
export async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhookService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const update: PermissionNeed = { service: 'DEVICE_MANAGEMENT', op: 'update' };
  const config = { permission: update, objectName: 'webhook' };

  r.get(
    '/api/webhooks',
    {
      schema: {
        tags,
        querystring: webhookListQuerySchema,
        response: { 200: z.array(webhookSchema) },
        description:
          "One account's endpoints, else every endpoint of the caller's subtree. Never the secrets.",
      },
      config,
    },
    async (request) => webhooks.list(requireCaller(request), request.query.accountId),
  );

  r.post(
    '/api/webhooks',
    {
      schema: {
        tags,
        body: webhookCreateSchema,
        response: { 201: webhookWithSecretSchema },
        description: 'Creates an endpoint; the answer shows its signing secret, the only time it is shown.',
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await webhooks.create(requireCaller(request), request.body)),
  );

  r.put(
    '/api/webhooks/:id',
    {
      schema: { tags, params: idParams, body: webhookInputSchema, response: { 200: webhookSchema } },
      config,
    },
    async (request) => webhooks.update(requireCaller(request), request.params.id, request.body),
  );

  r.delete(
    '/api/webhooks/:id',
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config },
    async (request, reply) => {
      await webhooks.remove(requireCaller(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/webhooks/:id/test',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: webhookDeliverySchema },
        description: 'Sends a `test` event now and answers the logged attempt.',
      },
      config,
    },
    async (request) => webhooks.test(requireCaller(request), request.params.id),
  );

  r.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: z.array(webhookDeliverySchema) },
        description: "The endpoint's newest 100 delivery attempts.",
      },
      config,
    },
    async (request) => webhooks.deliveries(requireCaller(request), request.params.id),
  );

  r.post(
    '/api/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: webhookWithSecretSchema },
        description: 'Replaces the signing secret; the answer shows the new one, the only time it is shown.',
      },
      config,
    },
    async (request) => webhooks.rotateSecret(requireCaller(request), request.params.id),
  );
}
