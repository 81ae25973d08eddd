import type { EntityDescriptor } from './descriptor';

export const comPartnerEntity = {
  name: 'com-partner',
  i18nKey: 'comPartner',
  apiPath: 'com-partners',
  table: 'com_partner',
  paginated: true,
  fields: [
    { name: 'name', kind: 'string' },
    { name: 'surname', kind: 'string' },
    { name: 'birthday', kind: 'date' },
    { name: 'email', kind: 'string' },
    { name: 'phone', kind: 'string' },
    { name: 'address', kind: 'string' },
    { name: 'zipCode', kind: 'string' },
    { name: 'city', kind: 'string' },
    { name: 'province', kind: 'string' },
    { name: 'note', kind: 'string' },
    { name: 'latitude', kind: 'string' },
    { name: 'longitude', kind: 'string' },
  ],
  relations: [{ name: 'nationId', target: 'nation', display: ['id'] }],
} as const satisfies EntityDescriptor;
