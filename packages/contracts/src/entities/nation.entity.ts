import type { EntityDescriptor } from './descriptor';

export const nationEntity = {
  name: 'nation',
  i18nKey: 'nation',
  apiPath: 'nations',
  table: 'nation',
  paginated: false,
  fields: [
    { name: 'code', kind: 'string' },
    // Stored in Italian (the seed's names); shown in the interface language (decision 018).
    { name: 'name', kind: 'string', countryCodeField: 'code' },
  ],
  relations: [],
} as const satisfies EntityDescriptor;
