import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { authRoutes } from './auth.routes';

/** Sign-in (the sign-in, token and session services are built in the composition root, services.ts). */
export async function authModule(app: FastifyInstance, context: ModuleContext) {
  await app.register(authRoutes, { services: context.services });
}
