import { describe, expect, it } from 'vitest';
import { DEMO_DEVICES } from '../../../db/seed/demo-fleet';
import { CloudError } from './cloud-error';
import { PurifierFleet } from './purifier-fleet';
import { PURIFIER_MODELS } from './purifier-models';
import { testFleet } from './simulator-test-kit';

const codeOf = (fn: () => unknown): number | undefined => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CloudError) return error.code;
    throw error;
  }
  return undefined;
};

describe('purifier models', () => {
  it('report every status code of their specification, in its order', () => {
    const { fleet } = testFleet();
    for (const uid of fleet.uids()) {
      const spec = fleet.specification(uid);
      expect(fleet.statuses([uid])[0]!.status.map((p) => p.code)).toEqual(spec.status.map((s) => s.code));
    }
  });

  it('differ in what they support', () => {
    const functions = (code: '554' | '555' | '556') =>
      PURIFIER_MODELS[code].specification.functions.map((f) => f.code);
    expect(functions('554')).not.toContain('uv');
    expect(functions('554')).not.toContain('anion');
    expect(functions('555')).toContain('anion');
    expect(functions('555')).not.toContain('uv');
    expect(functions('556')).toEqual(expect.arrayContaining(['uv', 'speed', 'anion', 'light', 'child_lock']));
    expect(PURIFIER_MODELS['556'].reports.has('filter_hours')).toBe(true);
    expect(PURIFIER_MODELS['554'].reports.has('temp')).toBe(false);
  });

  it('report values inside their declared ranges', () => {
    const { fleet, clock } = testFleet({ devices: [] });
    const uids = fleet.generate(60);
    for (let day = 0; day < 3; day++) {
      clock.advance(8 * 3600_000);
      for (const device of fleet.statuses(uids)) {
        const spec = fleet.specification(device.id);
        for (const point of device.status) {
          const entry = spec.status.find((s) => s.code === point.code)!;
          if (entry.type === 'Integer') {
            expect(point.value).toBeGreaterThanOrEqual(entry.min);
            expect(point.value).toBeLessThanOrEqual(entry.max);
          }
          if (entry.type === 'Enum') expect(entry.range).toContain(point.value);
          if (entry.type === 'Boolean') expect(typeof point.value).toBe('boolean');
        }
      }
    }
  });

  it('include every device of the demo seed with its model', () => {
    const fleet = new PurifierFleet();
    expect(fleet.size).toBe(DEMO_DEVICES.length);
    for (const demo of DEMO_DEVICES) expect(fleet.device(demo.uid).model.code).toBe(demo.modelCode);
  });
});

describe('commands', () => {
  it('change the state the device reports', () => {
    const { fleet, value } = testFleet();
    fleet.sendCommands('pro556', [
      { code: 'switch', value: true },
      { code: 'speed', value: '3' },
      { code: 'uv', value: true },
    ]);
    expect(value('pro556', 'switch')).toBe(true);
    expect(value('pro556', 'speed')).toBe('3');
    expect(value('pro556', 'fan_speed_enum')).toBe('mid');
    expect(value('pro556', 'uv')).toBe(true);
    fleet.sendCommands('pro556', [{ code: 'switch', value: false }]);
    expect(value('pro556', 'switch')).toBe(false);
  });

  it('leave the automatic modes when a speed is chosen by hand', () => {
    const { fleet, value } = testFleet();
    fleet.sendCommands('plus555', [{ code: 'mode', value: 'auto' }]);
    fleet.sendCommands('plus555', [{ code: 'fan_speed_enum', value: 'high' }]);
    expect(value('plus555', 'mode')).toBe('manual');
    expect(value('plus555', 'fan_speed_enum')).toBe('high');
  });

  it.each([
    ['a code the model lacks', 'compact554', { code: 'uv', value: true }],
    ['a code no purifier has', 'pro556', { code: 'switch_led', value: true }],
    ['a value outside the enum', 'plus555', { code: 'fan_speed_enum', value: 'turbo' }],
    ['a number where the enum has strings', 'pro556', { code: 'speed', value: 3 }],
    ['a string where a boolean is expected', 'pro556', { code: 'switch', value: 'true' }],
    ['a countdown of the other generation', 'compact554', { code: 'countdown_set', value: '1h' }],
  ])('refuse %s with 2008 and change nothing', (_, uid, command) => {
    const { fleet, value } = testFleet();
    fleet.sendCommands(uid, [{ code: 'switch', value: false }]);
    expect(codeOf(() => fleet.sendCommands(uid, [{ code: 'switch', value: true }, command]))).toBe(2008);
    expect(value(uid, 'switch')).toBe(false);
  });

  it('are refused with 2001 while the device is offline, whose last status stays frozen', () => {
    const { fleet, clock, value } = testFleet();
    fleet.sendCommands('plus555', [
      { code: 'switch', value: true },
      { code: 'fan_speed_enum', value: 'high' },
    ]);
    const before = fleet.statuses(['plus555'])[0]!.status;
    fleet.device('plus555').forceOnline(false, clock.now());
    clock.advance(3 * 3600_000);
    expect(codeOf(() => fleet.sendCommands('plus555', [{ code: 'switch', value: false }]))).toBe(2001);
    expect(fleet.statuses(['plus555'])[0]).toMatchObject({ online: false, status: before });
    fleet.device('plus555').forceOnline(true, clock.now());
    // Back online it reports the present again: three hours at high speed cleaned the air.
    expect(value('plus555', 'pm25')).toBeLessThan(before.find((p) => p.code === 'pm25')!.value as number);
  });

  it('answer 1106 for a device that is not in the project, and statuses leave it out', () => {
    const { fleet } = testFleet();
    expect(codeOf(() => fleet.sendCommands('nobody', [{ code: 'switch', value: true }]))).toBe(1106);
    expect(codeOf(() => fleet.timers('nobody'))).toBe(1106);
    expect(fleet.statuses(['nobody', 'plus555']).map((d) => d.id)).toEqual(['plus555']);
  });

  it('filter_reset restores a worn filter', () => {
    const { fleet, clock, value } = testFleet();
    fleet.sendCommands('pro556', [
      { code: 'switch', value: true },
      { code: 'speed', value: '4' },
    ]);
    clock.advance(20 * 24 * 3600_000);
    expect(value('pro556', 'filter')).toBeLessThan(95);
    fleet.sendCommands('pro556', [{ code: 'filter_reset', value: true }]);
    expect(value('pro556', 'filter')).toBe(100);
    expect(value('pro556', 'filter_hours')).toBe(4320);
    expect(value('pro556', 'filter_reset')).toBe(false);
  });
});
