import { describe, expect, it } from 'vitest';
import {
  deviceEnergy,
  fanSpeedOf,
  fleetEnergy,
  levelShare,
  runningSpeed,
  type EnergyOptions,
  type StatusSample,
} from './energy';
import type { DataPoint } from './iot-schemas';

const H = 3_600_000;
const T0 = Date.parse('2026-01-01T00:00:00Z');

/** A status: on/off, the fan speed ('1'..'4'), and readings that make it success unless replaced. */
const status = (on: boolean, speed: string, replace: DataPoint[] = []): DataPoint[] =>
  [
    { code: 'switch', value: on },
    { code: 'speed', value: speed },
    { code: 'filter', value: 80 },
    { code: 'pm25', value: 12 },
  ].map((point) => replace.find((r) => r.code === point.code) ?? point);
const sample = (
  hour: number,
  on: boolean,
  speed = '2',
  online = true,
  extra?: DataPoint[],
): StatusSample => ({
  time: T0 + hour * H,
  online,
  status: status(on, speed, extra),
});
const options = (over: Partial<EnergyOptions> = {}): EnergyOptions => ({
  start: T0,
  end: T0 + 10 * H,
  maxHoldMs: H,
  watts: [10, 20, 40, 80],
  costPerKwh: 0.5,
  ...over,
});

describe('fan speed of a status', () => {
  it.each<[DataPoint[], number | null]>([
    [[{ code: 'speed', value: '3' }], 3],
    [[{ code: 'speed', value: 4 }], 4],
    [[{ code: 'speed', value: '9' }], null],
    [[{ code: 'fan_speed_enum', value: 'sleep' }], 1],
    [[{ code: 'fan_speed_enum', value: 'low' }], 2],
    [[{ code: 'fan_speed_enum', value: 'mid' }], 3],
    [[{ code: 'fan_speed_enum', value: 'middle' }], 3],
    [[{ code: 'fan_speed_enum', value: 'high' }], 4],
    [[{ code: 'fan_speed_enum', value: 'HIGH' }], 4],
    [[{ code: 'fan_speed_enum', value: 'turbo' }], null],
    [
      [
        { code: 'speed', value: '2' },
        { code: 'fan_speed_enum', value: 'high' },
      ],
      2,
    ],
    [[{ code: 'switch', value: true }], null],
  ])('%j -> %s', (points, speed) => expect(fanSpeedOf(points)).toBe(speed));

  it.each<[boolean, boolean, number | null]>([
    [true, true, 2],
    [true, false, null],
    [false, true, null],
  ])('online %s, switched on %s -> running at %s', (online, on, speed) =>
    expect(runningSpeed({ online, status: status(on, '2') })).toBe(speed),
  );
});

describe('energy of a device over a period', () => {
  it.each<[string, StatusSample[], Partial<EnergyOptions>, number[]]>([
    [
      'hourly samples at speed 2 for 10 h',
      [...Array(10).keys()].map((h) => sample(h, true)),
      {},
      [0, 10, 0, 0],
    ],
    [
      'a sample holds at most the sampling interval',
      [sample(0, true, '3'), sample(5, true, '3')],
      {},
      [0, 0, 2, 0],
    ],
    [
      'a sample holds until the next one',
      [sample(0, true, '1'), sample(0.25, true, '4')],
      {},
      [0.25, 0, 0, 1],
    ],
    [
      'switched off and offline do not run',
      [sample(0, false), sample(1, true, '2', false), sample(2, true)],
      {},
      [0, 1, 0, 0],
    ],
    ['samples before the period hold into it', [sample(-0.5, true, '4')], {}, [0, 0, 0, 0.5]],
    ['the last sample stops at the end', [sample(9.75, true, '4')], {}, [0, 0, 0, 0.25]],
    ['samples after the end count nothing', [sample(10, true, '4')], {}, [0, 0, 0, 0]],
    ['order does not matter', [sample(1, true, '1'), sample(0, true, '2')], {}, [1, 1, 0, 0]],
    [
      'a longer interval holds longer',
      [sample(0, true, '3'), sample(5, true, '3')],
      { maxHoldMs: 2 * H },
      [0, 0, 4, 0],
    ],
  ])('%s', (_, samples, over, hours) => {
    const result = deviceEnergy(samples, options(over));
    expect(result.hoursBySpeed.map((h) => +h.toFixed(6))).toEqual(hours);
    expect(result.runningHours).toBeCloseTo(
      hours.reduce((a, b) => a + b, 0),
      9,
    );
  });

  it('turns hours into kWh with the watts of each speed, and kWh into cost', () => {
    // 2 h at speed 1 (10 W), 3 h at speed 4 (80 W): 0.02 + 0.24 = 0.26 kWh; at 0.5 €/kWh 0.13 €.
    const samples = [
      sample(0, true, '1'),
      sample(1, true, '1'),
      sample(2, true, '4'),
      sample(3, true, '4'),
      sample(4, true, '4'),
    ];
    const result = deviceEnergy(samples, options());
    expect(result.energyKwh).toBeCloseTo(0.26, 9);
    expect(result.cost).toBeCloseTo(0.13, 9);
    expect(deviceEnergy(samples, options({ costPerKwh: undefined })).cost).toBeNull();
    expect(deviceEnergy(samples, options({ watts: [null, 20, 40, null] })).energyKwh).toBe(0);
  });

  it('splits the period by badge, offline as danger, the rest without data', () => {
    const samples = [
      sample(0, true), // success
      sample(1, true, '2', true, [{ code: 'filter', value: 5 }]), // danger
      sample(2, true, '2', true, [{ code: 'pm25', value: 60 }]), // warning
      sample(3, true, '2', false), // offline: danger
      sample(4, false), // switched off but online: the readings decide (success)
    ];
    const result = deviceEnergy(samples, options());
    expect(result.coveredHours).toBeCloseTo(5, 9);
    const share = levelShare(result);
    expect(share.danger + share.warning + share.success + share.noData).toBeCloseTo(1, 9);
    expect(share.noData).toBeCloseTo(0.5, 9);
    expect(share.danger).toBeCloseTo(0.2, 9);
    expect(share.warning).toBeCloseTo(0.1, 9);
    expect(share.success).toBeCloseTo(0.2, 9);
  });

  it('adds devices up into a fleet, cost only from devices that have one', () => {
    const a = deviceEnergy([sample(0, true, '4')], options());
    const b = deviceEnergy([sample(0, true, '1'), sample(1, true, '1')], options({ costPerKwh: null }));
    const fleet = fleetEnergy([a, b]);
    expect(fleet.hoursBySpeed).toEqual([2, 0, 0, 1]);
    expect(fleet.runningHours).toBe(3);
    expect(fleet.energyKwh).toBeCloseTo(0.1, 9);
    expect(fleet.cost).toBeCloseTo(0.04, 9);
    expect(fleet.periodHours).toBe(20);
    expect(levelShare(fleet)).toEqual({ danger: 0, warning: 0, success: 3 / 20, noData: 17 / 20 });
    expect(fleetEnergy([b]).cost).toBeNull();
    expect(levelShare(fleetEnergy([]))).toEqual({ danger: 0, warning: 0, success: 0, noData: 1 });
  });
});
