import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consumerAccountSchema,
  consumerActivatedSchema,
  consumerActivateQuerySchema,
  consumerDeviceClaimSchema,
  consumerDeviceSchema,
  consumerModelsSchema,
  consumerProfileUpdateSchema,
  consumerRegisterQuerySchema,
} from '@app/contracts';
import { requirePrincipal } from '../../plugins/caller';
import { requestClient } from '../../lib/request-client';
import type { AfterAnswerQueue } from './after-answer';
import type { ConsumerAccountService } from './consumer-account.service';
import type { ConsumerRegistrationService } from './consumer-registration.service';

/**
 * The consumer page's calls (docs/product.md#consumer-registration). Registration, activation and
 * the models are public; the rest opens only with a consumer token, which opens nothing else.
 */
export async function consumerRoutes(
  app: FastifyInstance,
  deps: {
    registration: ConsumerRegistrationService;
    accounts: ConsumerAccountService;
    afterAnswer: AfterAnswerQueue;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consumer'];
  const { registration, accounts, afterAnswer } = deps;
  /** A registration's address-dependent work, queued once its answer has been sent. */
  const registrationWork = new WeakMap<FastifyRequest, () => Promise<void>>();

  r.get(
    '/api/consumer/register',
    {
      schema: {
        tags,
        querystring: consumerRegisterQuerySchema,
        response: { 204: z.undefined().describe('The link is mailed (the same answer for any address)') },
      },
      config: { access: 'public' },
      onResponse: async (request) => {
        const work = registrationWork.get(request);
        if (work) afterAnswer.add('consumer registration', work);
      },
    },
    async (request, reply) => {
      registrationWork.set(request, await registration.register(request.query, request.ip));
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/consumer/activate',
    {
      schema: { tags, querystring: consumerActivateQuerySchema, response: { 200: consumerActivatedSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { token, login } = await registration.activate(request.query.key, requestClient(request));
      return reply.header('authorization', `Bearer ${token}`).send({ login });
    },
  );

  r.get(
    '/api/consumer/models',
    { schema: { tags, response: { 200: consumerModelsSchema } }, config: { access: 'public' } },
    async () => accounts.models(),
  );

  r.get(
    '/api/consumer/user-accounts',
    { schema: { tags, response: { 200: consumerAccountSchema } }, config: { access: 'consumer' } },
    async (request) => accounts.account(requirePrincipal(request)),
  );

  r.put(
    '/api/consumer/user-accounts',
    {
      schema: { tags, body: consumerProfileUpdateSchema, response: { 200: consumerAccountSchema } },
      config: { access: 'consumer', objectName: 'consumerAccount' },
    },
    async (request) => accounts.updateProfile(requirePrincipal(request), request.body),
  );

  r.post(
    '/api/consumer/devices',
    {
      schema: { tags, body: consumerDeviceClaimSchema, response: { 201: consumerDeviceSchema } },
      config: { access: 'consumer', objectName: 'consumerDevice' },
    },
    async (request, reply) =>
      reply.status(201).send(await accounts.claim(requirePrincipal(request), request.body, request.ip)),
  );

  r.delete(
    '/api/consumer/user/:id',
    {
      schema: {
        tags,
        params: z.object({
          id: z.string().min(1).max(254).describe("The consumer's account id, user id or login"),
        }),
        response: { 204: z.undefined().describe('The consumer, its data and consents are erased') },
      },
      config: { access: 'consumer' },
    },
    async (request, reply) => {
      await accounts.erase(requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
