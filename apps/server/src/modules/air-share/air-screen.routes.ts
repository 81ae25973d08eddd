import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { airScreenSchema, airShareTokenParamsSchema } from '@app/contracts';
import type { AirScreenService } from './air-screen.service';

/**
 * The public air screen's data (docs/decisions/050): no sign-in, never cached or indexed, errors
 * included (the headers are set before anything can fail).
 */
export async function airScreenRoutes(app: FastifyInstance, { screens }: { screens: AirScreenService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/public/air/:token',
    {
      schema: { tags: ['air-share'], params: airShareTokenParamsSchema, response: { 200: airScreenSchema } },
      config: { access: 'public' },
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      },
    },
    async (request) => screens.screen(request.params.token, request.ip),
  );
}
