import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { UserRepository } from '../users';
import { AccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';

/** The accounts area's own endpoints (the generic entities' access rules are in modules/access). */
export async function accountsModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const accounts = new AccountService(
    new AccountRepository(db),
    new UserRepository(db),
    context.platform.mailOutbox,
    context.platform.audit,
    context.config.baseUrl,
    context.platform.sessions,
  );
  await app.register(accountRoutes, { accounts });
}
