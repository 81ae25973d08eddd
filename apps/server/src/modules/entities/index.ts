import type { FastifyInstance } from 'fastify';
import { ENTITIES } from '@app/contracts';
import type { ModuleContext } from '../module-context';
import { EntityAccess } from '../access/entity-access';
import { crudRoutes } from './crud.routes';
import { EntityService } from './entity.service';
import { EntityCrudService } from './entity-crud.service';
import { relationOptionsRoutes } from './relation-options.routes';
import { scopedListRoutes } from './scoped-lists.routes';
import { tabCityRoutes } from './tab-city.routes';
import { permissionSheetRoutes } from './new-permission-list.routes';
import { addressWithPartnerRoutes } from './address-with-partner.routes';
import { TabCityService } from './tab-city.service';
import { PermissionSheetService } from './permission-sheet.service';
import { ScopedListService } from './scoped-list.service';
import { RelationOptionsService } from './relation-options.service';
import { AddressWithPartnerService } from './address-with-partner.service';

/** Generic CRUD for the 17 entities, generated from the descriptors, plus the spec's extra calls on them. */
export async function entitiesModule(app: FastifyInstance, context: ModuleContext) {
  const db = context.database.db;
  const services = new Map(ENTITIES.map((d) => [d.name, new EntityService(db, d)]));
  const service = (name: string) => services.get(name)!;
  const access = new EntityAccess(db);
  await app.register(tabCityRoutes, { service: new TabCityService(db) });
  await app.register(permissionSheetRoutes, { service: new PermissionSheetService(db), access });
  for (const d of ENTITIES)
    await app.register(crudRoutes, {
      descriptor: d,
      service: new EntityCrudService(d, service(d.name), access),
    });
  await app.register(relationOptionsRoutes, { service: new RelationOptionsService(db) });
  await app.register(scopedListRoutes, { service: new ScopedListService(service, access) });
  await app.register(addressWithPartnerRoutes, { service: new AddressWithPartnerService(db, access) });
}
