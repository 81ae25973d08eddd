import type { EntityDescriptor } from './descriptor';

export const nationEntity = {
  name: 'nation',
  i18nKey: 'nation',
  apiPath: 'nations',
  table: 'nation',
  paginated: false,
  fields: [
    { name: 'code', kind: 'string' },
    { name: 'name', kind: 'string' },
  ],
  relations: [],
} as const satisfies EntityDescriptor;
