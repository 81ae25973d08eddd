import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENTITIES, RELATION_TARGETS } from './index';
import { entityDtoSchema, type EntityDto, type EntityDtoOf } from './entity-dto';
import type { DeviceDto, IotLogDto, TabServiceUserPermissionDto } from './entity-dtos';
import { deviceEntity } from './device.entity';
import type { EntityDescriptor } from './descriptor';

describe('entityDtoSchema', () => {
  it.each(ENTITIES.map((d) => [d.name, d] as const))(
    '%s: id, fields, relation ids and display values, in the order the server selects them',
    (_name, d) => {
      expect(Object.keys(entityDtoSchema(d).shape)).toEqual([
        'id',
        ...d.fields.map((f) => f.name),
        ...d.relations.map((r) => r.name),
        ...d.relations.flatMap((r) => (r.displayAs ? [r.displayAs] : [])),
      ]);
    },
  );

  it('is built once per descriptor', () => {
    expect(entityDtoSchema(deviceEntity)).toBe(entityDtoSchema(deviceEntity));
  });

  it('reads every kind as the server answers it, null where the column may be', () => {
    const device = entityDtoSchema(deviceEntity);
    const answer = {
      id: 1,
      uid: null,
      name: 'Kitchen',
      place: null,
      serialNumber: null,
      enabled: true,
      seller_description: null,
      purchase_date: '2024-02-29',
      maintenanceContract: false,
      contractExpirationDate: null,
      installationDate: null,
      filterReplacementDate: null,
      uuid: '0b5e3a9c-3f0e-4c4b-9d5e-2f1a6c7d8e9f',
      modelId: 2,
      ownerId: null,
      sellerId: null,
      addressId: null,
      cityId: null,
      modelName: 'Model',
      ownerLogin: null,
      sellerLogin: null,
      city_name: null,
    };
    expect(device.parse(answer)).toEqual(answer);
    expect(device.safeParse({ ...answer, enabled: null }).success).toBe(false);
    expect(device.safeParse({ ...answer, purchase_date: '2024-02-30' }).success).toBe(false);
    // A property the descriptor does not name is not answered.
    expect(device.parse({ ...answer, ownerAccountId: 3 })).toEqual(answer);
  });

  // Display values are typed as text: a displayAs must name a text property of its target.
  it.each(
    ENTITIES.flatMap((d) =>
      d.relations.filter((r) => r.displayAs).map((r) => [d.name, r.displayAs!, r] as const),
    ),
  )('%s.%s shows a text property of its target', (_entity, _displayAs, relation) => {
    let target = RELATION_TARGETS.get(relation.target)!;
    let property = relation.displayAsField ?? relation.display[0]!;
    for (let via = target.relations.find((r) => r.displayAs === property); via;) {
      target = RELATION_TARGETS.get(via.target)!;
      property = via.displayAsField ?? via.display[0]!;
      via = target.relations.find((r) => r.displayAs === property);
    }
    expect(['string', 'text']).toContain(target.fields.find((f) => f.name === property)?.kind);
  });
});

describe('EntityDtoOf', () => {
  it('names every property of a descriptor declared as const', () => {
    expectTypeOf<DeviceDto['enabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<DeviceDto['name']>().toEqualTypeOf<string | null>();
    expectTypeOf<DeviceDto['uuid']>().toEqualTypeOf<string>();
    expectTypeOf<DeviceDto['modelId']>().toEqualTypeOf<number | null>();
    expectTypeOf<DeviceDto['ownerLogin']>().toEqualTypeOf<string | null>();
    expectTypeOf<IotLogDto['state']>().toEqualTypeOf<'SUCCESS' | 'ERROR' | 'DEPLETED_REQUESTS'>();
    expectTypeOf<TabServiceUserPermissionDto['permissionReadAllowed']>().toEqualTypeOf<boolean>();
    expectTypeOf<TabServiceUserPermissionDto['userId']>().toEqualTypeOf<number>();
    expectTypeOf<TabServiceUserPermissionDto['relatedPresetId']>().toEqualTypeOf<number | null>();
  });

  it('is the generic EntityDto for a descriptor known only as EntityDescriptor', () => {
    expectTypeOf<EntityDtoOf<EntityDescriptor>>().toEqualTypeOf<EntityDto>();
  });
});
