import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultInjector, ManualClock, PurifierFleet, SimulatorIotProvider } from '../../adapters/iot';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { thresholdOverrides } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf } from '../../../test/lookups';

const firstOf = (login: string) => DEMO_DEVICES.find((d) => d.ownerLogin === login)!.uid;

/** POST /api/devicesIot carries the thresholds in force where an override applies (decision 040). */
describe('devicesIot statuses with threshold overrides', () => {
  let t: TestApp;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    const clock = new ManualClock('2026-03-02T08:00:00Z');
    const fleet = new PurifierFleet({ seed: 11, clock, demoTimers: false });
    t = await buildTestApp({ deps: { iot: new SimulatorIotProvider(fleet, new FaultInjector(11)) } });
    token.admin = await signIn(t.app, 'admin', 'admin');
    await t.database.db.insert(thresholdOverrides).values({
      accountId: await accountIdOf(t.database.db, 'customer'),
      overrides: { pm25: { warning: { high: 15 } } },
      updatedAt: new Date(),
    });
  });
  afterAll(() => t.close());

  it("sends the account's PM2.5 override with its device's status and nothing with another's", async () => {
    const [mine, other] = [firstOf('customer'), firstOf('gdo')];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/devicesIot',
      payload: [mine, other],
      headers: { authorization: token.admin! },
    });
    expect(res.statusCode, res.body).toBe(200);
    const devices = res.json().result.devices as { id: string; thresholds?: { pm25: unknown } }[];
    const byId = new Map(devices.map((d) => [d.id, d]));
    expect(byId.get(mine)?.thresholds?.pm25).toEqual({ danger: null, warning: { high: 15 } });
    expect(byId.get(other)).toBeDefined();
    expect(byId.get(other)).not.toHaveProperty('thresholds');
  });
});
