import { describe, expect, it } from 'vitest';
import {
  addRomeMonths,
  fromRomeCalendar,
  romeCalendar,
  romeDayHours,
  startOfRomeMonth,
} from './rome-calendar';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

describe('Rome calendar', () => {
  it.each([
    ['2026-01-15T10:20:30.000Z', { year: 2026, month: 1, day: 15, hour: 11, minute: 20, second: 30 }],
    ['2026-07-15T10:20:30.000Z', { year: 2026, month: 7, day: 15, hour: 12, minute: 20, second: 30 }],
    ['2026-12-31T23:30:00.000Z', { year: 2027, month: 1, day: 1, hour: 0, minute: 30, second: 0 }],
  ])('%s is %j in Rome', (instant, wall) => expect(romeCalendar(at(instant))).toMatchObject(wall));

  it.each([
    [{ year: 2026, month: 1, day: 1 }, '2025-12-31T23:00:00.000Z'],
    [{ year: 2026, month: 8, day: 1 }, '2026-07-31T22:00:00.000Z'],
    [{ year: 2026, month: 13, day: 1 }, '2026-12-31T23:00:00.000Z'],
    // 29 March 2026 02:30 does not exist (clocks jump 02:00 -> 03:00): read with the winter offset.
    [{ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, '2026-03-29T01:30:00.000Z'],
    // 25 October 2026 02:30 happens twice: the first one (summer time).
    [{ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, '2026-10-25T00:30:00.000Z'],
    [{ year: 2026, month: 10, day: 25, hour: 3 }, '2026-10-25T02:00:00.000Z'],
  ])('%j in Rome is %s', (wall, instant) => expect(iso(fromRomeCalendar(wall))).toBe(instant));

  it.each([
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-03-15T10:00:00.000Z', 1, '2026-04-15T09:00:00.000Z'], // 11:00 Rome both times, summer time in April
    ['2026-03-31T22:30:00.000Z', -1, '2026-02-28T23:30:00.000Z'], // 1 April 00:30 Rome -> 1 March 00:30
    ['2026-01-10T00:00:00.000Z', -1, '2025-12-10T00:00:00.000Z'],
    ['2026-12-10T00:00:00.000Z', 1, '2027-01-10T00:00:00.000Z'],
  ])('%s %+d month(s) = %s', (from, months, to) => expect(iso(addRomeMonths(at(from), months))).toBe(to));

  it.each([
    ['2026-03-15T10:00:00.000Z', '2026-02-28T23:00:00.000Z'],
    ['2026-05-01T00:30:00.000Z', '2026-04-30T22:00:00.000Z'], // 02:30 on 1 May in Rome
    ['2026-04-30T21:59:59.999Z', '2026-03-31T22:00:00.000Z'], // 23:59 on 30 April in Rome
  ])('the month of %s starts at %s', (instant, start) =>
    expect(iso(startOfRomeMonth(at(instant)))).toBe(start),
  );

  it('counts a day’s clock hours: 23 on the spring change, 25 on the autumn one, 24 otherwise', () => {
    expect(romeDayHours('2026-03-29')).toBe(23);
    expect(romeDayHours('2026-10-25')).toBe(25);
    expect(romeDayHours('2026-03-28')).toBe(24);
    expect(romeDayHours('2026-12-31')).toBe(24); // the next day is in another year
  });

  it('reads every instant as the time zone database does, across both changes of a year and odd milliseconds', () => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const fromDatabase = (instant: number) => {
      const parts = Object.fromEntries(
        format
          .formatToParts(new Date(instant))
          .filter((p) => p.type !== 'literal')
          .map((p) => [p.type, Number(p.value)]),
      );
      return { ...parts, millisecond: ((instant % 1000) + 1000) % 1000 };
    };
    const instants: number[] = [];
    // Every 7 min 13.457 s through 2026 (both changes inside), and each second around them.
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2027-01-01T00:00:00Z'); t += 433_457) instants.push(t);
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'])
      for (let s = -5; s <= 5; s++) instants.push(at(change) + s * 1000 - 1, at(change) + s * 1000);
    instants.push(at('1969-12-31T23:59:59.250Z'), at('1899-06-01T12:00:00Z'));
    for (const instant of instants)
      expect(romeCalendar(instant), iso(instant)).toEqual(fromDatabase(instant));
  });
});
