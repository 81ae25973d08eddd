import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { FaultInjector, ManualClock, PurifierFleet, SimulatorIotProvider } from '../../adapters/iot';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { deviceStatusLogs, iotLogs, userAccounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { accountIdsOf } from '../../../test/lookups';
import { IotGateway } from './iot-gateway';
import { IotLogRepository } from './iot-log.repository';
import { StatusPoller } from './status-poller';

const OWNERS = [...new Set(DEMO_DEVICES.map((d) => d.ownerLogin))];
const devicesOf = (login: string) => DEMO_DEVICES.filter((d) => d.ownerLogin === login).map((d) => d.uid);

/** The poller's tick: draining the due accounts chunk by chunk, many accounts' rows written together. */
describe('StatusPoller', () => {
  let t: TestApp;
  let gateway: IotGateway;
  const accountOf = new Map<string, number>();
  const loginOf = new Map<number, string>();

  beforeAll(async () => {
    const clock = new ManualClock('2026-03-02T08:00:00Z');
    const fleet = new PurifierFleet({ seed: 12, clock, demoTimers: false });
    const provider = new SimulatorIotProvider(fleet, new FaultInjector(12));
    t = await buildTestApp({ deps: { iot: provider } });
    gateway = new IotGateway(provider, new IotLogRepository(t.database.db), t.app.log);
    for (const [login, id] of await accountIdsOf(t.database.db, OWNERS)) {
      accountOf.set(login, id);
      loginOf.set(id, login);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** The status rows stored at `now`, with the account and request of the IoT log row each points at. */
  const storedAt = (now: Date) =>
    t.database.db
      .select({ uid: deviceStatusLogs.deviceUid, account: iotLogs.userAccountId, request: iotLogs.request })
      .from(deviceStatusLogs)
      .innerJoin(iotLogs, eq(iotLogs.id, deviceStatusLogs.iotLogId))
      .where(eq(deviceStatusLogs.logTime, now));
  const pollCalls = (account: number, state: 'SUCCESS' | 'DEPLETED_REQUESTS', since: Date) =>
    t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(iotLogs)
      .where(
        and(
          eq(iotLogs.userAccountId, account),
          eq(iotLogs.state, state),
          sql`${iotLogs.request} like '%"poll":true%'`,
          sql`${iotLogs.logTime} >= ${since}`,
        ),
      );

  it('drains every due account in one tick, chunk after chunk, each row linked to its own call', async () => {
    const now = new Date('2026-03-05T08:00:00Z');
    const poller = new StatusPoller(t.database.db, gateway, t.app.log, 3, { chunk: 2, batch: 4 });
    const tick = await poller.runOnce(now);
    // Chunks of 2 accounts: one tick still claims every demo owner (and any other due account).
    expect(tick.accounts).toBeGreaterThanOrEqual(OWNERS.length);
    const stored = await storedAt(now);
    expect(tick.rows).toBe(stored.length);
    for (const login of OWNERS) {
      const mine = stored.filter((r) => r.account === accountOf.get(login));
      expect(mine.map((r) => r.uid).sort(), login).toEqual(devicesOf(login).sort());
      // Each row's IoT log row is the call for its own account that asked for its uid.
      for (const row of mine) expect(JSON.parse(row.request!).uids).toContain(row.uid);
      // One logged call per batch of 4 of the account's devices.
      const calls = new Set(mine.map((r) => r.request));
      expect(calls.size, login).toBe(Math.ceil(devicesOf(login).length / 4));
    }
    expect((await poller.runOnce(now)).accounts).toBe(0); // nothing left due: nobody polls twice
  });

  it("counts each account's calls against its quota; a refused account does not stop the others", async () => {
    const now = new Date('2026-03-06T08:00:00Z');
    const since = new Date();
    const logs = new IotLogRepository(t.database.db);
    const customer = accountOf.get('customer')!;
    const gdo = accountOf.get('gdo')!;
    // The customer may make 2 more calls this month (its 10 devices need 4), gdo none.
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: (await logs.usedThisMonth(customer)) + 2 })
      .where(eq(userAccounts.id, customer));
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: await logs.usedThisMonth(gdo) })
      .where(eq(userAccounts.id, gdo));
    // All 4 calls of the customer in flight at once: the quota is counted in the poller, not read per call.
    const poller = new StatusPoller(t.database.db, gateway, t.app.log, 20, { batch: 3 });
    await poller.runOnce(now);
    const stored = await storedAt(now);
    const byLogin = (login: string) => stored.filter((r) => r.account === accountOf.get(login)).length;
    expect(byLogin('customer')).toBe(6);
    expect((await pollCalls(customer, 'SUCCESS', since))[0]!.n).toBe(2);
    expect((await pollCalls(customer, 'DEPLETED_REQUESTS', since))[0]!.n).toBe(2);
    expect(byLogin('gdo')).toBe(0);
    expect((await pollCalls(gdo, 'DEPLETED_REQUESTS', since))[0]!.n).toBe(
      Math.ceil(devicesOf('gdo').length / 3),
    );
    for (const login of OWNERS.filter((l) => l !== 'customer' && l !== 'gdo'))
      expect(byLogin(login), login).toBe(devicesOf(login).length);
    expect(loginOf.size).toBe(OWNERS.length);
  });
});
