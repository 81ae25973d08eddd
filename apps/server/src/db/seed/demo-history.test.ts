import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airStandardsFigures, EFFECT_MINIMUM_EVENTS, purifierEffect, REPORT_TIME_ZONE } from '@app/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DAY_MS } from '../../adapters/iot/simulator/clock';
import { seedDemoHistory } from './demo-history';
import { effectSamples, siteDeviceUids, siteOpeningHours, siteReadings } from './demo-history-test-kit';
import { DEMO_BADLY_PLACED_UIDS, DEMO_DEVICES, DEMO_STORY } from './demo-fleet';
import { seedDemoSiteSettings } from './demo-site-settings';

describe('demo history progress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says how many days of how many are written while it writes, then the total', async () => {
    const lines: string[] = [];
    const uids = DEMO_DEVICES.slice(0, 2).map((d) => d.uid);
    // No pause between lines: one per day boundary, so the test does not depend on the clock.
    const written = await seedDemoHistory(t.database.db, (line) => lines.push(line), {
      now: Date.parse('2026-03-05T00:00:00Z'),
      days: 4,
      uids,
      progressEveryMs: 0,
    });
    expect(written).toBe(uids.length * 4 * 24);
    expect(lines).toEqual([
      'demo history: 1 of 4 days written',
      'demo history: 2 of 4 days written',
      'demo history: 3 of 4 days written',
      expect.stringMatching(/^demo history: \+192 status rows \(2 devices, 4 days\) in \d+ ms$/),
    ]);
  });
});

describe('the demo history tells the air-quality story', () => {
  // A fixed end: the story is checked on the same history every run, as the dev start would write it.
  const now = Date.parse('2026-03-05T00:00:00Z');
  const lastDays = (days: number) => ({ from: now - days * DAY_MS, to: now });
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    await seedDemoSiteSettings(db, () => undefined);
    // The two shops' devices only (the badly placed purifier is one of them): seconds, not minutes.
    const uids = await siteDeviceUids(db, [DEMO_STORY.passesWellA01, DEMO_STORY.failsWellA01]);
    await seedDemoHistory(db, () => undefined, { now, uids });
  });
  afterAll(() => t.close());

  const wellA01 = async (site: string) => {
    const period = lastDays(30);
    const openingHours = await siteOpeningHours(t.database.db, site);
    expect(openingHours, `${site} has opening hours`).not.toBeNull();
    const readings = await siteReadings(t.database.db, site, period.from, period.to);
    return airStandardsFigures(readings, period, { timeZone: REPORT_TIME_ZONE, openingHours }).well.a01;
  };

  it('has a shop that passes WELL v2 A01 over its opening hours of the last 30 days and one that fails it', async () => {
    expect(await wellA01(DEMO_STORY.passesWellA01)).toMatchObject({ status: 'ok', passes: true });
    expect(await wellA01(DEMO_STORY.failsWellA01)).toMatchObject({ status: 'ok', passes: false });
  });

  it('shows no measurable effect over the last 14 days for the badly placed purifier only', async () => {
    const { from, to } = lastDays(14);
    const effects = [...(await effectSamples(t.database.db, from, to))].map(
      ([uid, samples]) => [uid, purifierEffect(samples)] as const,
    );
    const noEffect = effects.filter(([, effect]) => effect.noMeasurableEffect).map(([uid]) => uid);
    expect(noEffect).toEqual([...DEMO_BADLY_PLACED_UIDS]);
    // The others are judged too: one at least has the events a verdict needs, and it says it cleans.
    const judged = effects.filter(
      ([uid, effect]) => !DEMO_BADLY_PLACED_UIDS.has(uid) && effect.events.length >= EFFECT_MINIMUM_EVENTS,
    );
    expect(judged.length).toBeGreaterThan(0);
  });
});
