import { describe, expect, it } from 'vitest';
import { fleetHealthScore, type DeviceHealthInput, type FleetHealth } from './health-score';

const healthy: DeviceHealthInput = {
  online: true,
  level: 'success',
  filterOverdue: false,
  filterDueSoon: false,
  timersFailing: false,
};
const device = (over: Partial<DeviceHealthInput> = {}): DeviceHealthInput => ({ ...healthy, ...over });
const fleet = (n: number, over: Partial<DeviceHealthInput> = {}) =>
  Array.from({ length: n }, () => device(over));
const lostPoints = (health: FleetHealth) => health.reasons.reduce((sum, r) => sum + r.points, 0);

describe('fleet health score', () => {
  it('is 100 with no reasons for an empty fleet, whatever the quota', () => {
    expect(fleetHealthScore([], { quotaUsedFraction: 0.99 })).toEqual({ score: 100, reasons: [] });
  });

  it('is 100 with no reasons for a healthy fleet', () => {
    expect(fleetHealthScore(fleet(7), { quotaUsedFraction: 0.5 })).toEqual({ score: 100, reasons: [] });
  });

  it('is 0 for the worst fleet', () => {
    const worst = fleet(3, { online: false, filterOverdue: true, timersFailing: true });
    const health = fleetHealthScore(worst, { quotaUsedFraction: 1.2 });
    expect(health.score).toBe(0);
    expect(health.reasons).toEqual([
      { code: 'offline', devices: 3, points: 40 },
      { code: 'filterOverdue', devices: 3, points: 25 },
      { code: 'quotaCritical', points: 20 },
      { code: 'timersFailing', devices: 3, points: 15 },
    ]);
  });

  it('takes weight × share of devices per category', () => {
    // 1 offline of 4: 10; 1 warning: 3.75; 2 filters due soon: 5; quota at 75 %: 5. Lost 23.75 -> 24.
    const health = fleetHealthScore(
      [
        device({ online: false }),
        device({ level: 'warning', filterDueSoon: true }),
        device({ filterDueSoon: true }),
        device(),
      ],
      { quotaUsedFraction: 0.75 },
    );
    expect(health.score).toBe(76);
    expect(health.reasons).toEqual([
      { code: 'offline', devices: 1, points: 10 },
      { code: 'filterDueSoon', devices: 2, points: 5 },
      { code: 'quotaHigh', points: 5 },
      { code: 'warning', devices: 1, points: 4 },
    ]);
  });

  it('counts an offline device once in the status group, and no status data as unknown', () => {
    const health = fleetHealthScore([
      device({ online: false, level: 'danger' }),
      device({ online: null, level: null }),
      device({ online: true, level: null }),
      device({ online: null, level: 'warning' }),
    ]);
    expect(health.reasons.map((r) => [r.code, r.devices])).toEqual([
      ['offline', 1],
      ['unknownStatus', 2],
      ['warning', 1],
    ]);
  });

  it('shares the rounded loss by largest remainder, so the points add up to 100 - score', () => {
    // 3 devices: each category costs a third of its weight: 13.33 + 8.33 + 5 + 3.33 = 30; the one
    // point left over goes to the first of the equal remainders, in the order of the codes.
    const health = fleetHealthScore([
      device({ level: 'danger' }),
      device({ filterOverdue: true, timersFailing: true }),
      device({ online: null, level: null }),
    ]);
    expect(health.score).toBe(70);
    expect(lostPoints(health)).toBe(30);
    expect(health.reasons).toEqual([
      { code: 'danger', devices: 1, points: 14 },
      { code: 'filterOverdue', devices: 1, points: 8 },
      { code: 'timersFailing', devices: 1, points: 5 },
      { code: 'unknownStatus', devices: 1, points: 3 },
    ]);
  });

  it('keeps a category too small to cost a point, with 0 points', () => {
    const health = fleetHealthScore([...fleet(199), device({ level: 'warning' })]);
    expect(health).toEqual({ score: 100, reasons: [{ code: 'warning', devices: 1, points: 0 }] });
  });

  it('always adds up, over many mixed fleets', () => {
    const levels = ['danger', 'warning', 'success', null] as const;
    const onlines = [true, false, null] as const;
    for (let n = 1; n <= 40; n++) {
      const devices = Array.from({ length: n }, (_, i) =>
        device({
          online: onlines[(i * 7 + n) % 3]!,
          level: levels[(i * 5 + n) % 4]!,
          filterOverdue: (i + n) % 5 === 0,
          filterDueSoon: (i * 3 + n) % 4 === 0,
          timersFailing: (i + 2 * n) % 6 === 0,
        }),
      );
      for (const quotaUsedFraction of [null, 0.1, 0.7, 0.95]) {
        const health = fleetHealthScore(devices, { quotaUsedFraction });
        expect(Number.isInteger(health.score)).toBe(true);
        expect(health.score).toBeGreaterThanOrEqual(0);
        expect(lostPoints(health)).toBe(100 - health.score);
        expect(health.reasons.every((r) => Number.isInteger(r.points) && r.points >= 0)).toBe(true);
      }
    }
  });

  it.each<[string, Partial<DeviceHealthInput>, Partial<DeviceHealthInput>]>([
    ['success -> unknown', {}, { level: null }],
    ['unknown -> warning', { level: null }, { level: 'warning' }],
    ['warning -> danger', { level: 'warning' }, { level: 'danger' }],
    ['danger -> offline', { level: 'danger' }, { online: false }],
    ['due soon -> overdue', { filterDueSoon: true }, { filterOverdue: true }],
    ['timers fine -> failing', {}, { timersFailing: true }],
  ])('never scores a worse fleet higher: %s', (_, better, worse) => {
    for (let n = 1; n <= 12; n++) {
      const others = fleet(n - 1, { level: 'warning', filterDueSoon: n % 2 === 0 });
      const a = fleetHealthScore([...others, device(better)], { quotaUsedFraction: 0.8 });
      const b = fleetHealthScore([...others, device(worse)], { quotaUsedFraction: 0.8 });
      expect(b.score).toBeLessThanOrEqual(a.score);
    }
  });

  it('never scores a higher quota use higher', () => {
    const devices = [device({ level: 'warning' }), device()];
    const scores = [null, 0.5, 0.7, 0.9, 1.5].map(
      (q) => fleetHealthScore(devices, { quotaUsedFraction: q }).score,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores).toEqual([92, 92, 87, 72, 72]);
  });
});
