import type { EntityDescriptor } from './descriptor';

export const comPartnerAddrEntity = {
  name: 'com-partner-addr',
  i18nKey: 'comPartnerAddr',
  apiPath: 'com-partner-addrs',
  table: 'com_partner_addr',
  paginated: true,
  fields: [
    { name: 'defaultSelection', kind: 'boolean', defaultValue: false },
    { name: 'uuid', kind: 'uuid', generated: true },
  ],
  relations: [
    {
      name: 'accountId',
      target: 'com-partner-account',
      display: ['businessName'],
      displayAs: 'accountBusinessName',
    },
    { name: 'partnerId', target: 'com-partner', display: ['name'], displayAs: 'partnerName' },
  ],
} as const satisfies EntityDescriptor;
