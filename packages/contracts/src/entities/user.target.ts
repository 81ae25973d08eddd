import type { EntityDescriptor } from './descriptor';

/**
 * Login users as a relation target (selects and display values). Not a generic entity: their
 * administration is api/users with its own rules.
 */
export const userTarget = {
  name: 'user',
  i18nKey: 'user',
  apiPath: 'users',
  table: 'jhi_user',
  paginated: true,
  readOnly: true,
  fields: [
    { name: 'login', kind: 'string' },
    { name: 'firstName', kind: 'string' },
    { name: 'lastName', kind: 'string' },
    { name: 'email', kind: 'string' },
  ],
  relations: [],
} as const satisfies EntityDescriptor;
