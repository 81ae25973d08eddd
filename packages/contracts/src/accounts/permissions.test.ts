import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, SERVICE_CODES, type AccountRole, type ServiceCode } from '../roles';
import {
  canCreateAccountOfType,
  canCreateUserOfType,
  creatableTypes,
  FULL_PERMISSION,
  resolveAddressPermission,
  resolvePermission,
  ungrantableFlags,
  type PermissionRecord,
  type PermissionSubject,
} from './permissions';
import { ALLOWED_CHILD_TYPES, ROLE_GROUP } from './role-groups';

const NONE = {
  permissionCreate: false,
  permissionRead: false,
  permissionUpdate: false,
  permissionDelete: false,
  permissionCreateAllowed: false,
  permissionReadAllowed: false,
  permissionUpdateAllowed: false,
  permissionDeleteAllowed: false,
};
const record = (
  serviceCode: ServiceCode,
  flags: Partial<typeof NONE> = {},
  addressId?: number,
): PermissionRecord => ({
  ...NONE,
  ...flags,
  serviceCode,
  ...(addressId === undefined ? {} : { addressId }),
});
const subject = (role: AccountRole, records: PermissionRecord[] = []): PermissionSubject => ({
  isSuperUser: role === 'ADMIN',
  role,
  records,
});

describe('role groups and child types', () => {
  it.each([
    ['ADMIN', 'superUser', ['ADMIN_BACKOFFICE']],
    ['ADMIN_BACKOFFICE', 'backoffice', ['ADMIN_DEALER', 'ADMIN_GDO', 'ADMIN_GDS']],
    ['ADMIN_DEALER', 'chainAdmin', ['DEALER']],
    ['ADMIN_GDO', 'chainAdmin', ['GDO']],
    ['ADMIN_GDS', 'chainAdmin', ['GDS']],
    ['DEALER', 'operator', ['CUSTOMER']],
    ['GDO', 'operator', []],
    ['GDS', 'operator', []],
    ['CUSTOMER', 'customer', []],
    ['CONSUMER', 'consumer', []],
  ] as const)('%s is %s and may have children %o', (role, group, children) => {
    expect(ROLE_GROUP[role]).toBe(group);
    expect(ALLOWED_CHILD_TYPES[role]).toEqual(children);
  });
});

describe('resolvePermission', () => {
  it('gives the super user everything, whatever its records', () => {
    for (const s of SERVICE_CODES)
      expect(resolvePermission(subject('ADMIN', [record(s)]), s)).toEqual(FULL_PERMISSION);
  });
  it('gives others their record, and full permission where there is none', () => {
    const dealer = subject('DEALER', [record('DEVICE_MANAGEMENT', { permissionRead: true })]);
    expect(resolvePermission(dealer, 'DEVICE_MANAGEMENT')).toEqual({ ...NONE, permissionRead: true });
    expect(resolvePermission(dealer, 'STATISTICS_MANAGEMENT')).toEqual(FULL_PERMISSION);
  });
  it('keeps address-level records apart from service-level ones', () => {
    const customer = subject('CUSTOMER', [record('DEVICE_MANAGEMENT', { permissionRead: true }, 7)]);
    expect(resolveAddressPermission(customer, 7, 'DEVICE_MANAGEMENT')).toEqual({
      ...NONE,
      permissionRead: true,
    });
    expect(resolveAddressPermission(customer, 8, 'DEVICE_MANAGEMENT')).toEqual(FULL_PERMISSION);
    expect(resolvePermission(customer, 'DEVICE_MANAGEMENT')).toEqual(FULL_PERMISSION);
  });
});

describe('canCreateUserOfType', () => {
  it.each(ACCOUNT_ROLES.map((r) => [r]))('%s without records', (role) => {
    const expected = [
      'ADMIN',
      'ADMIN_BACKOFFICE',
      'ADMIN_DEALER',
      'ADMIN_GDO',
      'ADMIN_GDS',
      'DEALER',
    ].includes(role);
    expect(canCreateUserOfType(subject(role))).toBe(expected);
  });
  it.each([
    ['ADMIN_BACKOFFICE', 'GDO_MANAGEMENT', true],
    ['ADMIN_BACKOFFICE', 'CUSTOMER_MANAGEMENT', false],
    ['ADMIN_DEALER', 'DEALER_MANAGEMENT', true],
    ['ADMIN_DEALER', 'GDO_MANAGEMENT', false],
    ['ADMIN_GDO', 'GDO_MANAGEMENT', true],
    ['ADMIN_GDS', 'GDS_MANAGEMENT', true],
    ['ADMIN_GDS', 'DEALER_MANAGEMENT', false],
    ['DEALER', 'CUSTOMER_MANAGEMENT', true],
    ['DEALER', 'DEALER_MANAGEMENT', false],
  ] as const)('%s with create only on %s: %s', (role, service, expected) => {
    // Records deny create everywhere except on `service`.
    const records = SERVICE_CODES.map((s) => record(s, { permissionCreate: s === service }));
    expect(canCreateUserOfType(subject(role, records))).toBe(expected);
  });
  it('GDO and GDS never create users, even with every permission', () => {
    const all = SERVICE_CODES.map((s) => record(s, FULL_PERMISSION));
    expect(canCreateUserOfType(subject('GDO', all))).toBe(false);
    expect(canCreateUserOfType(subject('GDS', all))).toBe(false);
  });
});

describe('canCreateAccountOfType', () => {
  const cases: Array<[AccountRole, AccountRole, boolean]> = [];
  for (const creator of ACCOUNT_ROLES)
    for (const type of ACCOUNT_ROLES)
      cases.push([creator, type, creator === 'ADMIN' || ALLOWED_CHILD_TYPES[creator].includes(type)]);
  it.each(cases)('%s creating %s without records: %s', (creator, type, expected) => {
    expect(canCreateAccountOfType(subject(creator), type)).toBe(expected);
  });
  it('needs create on the management service of the created type', () => {
    const noDealerCreate = [
      record('DEALER_MANAGEMENT', { permissionRead: true }),
      record('GDO_MANAGEMENT', FULL_PERMISSION),
    ];
    const backoffice = subject('ADMIN_BACKOFFICE', noDealerCreate);
    expect(canCreateAccountOfType(backoffice, 'ADMIN_DEALER')).toBe(false);
    expect(canCreateAccountOfType(backoffice, 'ADMIN_GDO')).toBe(true);
    expect(creatableTypes(backoffice)).toEqual(['ADMIN_GDO', 'ADMIN_GDS']);
  });
});

describe('ungrantableFlags', () => {
  it('lets a grantor give only what its record allows it to grant', () => {
    const grantor = subject('DEALER', [
      record('DEVICE_MANAGEMENT', {
        permissionRead: true,
        permissionReadAllowed: true,
        permissionUpdate: true,
      }),
    ]);
    expect(ungrantableFlags(grantor, 'DEVICE_MANAGEMENT', { permissionRead: true })).toEqual([]);
    expect(
      ungrantableFlags(grantor, 'DEVICE_MANAGEMENT', {
        permissionRead: true,
        permissionUpdate: true,
        permissionDeleteAllowed: true,
      }),
    ).toEqual(['permissionUpdate', 'permissionDeleteAllowed']);
    expect(ungrantableFlags(grantor, 'STATISTICS_MANAGEMENT', { permissionDelete: true })).toEqual([]); // no record: full
    expect(ungrantableFlags(subject('ADMIN'), 'DEVICE_MANAGEMENT', FULL_PERMISSION)).toEqual([]);
  });
});
