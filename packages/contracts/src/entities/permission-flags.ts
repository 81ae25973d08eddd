import type { FieldDescriptor, RelationDescriptor } from './descriptor';

// Declared `as const` (like the descriptors) so the DTO types derived from them name each flag.
const flag = <N extends string>(name: N) =>
  ({ name, kind: 'boolean', defaultValue: false }) as const satisfies FieldDescriptor;

/** The four CRUD flags of a service permission (docs/product.md#services-and-permissions). */
export const CRUD_FLAGS = (
  ['permissionCreate', 'permissionRead', 'permissionUpdate', 'permissionDelete'] as const
).map(flag);

/** What a user-level or address-level permission record holds: when, the flags, and what the holder may grant. */
export const USER_PERMISSION_FIELDS = [
  { name: 'createdAt', kind: 'datetime', datetimeDefault: 'now' },
  ...CRUD_FLAGS,
  ...(
    [
      'permissionCreateAllowed',
      'permissionReadAllowed',
      'permissionUpdateAllowed',
      'permissionDeleteAllowed',
    ] as const
  ).map(flag),
] as const satisfies readonly FieldDescriptor[];

export const USER_PERMISSION_RELATIONS = [
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
] as const satisfies readonly RelationDescriptor[];
