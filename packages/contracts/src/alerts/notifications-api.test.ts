import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES as DEFAULTS,
  inQuietHours,
  minutesToQuietEnd,
  notificationDelivery,
  notificationPreferencesSchema,
  notificationReadSchema,
} from './notifications-api';

const at = (hh: number, mm = 0) => hh * 60 + mm;

describe('who hears which alarm event', () => {
  it('shows and mails an opening, never a flap', () => {
    expect(notificationDelivery('opened', 'major', false, DEFAULTS)).toEqual({ inApp: true, mail: true });
    expect(notificationDelivery('flapped', 'critical', true, DEFAULTS)).toBeNull();
  });

  it('only shows acknowledgements, assignments and comments', () => {
    for (const event of ['acknowledged', 'assigned', 'commented'] as const)
      expect(notificationDelivery(event, 'critical', true, { ...DEFAULTS, mailOnClear: true })).toEqual({
        inApp: true,
        mail: false,
      });
    expect(notificationDelivery('commented', 'critical', false, { ...DEFAULTS, inApp: false })).toBeNull();
  });

  it('mails a clearing only when the rule and the user both ask', () => {
    expect(notificationDelivery('cleared', 'minor', true, DEFAULTS)).toEqual({ inApp: true, mail: false });
    expect(notificationDelivery('cleared', 'minor', false, { ...DEFAULTS, mailOnClear: true })?.mail).toBe(
      false,
    );
    expect(notificationDelivery('cleared', 'minor', true, { ...DEFAULTS, mailOnClear: true })?.mail).toBe(
      true,
    );
  });

  it('leaves out the severities the user does not want, and mail when it is off', () => {
    const onlyCritical = { ...DEFAULTS, severities: ['critical' as const] };
    expect(notificationDelivery('opened', 'minor', false, onlyCritical)).toBeNull();
    expect(notificationDelivery('opened', 'critical', false, onlyCritical)).not.toBeNull();
    expect(notificationDelivery('opened', 'major', false, { ...DEFAULTS, mail: 'off' })).toEqual({
      inApp: true,
      mail: false,
    });
    expect(
      notificationDelivery('opened', 'major', false, { ...DEFAULTS, mail: 'off', inApp: false }),
    ).toBeNull();
    // A digest user's openings wait for the digest: they are to be mailed.
    expect(notificationDelivery('opened', 'major', false, { ...DEFAULTS, mail: 'digest' })?.mail).toBe(true);
  });
});

describe('quiet hours', () => {
  const night = { from: '22:00', to: '07:00' };
  it('cross midnight and end at their end', () => {
    expect(inQuietHours(night, at(23))).toBe(true);
    expect(inQuietHours(night, at(6, 59))).toBe(true);
    expect(inQuietHours(night, at(7))).toBe(false);
    expect(minutesToQuietEnd(night, at(23))).toBe(8 * 60);
    expect(minutesToQuietEnd(night, at(3, 30))).toBe(3 * 60 + 30);
    expect(minutesToQuietEnd(night, at(12))).toBe(0);
    expect(minutesToQuietEnd({ from: '12:00', to: '14:00' }, at(13))).toBe(60);
    expect(minutesToQuietEnd(null, at(13))).toBe(0);
  });
});

describe('the preferences and read bodies', () => {
  it('default every field and refuse what is not a time or an unknown field', () => {
    expect(notificationPreferencesSchema.parse({})).toEqual(DEFAULTS);
    expect(notificationPreferencesSchema.safeParse({ digestAt: '25:00' }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ quietHours: { from: '22:00' } }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(notificationReadSchema.safeParse({}).success).toBe(false);
    expect(notificationReadSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(notificationReadSchema.safeParse({ all: true }).success).toBe(true);
  });
});
