import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  userViewSchema,
  userSettingsSchema,
  activateQuerySchema,
  changePasswordRequestSchema,
  registerRequestSchema,
  resetFinishRequestSchema,
  resetInitRequestSchema,
} from '@app/contracts';
import { requirePrincipal } from '../../plugins/caller';
import type { Platform } from '../../platform';
import { presentUser } from '../users';

/** Account self-service (docs/product.md#self-service). Routes stay thin: services hold the rules. */
export async function selfServiceRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  // These answers have no body (JHipster's): the status says it all.
  const noBody = (outcome: string) => z.undefined().describe(outcome);

  r.get('/api/account', { schema: { tags, response: { 200: userViewSchema } } }, async (request) =>
    presentUser(await platform.selfService.current(requirePrincipal(request).login)),
  );

  r.post(
    '/api/account',
    {
      schema: { tags, body: userSettingsSchema, response: { 200: noBody('The settings are saved') } },
      config: { objectName: 'userDTO' },
    },
    async (request, reply) => {
      await platform.selfService.saveSettings(requirePrincipal(request).login, request.body);
      return reply.status(200).send();
    },
  );

  r.post(
    '/api/account/change-password',
    {
      schema: {
        tags,
        body: changePasswordRequestSchema,
        response: {
          200: noBody('The password is changed; every other session of the user has ended'),
        },
      },
      config: { objectName: 'passwordChangeDTO' },
    },
    async (request, reply) => {
      // The user's other sessions end; this one goes on with the token it holds (docs/decisions/012).
      await platform.selfService.changePassword(
        requirePrincipal(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(200).send();
    },
  );

  r.post(
    '/api/register',
    {
      schema: {
        tags,
        body: registerRequestSchema,
        response: { 201: noBody('Registered; the activation link is mailed') },
      },
      config: { access: 'public', objectName: 'managedUserVM' },
    },
    async (request, reply) => {
      await platform.registration.register(request.body);
      return reply.status(201).send();
    },
  );

  r.get(
    '/api/activate',
    {
      schema: { tags, querystring: activateQuerySchema, response: { 200: noBody('The user is activated') } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await platform.registration.activate(request.query.key);
      return reply.status(200).send();
    },
  );

  r.post(
    '/api/account/reset-password/init',
    {
      schema: {
        tags,
        body: z.string().trim().pipe(resetInitRequestSchema),
        response: { 200: noBody('Accepted; a reset link is mailed when the e-mail is an activated user') },
        description: 'Body: the e-mail as text/plain.',
      },
      config: { access: 'public', objectName: 'email' },
    },
    async (request, reply) => {
      await platform.passwordReset.requestReset(request.body);
      return reply.status(200).send();
    },
  );

  r.post(
    '/api/account/reset-password/finish',
    {
      schema: {
        tags,
        body: resetFinishRequestSchema,
        response: { 200: noBody('The new password is set') },
      },
      config: { access: 'public', objectName: 'keyAndPasswordVM' },
    },
    async (request, reply) => {
      await platform.passwordReset.finishReset(request.body.key, request.body.newPassword);
      return reply.status(200).send();
    },
  );
}
