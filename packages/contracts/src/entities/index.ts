import type { EntityDescriptor } from './descriptor';
import { nationEntity } from './nation.entity';
import { comPartnerEntity } from './com-partner.entity';
import { comPartnerAccountEntity } from './com-partner-account.entity';
import { deviceEntity } from './device.entity';
import { deviceModelEntity } from './device-model.entity';
import { deviceFactorySerialEntity } from './device-factory-serial.entity';
import { userAccountTypeEntity } from './user-account-type.entity';
import { userAccountEntity } from './user-account.entity';
import { comPartnerAddrEntity } from './com-partner-addr.entity';
import { tabCityEntity } from './tab-city.entity';
import { iotLogEntity } from './iot-log.entity';
import { deviceStatusLogEntity } from './device-status-log.entity';
import { tabServiceEntity } from './tab-service.entity';
import { tabServicePermissionEntity } from './tab-service-permission.entity';
import { tabServicePermissionPresetEntity } from './tab-service-permission-preset.entity';
import { tabServiceUserPermissionEntity } from './tab-service-user-permission.entity';
import { comPartnerAddrServiceUserEntity } from './com-partner-addr-service-user.entity';
import { userTarget } from './user.target';

export * from './descriptor';
export * from './list-query';
export * from './entity-body';
export * from './value-bounds';
export * from './address-with-partner';
export * from './entity-dto';
export * from './entity-dtos';
export * from './relation-options';
export * from './tab-city-lookups';
export * from './permission-sheet';

/** The 17 generic entities (docs/product.md#generic-entities), in the order of the entities menu. */
export const ENTITIES: readonly EntityDescriptor[] = [
  nationEntity,
  comPartnerEntity,
  comPartnerAccountEntity,
  deviceEntity,
  deviceModelEntity,
  deviceFactorySerialEntity,
  userAccountTypeEntity,
  userAccountEntity,
  comPartnerAddrEntity,
  tabCityEntity,
  iotLogEntity,
  deviceStatusLogEntity,
  tabServiceEntity,
  tabServicePermissionEntity,
  tabServicePermissionPresetEntity,
  tabServiceUserPermissionEntity,
  comPartnerAddrServiceUserEntity,
];

/** Everything a relation may point at: the entities and login users. */
export const RELATION_TARGETS: ReadonlyMap<string, EntityDescriptor> = new Map(
  [...ENTITIES, userTarget].map((d) => [d.name, d]),
);

export function entityByName(name: string): EntityDescriptor | undefined {
  return ENTITIES.find((d) => d.name === name);
}
