import { describe, expect, it } from 'vitest';
import { openingHoursSchema } from '../alerts/opening-hours';
import { buildCalendar } from './calendar';
import { at, HOUR } from './test-readings';

const occupiedSlots = (calendar: ReturnType<typeof buildCalendar>) =>
  calendar.occupied.reduce((n, o) => n + o, 0);

describe('buildCalendar', () => {
  // Monday 30 Nov and Tuesday 1 Dec 2026 in Rome (UTC+1).
  const period = { from: at('2026-11-29T23:00:00Z'), to: at('2026-12-01T23:00:00Z') };

  it('has 288 slots and 24 clock hours a day, all occupied without opening hours', () => {
    const calendar = buildCalendar(period, 'Europe/Rome', null);
    expect(calendar.slotCount).toBe(576);
    expect(calendar.hourStart.length - 1).toBe(48);
    expect(occupiedSlots(calendar)).toBe(576);
    expect(calendar.days.map((d) => [d.date, d.endSlot - d.firstSlot, d.whole])).toEqual([
      ['2026-11-30', 288, true],
      ['2026-12-01', 288, true],
    ]);
  });

  it('closes the days of a closure', () => {
    const hours = openingHoursSchema.parse({
      week: { mon: [{ from: '09:00', to: '10:00' }], tue: [{ from: '09:00', to: '10:00' }] },
      closures: [{ from: '2026-12-01', to: '2026-12-01' }],
    });
    // Monday's hour only: 12 slots
    expect(occupiedSlots(buildCalendar(period, 'Europe/Rome', hours))).toBe(12);
  });

  it('reads opening hours in their own zone', () => {
    // Open 09:00–10:00 in London (UTC+0 in winter) = 10:00–11:00 Rome.
    const hours = openingHoursSchema.parse({
      timeZone: 'Europe/London',
      week: { mon: [{ from: '09:00', to: '10:00' }] },
    });
    const calendar = buildCalendar(period, 'Europe/Rome', hours);
    const first = calendar.occupied.indexOf(1);
    // slot 0 is Rome midnight; 10:00 Rome is 10 hours on
    expect(first).toBe((10 * HOUR) / (5 * 60_000));
    expect(calendar.minute[first]).toBe(600);
    expect(occupiedSlots(calendar)).toBe(12);
  });

  it('clips a period that does not start on a slot and drops the days it cuts', () => {
    const calendar = buildCalendar({ from: period.from + 60_000, to: period.to }, 'Europe/Rome', null);
    expect(calendar.slotCount).toBe(576);
    expect(calendar.days.map((d) => d.whole)).toEqual([false, true]);
    expect(buildCalendar({ from: period.to, to: period.from }, 'Europe/Rome', null).slotCount).toBe(0);
  });
});
