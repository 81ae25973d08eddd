import type { FastifyInstance } from 'fastify';
import { ENTITIES } from '@app/contracts';
import type { ModuleContext } from '../module-context';
import { registerCrudRoutes } from './crud.routes';
import { EntityAccess } from '../accounts/entity-access';
import { entityTable } from './entity-tables';
import { EntityService } from './entity.service';
import { registerRelationOptionsRoutes } from './relation-options.routes';
import { registerScopedLists } from './scoped-lists.routes';
import { registerTabCityRoutes } from './tab-city.routes';
import { registerPermissionListRoutes } from './new-permission-list.routes';
import { registerAddressWithPartnerRoute } from './address-with-partner.routes';
import { TabCityService } from './tab-city.service';
import { PermissionSheetService } from './permission-sheet.service';
import { ScopedListService } from './scoped-list.service';
import { RelationOptionsService } from './relation-options.service';
import { AddressWithPartnerService } from './address-with-partner.service';

/** Generic CRUD for the 17 entities, generated from the descriptors, plus the spec's extra calls on them. */
export async function entitiesModule(app: FastifyInstance, context: ModuleContext) {
  const services = new Map(
    ENTITIES.map((d) => [d.name, new EntityService(context.database.db, entityTable(d.name))]),
  );
  const service = (name: string) => services.get(name)!;
  // Specific paths before the generic /:id ones is not needed (find-my-way prefers static segments), but keeps reading order.
  const access = new EntityAccess(context.database.db);
  registerTabCityRoutes(app, new TabCityService(context.database.db));
  registerPermissionListRoutes(app, new PermissionSheetService(context.database.db), access);
  for (const d of ENTITIES) registerCrudRoutes(app, d, service(d.name), access);
  registerRelationOptionsRoutes(app, new RelationOptionsService(context.database.db));
  registerScopedLists(app, new ScopedListService(service), access);
  registerAddressWithPartnerRoute(app, new AddressWithPartnerService(context.database.db), access);
}
