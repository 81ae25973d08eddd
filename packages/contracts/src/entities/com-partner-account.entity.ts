import type { EntityDescriptor } from './descriptor';

export const comPartnerAccountEntity = {
  name: 'com-partner-account',
  i18nKey: 'comPartnerAccount',
  apiPath: 'com-partner-accounts',
  table: 'com_partner_account',
  paginated: true,
  fields: [
    { name: 'businessName', kind: 'string' },
    { name: 'vatId', kind: 'string' },
  ],
  relations: [{ name: 'partnerId', target: 'com-partner', display: ['id'] }],
} as const satisfies EntityDescriptor;
