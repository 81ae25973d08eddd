import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { seedDemoHistory } from './demo-history';
import { DEMO_DEVICES } from './demo-fleet';

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
