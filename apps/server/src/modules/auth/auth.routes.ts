import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticateResponseSchema, loginRequestSchema } from '@app/contracts';
import { requestClient } from '../../lib/request-client';
import type { Platform } from '../../platform';

export async function authRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/authenticate',
    {
      schema: {
        tags: ['account'],
        body: loginRequestSchema,
        response: { 200: authenticateResponseSchema },
        description: 'Signs in; the bearer token comes back in the authorization header (and as id_token).',
      },
      config: { access: 'public', objectName: 'loginVM' },
    },
    async (request, reply) => {
      const token = await platform.signIn.signIn(request.body, requestClient(request));
      reply.header('authorization', `Bearer ${token}`);
      return { id_token: token };
    },
  );
}
