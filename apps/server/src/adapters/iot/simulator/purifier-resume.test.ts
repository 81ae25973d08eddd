import { describe, expect, it } from 'vitest';
import { DAY_MS } from './clock';
import { FILTER_LIFE_HOURS } from './purifier-physics';
import { filterLeftHours } from './purifier-resume';
import { testFleet } from './simulator-test-kit';

const reported = (hours: number) => ({
  filter: Math.round((100 * hours) / FILTER_LIFE_HOURS),
  filter_days: Math.floor(hours / 24),
  filter_hours: Math.floor(hours),
});

describe('a purifier resumed from a stored status', () => {
  it('takes on filter hours that report exactly the stored readings, whichever measures the model has', () => {
    for (let hours = 0; hours <= FILTER_LIFE_HOURS; hours += 7.3) {
      const r = reported(hours);
      expect(reported(filterLeftHours(r.filter, r.filter_days, r.filter_hours)!), `${hours}`).toEqual(r);
      const fromTwo = reported(filterLeftHours(r.filter, r.filter_days)!);
      expect([fromTwo.filter, fromTwo.filter_days], `${hours}`).toEqual([r.filter, r.filter_days]);
      expect(reported(filterLeftHours(r.filter)!).filter, `${hours}`).toBe(r.filter);
    }
    expect(filterLeftHours()).toBeUndefined();
    // Readings that contradict each other: the finest one wins.
    expect(reported(filterLeftHours(90, 10, 250)!).filter_hours).toBe(250);
  });

  it('reports the stored status at once and wears on from there, with the same settings', () => {
    const { fleet, clock, value } = testFleet();
    const stored = [
      { code: 'switch', value: true },
      { code: 'mode', value: 'manual' },
      { code: 'speed', value: '4' },
      { code: 'filter', value: 23 },
      { code: 'filter_days', value: 41 },
      { code: 'filter_hours', value: 993 },
      { code: 'pm25', value: 31 },
      { code: 'uv', value: true },
    ];
    expect(
      fleet.resume([
        { id: 'pro556', status: stored },
        { id: 'unknown', status: stored },
      ]),
    ).toBe(1);
    for (const { code, value: v } of stored) expect(value('pro556', code), code).toBe(v);
    clock.advance(DAY_MS);
    // Resumed in the middle of the stored hour (993.5); a day at speed 4 wears 1.4 hours an hour.
    expect(value('pro556', 'filter_hours')).toBe(Math.floor(993.5 - 24 * 1.4));
    expect(value('pro556', 'speed')).toBe('4');
  });

  it('keeps running in auto at the stored speed while PM2.5 stays within the auto margin', () => {
    const { fleet, value } = testFleet();
    // 8 µg/m³ alone would ask for speed 1; raised to 2 before, auto mode keeps 2 until PM2.5 is well below.
    const stored = [
      { code: 'switch', value: true },
      { code: 'mode', value: 'auto' },
      { code: 'speed', value: '2' },
      { code: 'pm25', value: 8 },
    ];
    fleet.resume([{ id: 'pro556', status: stored }]);
    expect([value('pro556', 'mode'), value('pro556', 'speed'), value('pro556', 'pm25')]).toEqual([
      'auto',
      '2',
      8,
    ]);
  });
});
