import { describe, expect, it } from 'vitest';
import { entityBodySchema } from './entity-body';
import { ENTITIES, entityByName } from './index';
import { STRING_MAX_LENGTH } from './descriptor';

const partner = entityBodySchema(entityByName('com-partner')!);
const messageOf = (body: Record<string, unknown>, field: string) =>
  partner.safeParse(body).error?.issues.find((i) => i.path[0] === field)?.message;

/** Decision 018: the rules a field's meaning implies live in the descriptor, once for form and server. */
describe('entity body formats and lengths', () => {
  it.each([
    ['latitude', '44.6405', '44.6405'],
    ['latitude', '-90', '-90'],
    ['latitude', '45,4642', '45.4642'],
    ['longitude', '180', '180'],
    ['longitude', '-9,19', '-9.19'],
  ])('accepts %s %s as %s', (field, value, stored) => {
    const parsed = partner.safeParse({ [field]: value });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.[field]).toBe(stored);
  });

  it.each([
    ['latitude', '90.5', 'entity.validation.latitude'],
    ['latitude', '-91', 'entity.validation.latitude'],
    ['longitude', '180.01', 'entity.validation.longitude'],
    ['latitude', '45°N', 'entity.validation.number'],
    ['longitude', 'east', 'entity.validation.number'],
    ['email', 'not-an-email', 'global.messages.validate.email.invalid'],
    ['email', 'a@b', 'global.messages.validate.email.minlength'],
  ])('refuses %s %s with %s', (field, value, message) => {
    expect(messageOf({ [field]: value }, field)).toBe(message);
  });

  it('keeps the fields the spec leaves free free, and empty optional values empty', () => {
    expect(
      partner.safeParse({ phone: 'call the desk', zipCode: 'n/a', email: null, latitude: null }).success,
    ).toBe(true);
  });

  it('limits strings to their length with a message the form can fill in', () => {
    expect(messageOf({ name: 'x'.repeat(STRING_MAX_LENGTH + 1) }, 'name')).toBe(
      'entity.validation.maxlength',
    );
    expect(partner.safeParse({ name: 'x'.repeat(STRING_MAX_LENGTH) }).success).toBe(true);
    // The note is as long as the account form allows.
    expect(partner.safeParse({ note: 'x'.repeat(2000) }).success).toBe(true);
    expect(messageOf({ note: 'x'.repeat(2001) }, 'note')).toBe('entity.validation.maxlength');
  });

  it('refuses impossible dates typed by hand', () => {
    expect(messageOf({ birthday: '2024-02-30' }, 'birthday')).toBe('entity.validation.date');
    expect(messageOf({ birthday: '22024-02-01' }, 'birthday')).toBe('entity.validation.date');
    expect(partner.safeParse({ birthday: '2024-02-29' }).success).toBe(true);
  });

  it('marks the logs the IoT layer writes as read-only, and only tab-city keeps its edit link', () => {
    const readOnly = ENTITIES.filter((d) => d.readOnly).map((d) => d.name);
    expect(readOnly).toEqual(['tab-city', 'iot-log', 'device-status-log']);
    expect(ENTITIES.filter((d) => d.detailEditLink).map((d) => d.name)).toEqual(['tab-city']);
  });
});
