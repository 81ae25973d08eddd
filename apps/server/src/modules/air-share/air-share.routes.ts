import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  airShareLinkParamsSchema,
  airShareLinkSchema,
  airShareSiteParamsSchema,
  createAirShareLinkSchema,
} from '@app/contracts';
import { requireCaller } from '../../plugins/caller';
import type { AirShareService } from './air-share.service';

/** A site's share links for its managers: those who may edit the site (docs/decisions/050). */
export async function airShareRoutes(app: FastifyInstance, { links }: { links: AirShareService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['air-share'];
  const config = {
    permission: { service: 'ADDRESS_MANAGEMENT' as const, op: 'update' as const },
    objectName: 'airShareLink',
  };

  r.get(
    '/api/air-share/sites/:addressId/links',
    {
      schema: { tags, params: airShareSiteParamsSchema, response: { 200: z.array(airShareLinkSchema) } },
      config,
    },
    async (request) => links.list(requireCaller(request), request.params.addressId),
  );

  r.post(
    '/api/air-share/sites/:addressId/links',
    {
      schema: {
        tags,
        params: airShareSiteParamsSchema,
        body: createAirShareLinkSchema,
        response: { 201: airShareLinkSchema },
        description: 'Creates a link; its `path` (with the token) is in this answer only.',
      },
      config,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await links.create(requireCaller(request), request.params.addressId, request.body)),
  );

  r.post(
    '/api/air-share/sites/:addressId/links/:id/revoke',
    {
      schema: { tags, params: airShareLinkParamsSchema, response: { 200: airShareLinkSchema } },
      config,
    },
    async (request) => links.revoke(requireCaller(request), request.params.addressId, request.params.id),
  );
}
