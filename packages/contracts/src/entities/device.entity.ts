import type { EntityDescriptor } from './descriptor';

export const deviceEntity = {
  name: 'device',
  i18nKey: 'device',
  apiPath: 'devices',
  table: 'device',
  paginated: true,
  fields: [
    { name: 'uid', kind: 'string' },
    { name: 'name', kind: 'string' },
    { name: 'place', kind: 'string' },
    { name: 'serialNumber', kind: 'string' },
    { name: 'enabled', kind: 'boolean', defaultValue: true },
    { name: 'seller_description', column: 'sellerDescription', kind: 'string' },
    { name: 'purchase_date', column: 'purchaseDate', kind: 'date' },
    { name: 'maintenanceContract', kind: 'boolean', defaultValue: false },
    { name: 'contractExpirationDate', kind: 'date' },
    { name: 'installationDate', kind: 'date' },
    { name: 'filterReplacementDate', kind: 'date' },
    { name: 'uuid', kind: 'uuid', generated: true },
  ],
  relations: [
    { name: 'modelId', target: 'device-model', display: ['name'], displayAs: 'modelName' },
    { name: 'ownerId', target: 'user-account', display: ['userLogin'], displayAs: 'ownerLogin' },
    { name: 'sellerId', target: 'user-account', display: ['userLogin'], displayAs: 'sellerLogin' },
    { name: 'addressId', target: 'com-partner-addr', display: ['id'] },
    { name: 'cityId', target: 'tab-city', display: ['city_name'], displayAs: 'city_name' },
  ],
} as const satisfies EntityDescriptor;
