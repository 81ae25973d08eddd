import type { EntityDescriptor } from './descriptor';

export const tabServiceEntity = {
  name: 'tab-service',
  i18nKey: 'tabService',
  apiPath: 'tab-services',
  table: 'tab_service',
  paginated: true,
  fields: [
    { name: 'code', kind: 'string', required: true },
    { name: 'name', kind: 'string', required: true },
    { name: 'readOnly', kind: 'boolean', defaultValue: false },
    { name: 'removed', kind: 'boolean', defaultValue: false },
  ],
  relations: [],
} as const satisfies EntityDescriptor;
