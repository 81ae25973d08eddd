import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './clock';
import { testFleet } from './simulator-test-kit';

const twin = (seed = 7) => testFleet({ seed, devices: [{ uid: 'room', modelCode: '556' }] });
const num = (v: unknown) => v as number;

describe('a purifier over simulated days', () => {
  it('wears its filter with running hours, faster at higher speed, not at all when off', () => {
    const high = twin();
    const low = twin();
    const off = twin();
    high.fleet.sendCommands('room', [
      { code: 'switch', value: true },
      { code: 'speed', value: '4' },
    ]);
    low.fleet.sendCommands('room', [
      { code: 'switch', value: true },
      { code: 'speed', value: '1' },
    ]);
    off.fleet.sendCommands('room', [{ code: 'switch', value: false }]);
    const start = num(high.value('room', 'filter_hours'));
    for (const f of [high, low, off]) f.clock.advance(10 * DAY_MS);

    const wornHigh = start - num(high.value('room', 'filter_hours'));
    const wornLow = start - num(low.value('room', 'filter_hours'));
    expect(wornHigh).toBeGreaterThan(wornLow * 2);
    expect(wornLow).toBeGreaterThan(100);
    expect(off.value('room', 'filter_hours')).toBe(start);
  });

  it('runs a filter down to 0 and shows it in filter, filter_days and filter_hours', () => {
    const { fleet, clock, value } = twin();
    fleet.sendCommands('room', [
      { code: 'switch', value: true },
      { code: 'speed', value: '4' },
    ]);
    clock.advance(200 * DAY_MS);
    expect([value('room', 'filter'), value('room', 'filter_days'), value('room', 'filter_hours')]).toEqual([
      0, 0, 0,
    ]);
  });

  it('lowers PM2.5 while running, faster at higher speed, and lets it drift back up when off', () => {
    const high = twin();
    const low = twin();
    for (const f of [high, low]) {
      f.fleet.sendCommands('room', [{ code: 'switch', value: false }]);
      f.clock.advance(DAY_MS);
    }
    const dirty = num(high.value('room', 'pm25'));
    expect(dirty).toBeGreaterThan(10);
    high.fleet.sendCommands('room', [
      { code: 'switch', value: true },
      { code: 'speed', value: '4' },
    ]);
    low.fleet.sendCommands('room', [
      { code: 'switch', value: true },
      { code: 'speed', value: '1' },
    ]);
    high.clock.advance(30 * MINUTE_MS);
    low.clock.advance(30 * MINUTE_MS);
    const afterHigh = num(high.value('room', 'pm25'));
    const afterLow = num(low.value('room', 'pm25'));
    expect(afterHigh).toBeLessThan(afterLow);
    expect(afterLow).toBeLessThan(dirty);

    high.fleet.sendCommands('room', [{ code: 'switch', value: false }]);
    high.clock.advance(12 * HOUR_MS);
    expect(num(high.value('room', 'pm25'))).toBeGreaterThan(afterHigh * 2);
  });

  it('derives air_quality from PM2.5', () => {
    const { fleet, clock } = testFleet({ devices: [] });
    const uids = fleet.generate(200);
    clock.advance(6 * HOUR_MS);
    const seen = new Set<string>();
    for (const device of fleet.statuses(uids)) {
      const pm25 = num(device.status.find((p) => p.code === 'pm25')!.value);
      const quality = device.status.find((p) => p.code === 'air_quality')!.value as string;
      expect(quality).toBe(pm25 <= 25 ? 'good' : pm25 <= 50 ? 'medium' : 'severe');
      seen.add(quality);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });

  it('has a daily temperature and humidity cycle: warmer and drier in the afternoon', () => {
    const { clock, value } = testFleet({ devices: [{ uid: 'room', modelCode: '555' }] });
    const byHour = new Map<number, { temp: number; humidity: number }[]>();
    for (let h = 0; h < 4 * 24; h++) {
      const romeHour = (h + 1) % 24; // MONDAY is midnight UTC = 01:00 in Rome in January
      byHour.set(romeHour, [
        ...(byHour.get(romeHour) ?? []),
        { temp: num(value('room', 'temp')), humidity: num(value('room', 'humidity')) },
      ]);
      clock.advance(HOUR_MS);
    }
    const mean = (hour: number, key: 'temp' | 'humidity') =>
      byHour.get(hour)!.reduce((s, x) => s + x[key], 0) / byHour.get(hour)!.length;
    expect(mean(15, 'temp') - mean(3, 'temp')).toBeGreaterThan(3);
    expect(mean(15, 'humidity')).toBeLessThan(mean(3, 'humidity') - 8);
    const temps = [...byHour.values()].flat().map((x) => x.temp);
    expect(Math.min(...temps)).toBeGreaterThanOrEqual(14);
    expect(Math.max(...temps)).toBeLessThanOrEqual(29);
  });

  it('switches off when the countdown reaches zero', () => {
    const { fleet, clock, value } = testFleet();
    fleet.sendCommands('plus555', [
      { code: 'switch', value: true },
      { code: 'countdown_set', value: '2h' },
    ]);
    expect(value('plus555', 'countdown_left')).toBe(120);
    clock.advance(61 * MINUTE_MS);
    expect(value('plus555', 'countdown_left')).toBe(59);
    expect(value('plus555', 'switch')).toBe(true);
    clock.advance(60 * MINUTE_MS);
    expect([
      value('plus555', 'switch'),
      value('plus555', 'countdown_set'),
      value('plus555', 'countdown_left'),
    ]).toEqual([false, 'cancel', 0]);
  });

  it('supports the legacy countdown on the 554, and switching off cancels a countdown', () => {
    const { fleet, clock, value } = testFleet();
    fleet.sendCommands('compact554', [
      { code: 'switch', value: true },
      { code: 'countdown', value: '3' },
    ]);
    expect(value('compact554', 'countdown_left')).toBe(180);
    fleet.sendCommands('compact554', [{ code: 'switch', value: false }]);
    fleet.sendCommands('compact554', [{ code: 'switch', value: true }]);
    clock.advance(4 * HOUR_MS);
    expect(value('compact554', 'switch')).toBe(true);
    expect(value('compact554', 'countdown')).toBe('cancel');
  });
});

describe('a fleet over simulated days', () => {
  it('has some devices drop offline and come back, most never', () => {
    const { fleet, clock } = testFleet({ devices: [], naturalConnectivity: true });
    const uids = fleet.generate(400);
    const history = new Map<string, boolean[]>(uids.map((uid) => [uid, []]));
    for (let step = 0; step < 7 * 24 * 4; step++) {
      for (const d of fleet.statuses(uids)) history.get(d.id)!.push(d.online);
      clock.advance(15 * MINUTE_MS);
    }
    const samples = [...history.values()];
    const cameBack = samples.filter((s) => s.some((online, i) => !online && s[i + 1] === true)).length;
    const neverOff = samples.filter((s) => s.every(Boolean)).length;
    const offlineShare = samples.flat().filter((o) => !o).length / samples.flat().length;
    expect(cameBack).toBeGreaterThan(20);
    expect(neverOff / uids.length).toBeGreaterThan(0.75);
    expect(offlineShare).toBeGreaterThan(0.005);
    expect(offlineShare).toBeLessThan(0.1);
  });

  it('is deterministic from its seed, however often it is looked at', () => {
    const watched = testFleet({ devices: [], naturalConnectivity: true });
    const ignored = testFleet({ devices: [], naturalConnectivity: true });
    const other = testFleet({ seed: 8, devices: [], naturalConnectivity: true });
    const uids = watched.fleet.generate(50);
    ignored.fleet.generate(50);
    for (let h = 0; h < 72; h++) {
      watched.fleet.statuses(uids);
      watched.clock.advance(HOUR_MS);
    }
    ignored.clock.advance(72 * HOUR_MS);
    expect(ignored.fleet.statuses(uids)).toEqual(watched.fleet.statuses(uids));
    other.fleet.generate(50);
    other.clock.advance(72 * HOUR_MS);
    expect(other.fleet.uids()).not.toEqual(uids);
  });
});
