import type { EntityDescriptor } from './descriptor';

export const userAccountTypeEntity = {
  name: 'user-account-type',
  i18nKey: 'userAccountType',
  apiPath: 'user-account-types',
  table: 'user_account_type',
  paginated: false,
  returnWithoutQuery: true,
  fields: [
    { name: 'name', kind: 'string', required: true },
    { name: 'role', kind: 'string', required: true },
  ],
  relations: [],
} as const satisfies EntityDescriptor;
