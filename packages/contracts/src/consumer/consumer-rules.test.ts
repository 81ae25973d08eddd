import { describe, expect, it } from 'vitest';
import { dashboardTab } from '../iot/dashboard';
import { consumerDeviceClaimSchema } from './consumer-api';
import { consumerProfileUpdateSchema } from './consumer-account';
import { claimableStock, serialModelCode } from './claim-rules';
import { consumerModelCode, purchaseDateIssue } from './privacy';

describe('consumer rules', () => {
  it('finds the consumer model code in a model name, else null', () => {
    expect(consumerModelCode('Purificatore AP-554 Compact')).toBe('554');
    expect(consumerModelCode('AP556 Pro')).toBe('556');
    expect(consumerModelCode('Industrial 900')).toBeNull();
    expect(consumerModelCode(null)).toBeNull();
  });

  it('reads the consumer model a factory serial names, else null', () => {
    expect(serialModelCode('AP555-26-91002')).toBe('555');
    expect(serialModelCode('AP554-26-90001')).toBe('554');
    expect(serialModelCode('XY900-26-00001')).toBeNull();
    // Only the first part counts: a 554 in the running number names no model.
    expect(serialModelCode('AP900-26-00554')).toBeNull();
  });

  it('accepts a purchase day in the past from 2000 on', () => {
    expect(purchaseDateIssue('2026-11-24', '2026-11-24')).toBeNull();
    expect(purchaseDateIssue('2026-11-25', '2026-11-24')).toBe('future');
    expect(purchaseDateIssue('1999-12-31', '2026-11-24')).toBe('tooOld');
  });

  it("takes over only a seller's stock that is installed nowhere", () => {
    for (const role of ['ADMIN', 'ADMIN_BACKOFFICE', 'ADMIN_DEALER', 'DEALER', 'GDO', 'GDS'] as const)
      expect(claimableStock({ ownerRole: role, addressId: null }), role).toBe(true);
    expect(claimableStock({ ownerRole: 'DEALER', addressId: 7 })).toBe(false);
    expect(claimableStock({ ownerRole: 'CUSTOMER', addressId: null })).toBe(false);
    expect(claimableStock({ ownerRole: 'CONSUMER', addressId: null })).toBe(false);
    expect(claimableStock({ ownerRole: null, addressId: null })).toBe(false);
  });

  it('normalises a claim: serial upper-cased, empty uid as none, bad dates and uids refused', () => {
    const base = {
      cityId: 1,
      modelId: 2,
      ownerId: 3,
      purchase_date: '2026-11-20',
      seller_description: ' Shop ',
      serialNumber: 'ap554-26-91001',
      uid: '',
    };
    expect(consumerDeviceClaimSchema.parse(base)).toMatchObject({
      serialNumber: 'AP554-26-91001',
      uid: null,
      seller_description: 'Shop',
    });
    expect(consumerDeviceClaimSchema.safeParse({ ...base, purchase_date: '2026-02-30' }).success).toBe(false);
    expect(consumerDeviceClaimSchema.safeParse({ ...base, uid: 'bf 12' }).success).toBe(false);
    expect(consumerDeviceClaimSchema.safeParse({ ...base, serialNumber: '-x' }).success).toBe(false);
    expect(consumerDeviceClaimSchema.safeParse({ ...base, modelId: undefined }).success).toBe(false);
  });

  it("reads the web's flat profile update onto the user's names and the contact record", () => {
    expect(
      consumerProfileUpdateSchema.parse({
        firstName: ' ',
        lastName: 'Rossi',
        province: 'mo',
        consents: { marketing: true, partners: false },
      }),
    ).toEqual({
      user: { firstName: null, lastName: 'Rossi' },
      comPartner: { name: null, surname: 'Rossi', province: 'MO' },
      consents: { marketing: true, partners: false },
    });
  });

  it("reads the spec's shape: user names and contact fields; read-only fields and absent ones are left alone", () => {
    expect(
      consumerProfileUpdateSchema.parse({
        id: 7,
        user: { id: 3, login: 'a@b.it', email: 'a@b.it', firstName: 'Anna', lastName: '' },
        comPartner: {
          name: 'Anna',
          surname: 'Rossi',
          address: ' Via Emilia 1 ',
          zipCode: '41121',
          phone: '',
        },
        devices: [],
      }),
    ).toEqual({
      id: 7,
      user: { firstName: 'Anna', lastName: null },
      comPartner: { name: 'Anna', surname: 'Rossi', address: 'Via Emilia 1', zipCode: '41121', phone: null },
    });
    const refused = consumerProfileUpdateSchema.safeParse({
      user: { firstName: 'x'.repeat(51) },
      comPartner: { phone: '059 abc', email: 'not-an-address' },
    });
    expect(refused.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'comPartner.email',
      'comPartner.phone',
      'user.firstName',
    ]);
  });

  it('puts a device in the tab of its condition, or Unknown without status data', () => {
    expect(dashboardTab(null)).toBe('unknown');
    expect(dashboardTab({ online: false, status: [] })).toBe('danger');
    expect(dashboardTab({ online: true, status: [{ code: 'filter', value: 30 }] })).toBe('warning');
    expect(dashboardTab({ online: true, status: [{ code: 'pm25', value: 10 }] })).toBe('success');
  });
});
