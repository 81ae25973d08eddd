import { describe, expect, it } from 'vitest';
import {
  cleanAirDelivered,
  effectSampleOf,
  purifierEffect,
  type EffectSample,
} from './purifier-effectiveness';

const MIN = 60_000;
/** A sample at minute `minute`: running at `speed` (null = switched off) with PM2.5 `pm25`. */
const at = (minute: number, speed: number | null, pm25: number | null): EffectSample => ({
  time: minute * MIN,
  online: true,
  speed,
  pm25,
});
/** An offline sample at minute `minute` (nothing read). */
const offline = (minute: number): EffectSample => ({
  time: minute * MIN,
  online: false,
  speed: null,
  pm25: null,
});

describe('purifierEffect', () => {
  it('measures the drop and the minutes to halve after a switch-on and a raised fan speed', () => {
    const effect = purifierEffect([
      at(0, null, 40),
      at(10, 2, 40), // switched on at 40: falls to 30, 18 (≤ 20 at minute 30 → 20 min), lowest 12
      at(20, 2, 30),
      at(30, 2, 18),
      at(40, 2, 12),
      at(50, 4, 12), // raised to 4 at 12: falls to 9 → drop 3, never ≤ 6
      at(60, 4, 9),
    ]);
    expect(effect.events).toEqual([
      { at: 10 * MIN, speed: 2, startPm25: 40, lowestPm25: 12, drop: 28, minutesToHalve: 20 },
      { at: 50 * MIN, speed: 4, startPm25: 12, lowestPm25: 9, drop: 3, minutesToHalve: null },
    ]);
    expect(effect.medianDrop).toBe((28 + 3) / 2);
    expect(effect.medianMinutesToHalve).toBe(20);
    expect(effect.halvedEvents).toBe(1);
    expect(effect.noMeasurableEffect).toBe(false);
  });

  it('stops following an event when the purifier is switched off, slowed, or the window ends', () => {
    const effect = purifierEffect(
      [at(-10, null, 30), at(0, 3, 30), at(10, 3, 28), at(20, 2, 5), at(100, 3, 30), at(200, 3, 1)],
      { windowMs: 60 * MIN },
    );
    // Event 1: only minute 10 counts (slowed at 20). Event 2 at minute 100 is a raise from 2 to 3,
    // but its only later reading is 100 minutes on, past the window: not measurable.
    expect(effect.events.map((e) => [e.at / MIN, e.drop])).toEqual([[0, 2]]);
  });

  it('counts no switch-on after a Wi-Fi outage at the same speed, nor the first sample, and follows a response across an outage', () => {
    const effect = purifierEffect([
      at(0, 2, 40), // the first sample: what came before is unknown
      at(10, 2, 38),
      offline(20),
      at(30, 2, 37), // back online at the same speed: no switch-on
      at(40, 3, 36), // raised: an event, followed across the outage at minute 50
      offline(50),
      at(60, 3, 18),
    ]);
    expect(effect.events).toEqual([
      { at: 40 * MIN, speed: 3, startPm25: 36, lowestPm25: 18, drop: 18, minutesToHalve: 20 },
    ]);
    // Switched off before the outage and running after it: a switch-on.
    const after = purifierEffect([at(0, null, 30), offline(10), at(20, 2, 30), at(30, 2, 10)]);
    expect(after.events.map((e) => e.at / MIN)).toEqual([20]);
  });

  it('flags a purifier whose readings never fall while it runs, only with enough events', () => {
    const cycle = (start: number) => [
      at(start, null, 30),
      at(start + 10, 3, 30),
      at(start + 20, 3, 31),
      at(start + 30, 3, 29),
    ];
    // Each event: start 30, lowest 29 → drop 1 < 10 % of 30.
    expect(purifierEffect([...cycle(0), ...cycle(100)]).noMeasurableEffect).toBe(false);
    const flat = purifierEffect([...cycle(0), ...cycle(100), ...cycle(200)]);
    expect(flat.events).toHaveLength(3);
    expect(flat.noMeasurableEffect).toBe(true);
  });

  it('ignores events in clean air and events with no reading after them; gaps are not zeros', () => {
    const effect = purifierEffect([
      at(0, null, 3),
      at(10, 2, 3),
      at(20, 2, 1),
      at(30, null, 50),
      at(40, 2, 50),
      at(50, 2, null),
    ]);
    expect(effect.events).toEqual([]);
    expect(effect.medianDrop).toBeNull();
    expect(effect.noMeasurableEffect).toBe(false);
  });
});

describe('cleanAirDelivered', () => {
  it('is hours at each fan speed times the CADR at that speed, unknown CADR counting 0', () => {
    // 2 h × 100 + 0.5 h × 250 + 1 h × unknown = 325 m³
    expect(cleanAirDelivered([2, 0, 0.5, 1], [100, 150, 250, null])).toBe(325);
  });
});

describe('effectSampleOf', () => {
  const status = (online: boolean, points: Array<{ code: string; value: string | number | boolean }>) => ({
    time: 5 * MIN,
    online,
    status: points,
  });
  it('reads the running fan speed and the PM2.5 of a stored status', () => {
    expect(
      effectSampleOf(
        status(true, [
          { code: 'switch', value: true },
          { code: 'speed', value: '3' },
          { code: 'pm25', value: 42 },
        ]),
      ),
    ).toEqual({ time: 5 * MIN, online: true, speed: 3, pm25: 42 });
  });
  it('reads no speed when switched off and nothing from an offline device', () => {
    expect(
      effectSampleOf(
        status(true, [
          { code: 'switch', value: false },
          { code: 'speed', value: '3' },
          { code: 'pm25', value: '17' },
        ]),
      ),
    ).toEqual({ time: 5 * MIN, online: true, speed: null, pm25: 17 });
    expect(effectSampleOf(status(false, [{ code: 'pm25', value: 42 }]))).toEqual({
      time: 5 * MIN,
      online: false,
      speed: null,
      pm25: null,
    });
  });
});
