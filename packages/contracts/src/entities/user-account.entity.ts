import type { EntityDescriptor } from './descriptor';
import { USER_ACCOUNT_STATES } from '../enums';

export const userAccountEntity = {
  name: 'user-account',
  i18nKey: 'userAccount',
  apiPath: 'user-accounts',
  table: 'user_account',
  paginated: true,
  fields: [
    { name: 'uuid', kind: 'uuid', generated: true },
    { name: 'state', kind: 'enum', values: USER_ACCOUNT_STATES, defaultValue: 'ACTIVE' },
    { name: 'maxIotRequestPerMonth', kind: 'integer', defaultValue: 1_000_000 },
    { name: 'iotStatusFrequency', kind: 'integer', defaultValue: 3600 },
    { name: 'iotStatusTime', kind: 'datetime', datetimeDefault: 'now' },
  ],
  relations: [
    {
      name: 'userId',
      target: 'user',
      display: ['firstName', 'lastName', 'email'],
      displayAs: 'userLogin',
      displayAsField: 'login',
    },
    {
      name: 'comPartnerAccountId',
      target: 'com-partner-account',
      display: ['businessName'],
      displayAs: 'comPartnerAccountBusinessName',
    },
    {
      name: 'comPartnerId',
      target: 'com-partner',
      display: ['name', 'surname'],
      displayAs: 'comPartnerName',
    },
    { name: 'parentId', target: 'user-account', display: ['userLogin'], displayAs: 'parentLogin' },
    { name: 'typeId', target: 'user-account-type', display: ['name'], displayAs: 'typeName' },
  ],
} as const satisfies EntityDescriptor;
