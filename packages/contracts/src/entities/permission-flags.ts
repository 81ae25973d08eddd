import type { FieldDescriptor, RelationDescriptor } from './descriptor';

const flag = (name: string): FieldDescriptor => ({ name, kind: 'boolean', defaultValue: false });

/** The four CRUD flags of a service permission (part 1 §6). */
export const CRUD_FLAGS = ['permissionCreate', 'permissionRead', 'permissionUpdate', 'permissionDelete'].map(
  flag,
);

/** What a user-level or address-level permission record holds: when, the flags, and what the holder may grant. */
export const USER_PERMISSION_FIELDS: FieldDescriptor[] = [
  { name: 'createdAt', kind: 'datetime', datetimeDefault: 'now' },
  ...CRUD_FLAGS,
  ...[
    'permissionCreateAllowed',
    'permissionReadAllowed',
    'permissionUpdateAllowed',
    'permissionDeleteAllowed',
  ].map(flag),
];

export const USER_PERMISSION_RELATIONS: RelationDescriptor[] = [
  { name: 'userId', target: 'user', display: ['login'], displayAs: 'userLogin', required: true },
  { name: 'createdById', target: 'user', display: ['login'], displayAs: 'createdByLogin', required: true },
  {
    name: 'tabServiceId',
    target: 'tab-service',
    display: ['name'],
    displayAs: 'tabServiceName',
    required: true,
  },
  {
    name: 'relatedPresetId',
    target: 'tab-service-permission-preset',
    display: ['name'],
    displayAs: 'relatedPresetName',
  },
];
