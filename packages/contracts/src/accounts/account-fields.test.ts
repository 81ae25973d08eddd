import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES } from '../roles';
import {
  accountDataSchema,
  coordinateSchema,
  requiredAccountFields,
  shownAccountFields,
} from './account-fields';
import { accountListColumns } from './list-columns';

describe('account fields per type', () => {
  it.each([
    ['ADMIN', ['name', 'surname', 'email', 'phone', 'address', 'city', 'province']],
    ['ADMIN_BACKOFFICE', ['businessName', 'vatId', 'email', 'phone', 'address', 'city', 'province']],
    ['ADMIN_DEALER', ['businessName', 'vatId', 'email', 'phone', 'address', 'city', 'province']],
    ['DEALER', ['businessName', 'vatId', 'name', 'surname', 'email', 'phone', 'address', 'city', 'province']],
    ['GDS', ['businessName', 'vatId', 'name', 'surname', 'email', 'phone', 'address', 'city', 'province']],
  ] as const)('%s requires %o', (type, required) => {
    expect(requiredAccountFields(type)).toEqual(required);
  });

  it('shows the language only to DEALER, GDO, GDS (and customers)', () => {
    const withLanguage = ACCOUNT_ROLES.filter((r) => shownAccountFields(r).includes('langKey'));
    expect(withLanguage).toEqual(['DEALER', 'GDO', 'GDS', 'CUSTOMER']);
  });

  it('validates phone, e-mail and required fields with the spec messages', () => {
    const schema = accountDataSchema('ADMIN');
    const ok = {
      name: 'Anna',
      surname: 'Rossi',
      email: 'anna@example.com',
      phone: '+39 02 123',
      address: 'Via Po 1',
      city: 'Torino',
      province: 'TO',
    };
    expect(schema.safeParse(ok).success).toBe(true);
    expect(schema.safeParse({ ...ok, phone: '' }).error!.issues[0]!.message).toBe(
      'entity.validation.required',
    );
    const bad = schema.safeParse({ ...ok, phone: '02-123', name: '' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'entity.validation.required'],
      ['phone', 'entity.validation.number'],
    ]);
  });

  it('turns a comma into a dot in coordinates and refuses other characters', () => {
    expect(coordinateSchema.parse('45,4642')).toBe('45.4642');
    expect(coordinateSchema.parse('-9.19')).toBe('-9.19');
    expect(coordinateSchema.safeParse('45°N').success).toBe(false);
  });
});

describe('account list columns per selected role', () => {
  it.each([
    ['ADMIN', ['name', 'surname', 'city']],
    ['ADMIN_BACKOFFICE', ['businessName', 'city', 'area']],
    ['ADMIN_GDS', ['businessName', 'city', 'area']],
    ['DEALER', ['businessName', 'name', 'surname', 'city']],
    ['GDO', ['businessName', 'name', 'surname', 'city']],
    ['CUSTOMER', []],
    ['CONSUMER', []],
  ] as const)('%s: %o', (role, columns) => expect(accountListColumns(role)).toEqual(columns));
});
