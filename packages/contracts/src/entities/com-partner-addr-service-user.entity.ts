import type { EntityDescriptor } from './descriptor';
import { USER_PERMISSION_FIELDS, USER_PERMISSION_RELATIONS } from './permission-flags';

export const comPartnerAddrServiceUserEntity = {
  name: 'com-partner-addr-service-user',
  i18nKey: 'comPartnerAddrServiceUser',
  apiPath: 'com-partner-addr-service-users',
  table: 'com_partner_addr_service_user',
  paginated: true,
  fields: [...USER_PERMISSION_FIELDS],
  relations: [
    { name: 'comPartnerAddrId', target: 'com-partner-addr', display: ['id'], required: true },
    ...USER_PERMISSION_RELATIONS,
  ],
} as const satisfies EntityDescriptor;
