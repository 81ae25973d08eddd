import type { EntityDescriptor } from './descriptor';

export const deviceModelEntity = {
  name: 'device-model',
  i18nKey: 'deviceModel',
  apiPath: 'device-models',
  table: 'device_model',
  paginated: false,
  returnWithoutQuery: true,
  fields: [
    { name: 'name', kind: 'string' },
    { name: 'product_id', column: 'productId', kind: 'string' },
    { name: 'consumption1', kind: 'decimal' },
    { name: 'consumption2', kind: 'decimal' },
    { name: 'consumption3', kind: 'decimal' },
    { name: 'consumption4', kind: 'decimal' },
    { name: 'cadr1', kind: 'decimal' },
    { name: 'cadr2', kind: 'decimal' },
    { name: 'cadr3', kind: 'decimal' },
    { name: 'cadr4', kind: 'decimal' },
  ],
  relations: [],
} as const satisfies EntityDescriptor;
