import { describe, expect, it } from 'vitest';
import { FULL_PERMISSION, type PermissionRecord, type PermissionSubject } from '../accounts/permissions';
import { apiKeyPermissionRecords, ungrantableKeyGrants } from './api-key-grants';
import { apiKeyCreateSchema, isAddressOrCidr } from './api-keys-api';

const dealer: PermissionSubject = { isSuperUser: false, role: 'DEALER', records: [] };
const readOnlyDevices: PermissionRecord = {
  serviceCode: 'DEVICE_MANAGEMENT',
  ...FULL_PERMISSION,
  permissionUpdate: false,
  permissionUpdateAllowed: false,
};

describe('ungrantableKeyGrants', () => {
  it.each([
    [
      'a dealer without records grants what its type has',
      dealer,
      [{ service: 'DEVICE_MANAGEMENT', operations: ['read', 'update'] }],
      [],
    ],
    [
      'nobody grants a service its type lacks',
      dealer,
      [{ service: 'GDO_MANAGEMENT', operations: ['read'] }],
      ['GDO_MANAGEMENT:read'],
    ],
    [
      'nor an operation it may not grant',
      { ...dealer, records: [readOnlyDevices] },
      [{ service: 'DEVICE_MANAGEMENT', operations: ['read', 'update'] }],
      ['DEVICE_MANAGEMENT:update'],
    ],
  ] as const)('%s', (_, subject, grants, refused) => {
    expect(ungrantableKeyGrants(subject, grants as never)).toEqual(refused);
  });
});

describe('apiKeyPermissionRecords', () => {
  it('gives every service a record: the grant AND what the creator holds, never a grant flag', () => {
    const records = apiKeyPermissionRecords({ ...dealer, records: [readOnlyDevices] }, [
      { service: 'DEVICE_MANAGEMENT', operations: ['read', 'update'] },
    ]);
    const devices = records.find((r) => r.serviceCode === 'DEVICE_MANAGEMENT')!;
    expect(devices).toMatchObject({
      permissionRead: true,
      permissionUpdate: false,
      permissionReadAllowed: false,
    });
    const users = records.find((r) => r.serviceCode === 'USER_MANAGEMENT')!;
    expect(users.permissionRead).toBe(false);
    expect(records.filter((r) => r.addressId === undefined)).toHaveLength(8);
  });

  it('narrows the creator’s address records too', () => {
    const site: PermissionRecord = { ...FULL_PERMISSION, serviceCode: 'STATISTICS_MANAGEMENT', addressId: 7 };
    const [narrowed] = apiKeyPermissionRecords({ ...dealer, records: [site] }, []).filter(
      (r) => r.addressId === 7,
    );
    expect(narrowed).toMatchObject({ permissionRead: false, permissionCreateAllowed: false });
  });
});

describe('apiKeyCreateSchema', () => {
  it.each(['10.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32'])('accepts %s', (a) =>
    expect(isAddressOrCidr(a)).toBe(true),
  );
  it.each(['', 'host', '10.0.0.256', '10.0.0.0/33', '::1/129', '1.2.3.4/x'])('refuses %s', (a) =>
    expect(isAddressOrCidr(a)).toBe(false),
  );
  it('refuses USER_MANAGEMENT and repeated services', () => {
    const base = { name: 'k' };
    expect(
      apiKeyCreateSchema.safeParse({
        ...base,
        grants: [{ service: 'USER_MANAGEMENT', operations: ['read'] }],
      }).success,
    ).toBe(false);
    const twice = [
      { service: 'DEVICE_MANAGEMENT', operations: ['read'] },
      { service: 'DEVICE_MANAGEMENT', operations: ['update'] },
    ];
    expect(apiKeyCreateSchema.safeParse({ ...base, grants: twice }).success).toBe(false);
  });
});
