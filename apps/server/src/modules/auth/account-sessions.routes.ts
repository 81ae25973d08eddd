import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSessionIdSchema, userSessionListSchema } from '@app/contracts';
import { requirePrincipal } from '../../plugins/caller';
import type { Platform } from '../../platform';

/** api/account/sessions: the caller's own sign-in sessions (docs/decisions/012). */
export async function accountSessionsRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const ended = (what: string) => ({ 204: z.undefined().describe(what) });

  r.get(
    '/api/account/sessions',
    {
      schema: {
        tags,
        response: { 200: userSessionListSchema },
        description: "The caller's open sessions: the current one first, then the most recently seen.",
      },
    },
    async (request) => platform.accountSessions.list(requirePrincipal(request)),
  );

  // Static paths before the id: Fastify matches them first.
  r.delete(
    '/api/account/sessions/others',
    { schema: { tags, response: ended('Every session of the caller but this one has ended') } },
    async (request, reply) => {
      await platform.accountSessions.endOthers(requirePrincipal(request));
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/account/sessions/current',
    { schema: { tags, response: ended('Signed out: this token opens nothing any more') } },
    async (request, reply) => {
      await platform.accountSessions.endCurrent(requirePrincipal(request));
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/account/sessions/:id',
    {
      schema: { tags, params: userSessionIdSchema, response: ended('The session has ended') },
      config: { objectName: 'session' },
    },
    async (request, reply) => {
      await platform.accountSessions.end(requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
