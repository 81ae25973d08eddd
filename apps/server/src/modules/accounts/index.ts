import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { UserRepository } from '../self-service/user.repository';
import { AccountRepository } from './account.repository';
import { registerAccountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { CallerRepository } from './caller.repository';

/** The accounts area's own endpoints (generic entities: rules in entity-policies.ts, SQL scopes in entity-policies-sql.ts). */
export async function accountsModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const service = new AccountService(
    new AccountRepository(db),
    new UserRepository(db),
    context.services.mailOutbox,
    context.services.audit,
    context.config.baseUrl,
    app.log,
    context.services.sessions,
  );
  registerAccountRoutes(app, service, new CallerRepository(db));
}
