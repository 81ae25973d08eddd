import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { selfServiceRoutes } from './self-service.routes';

export { SelfServiceService } from './self-service.service';
export { RegistrationService } from './registration.service';
export { PasswordResetService } from './password-reset.service';

/** The signed-in user's own account, registration and activation, password reset. */
export async function selfServiceModule(app: FastifyInstance, context: ModuleContext) {
  await app.register(selfServiceRoutes, { platform: context.platform });
}
