import { describe, expect, it } from 'vitest';
import { isOpen, openingHoursSchema, SHOP_HOURS, type OpeningHours } from './opening-hours';

const at = (iso: string) => Date.parse(iso);

const hours = (over: Partial<OpeningHours> = {}): OpeningHours =>
  openingHoursSchema.parse({
    week: {
      mon: [
        { from: '09:00', to: '13:00' },
        { from: '15:00', to: '19:30' },
      ],
      sun: [{ from: '00:00', to: '24:00' }],
    },
    ...over,
  });

describe('isOpen', () => {
  it('is always open without hours', () => {
    expect(isOpen(null, at('2026-11-30T03:00:00Z'))).toBe(true);
  });

  it('reads the ranges in Europe/Rome by default: from inclusive, to exclusive', () => {
    const h = hours();
    expect(h.timeZone).toBe('Europe/Rome');
    // Monday 30 Nov 2026, Rome is UTC+1.
    expect(isOpen(h, at('2026-11-30T07:59:00Z'))).toBe(false);
    expect(isOpen(h, at('2026-11-30T08:00:00Z'))).toBe(true);
    expect(isOpen(h, at('2026-11-30T11:59:00Z'))).toBe(true);
    expect(isOpen(h, at('2026-11-30T12:00:00Z'))).toBe(false);
    expect(isOpen(h, at('2026-11-30T14:00:00Z'))).toBe(true);
    expect(isOpen(h, at('2026-11-30T18:30:00Z'))).toBe(false);
  });

  it('closes the days without ranges and opens all day until 24:00', () => {
    const h = hours();
    expect(isOpen(h, at('2026-12-01T10:00:00Z'))).toBe(false); // Tuesday
    expect(isOpen(h, at('2026-11-29T22:59:00Z'))).toBe(true); // Sunday 23:59 Rome
    expect(isOpen(h, at('2026-11-29T23:00:00Z'))).toBe(false); // Monday 00:00 Rome
  });

  it('honours closures, first and last day included', () => {
    const h = hours({ closures: [{ from: '2026-11-30', to: '2026-12-07', note: 'works' }] });
    expect(isOpen(h, at('2026-11-30T10:00:00Z'))).toBe(false);
    expect(isOpen(h, at('2026-12-07T10:00:00Z'))).toBe(false);
    expect(isOpen(h, at('2026-12-14T10:00:00Z'))).toBe(true);
  });

  it('reads another time zone', () => {
    const h = hours({ timeZone: 'America/New_York' });
    // Monday 30 Nov 2026 09:30 in New York is 14:30 UTC.
    expect(isOpen(h, at('2026-11-30T14:30:00Z'))).toBe(true);
    expect(isOpen(h, at('2026-11-30T10:00:00Z'))).toBe(false);
  });

  it('follows the DST days in Europe/Rome', () => {
    const h = openingHoursSchema.parse({
      week: { sun: [{ from: '09:00', to: '10:00' }] },
    });
    // 29 Mar 2026: summer time (UTC+2) from 02:00; 09:00 Rome is 07:00 UTC.
    expect(isOpen(h, at('2026-03-29T07:00:00Z'))).toBe(true);
    expect(isOpen(h, at('2026-03-29T08:00:00Z'))).toBe(false);
    // 25 Oct 2026: back to UTC+1; 09:00 Rome is 08:00 UTC.
    expect(isOpen(h, at('2026-10-25T07:30:00Z'))).toBe(false);
    expect(isOpen(h, at('2026-10-25T08:00:00Z'))).toBe(true);
  });

  it('shop hours: Saturday open, Sunday closed', () => {
    expect(isOpen(SHOP_HOURS, at('2026-11-28T10:00:00Z'))).toBe(true);
    expect(isOpen(SHOP_HOURS, at('2026-11-29T10:00:00Z'))).toBe(false);
  });
});

describe('openingHoursSchema refuses', () => {
  const messages = (value: unknown) => {
    const r = openingHoursSchema.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('overlapping ranges', () => {
    expect(
      messages({
        week: {
          mon: [
            { from: '09:00', to: '13:00' },
            { from: '12:00', to: '18:00' },
          ],
        },
      }),
    ).toEqual(['week.mon: the ranges of a day overlap']);
  });

  it('a reversed or empty range and a bad time', () => {
    expect(messages({ week: { tue: [{ from: '18:00', to: '09:00' }] } })).toEqual([
      'week.tue.0: a range ends after it starts (split a night across two days)',
    ]);
    expect(messages({ week: { tue: [{ from: '09:00', to: '24:30' }] } })).toEqual([
      'week.tue.0.to: a time is HH:mm (00:00 to 24:00)',
    ]);
  });

  it('a bad day, more than 4 ranges, an unknown zone, a reversed closure', () => {
    expect(messages({ week: { mond: [] } }).length).toBe(1);
    const five = ['01', '03', '05', '07', '09'].map((h) => ({ from: `${h}:00`, to: `${h}:30` }));
    expect(messages({ week: { wed: five } })).toEqual(['week.wed: at most 4 ranges a day']);
    expect(messages({ timeZone: 'Mars/Olympus', week: {} })).toEqual(['timeZone: unknown time zone']);
    expect(messages({ week: {}, closures: [{ from: '2026-12-08', to: '2026-12-01' }] })).toEqual([
      'closures.0: a closure ends on or after its first day',
    ]);
    expect(messages({ week: {}, closures: [{ from: '2026-02-30', to: '2026-03-01' }] })).toEqual([
      'closures.0.from: not a calendar day',
    ]);
  });
});
