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
    { name: 'email', kind: 'string', format: 'email' },
    { name: 'phone', kind: 'string' },
    { name: 'address', kind: 'string' },
    { name: 'zipCode', kind: 'string' },
    { name: 'city', kind: 'string' },
    { name: 'province', kind: 'string' },
    // As long as the account form's note (account-fields).
    { name: 'note', kind: 'string', maxLength: 2000 },
    { name: 'latitude', kind: 'string', format: 'latitude' },
    { name: 'longitude', kind: 'string', format: 'longitude' },
  ],
  relations: [{ name: 'nationId', target: 'nation', display: ['id'] }],
} as const satisfies EntityDescriptor;
