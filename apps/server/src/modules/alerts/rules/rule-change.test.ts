import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRuleDto } from '@app/contracts';
import { rowsOf } from '../../../lib/sql-rows';
import { signIn } from '../../../../test/build-test-app';
import { accountIdOf } from '../../../../test/lookups';
import { alertsFixture, type AlertsFixture } from '../test/alerts-fixture-sql';

const HOUR = 3_600_000;

/**
 * A rule's change takes effect at once (docs/decisions/040): the engine keeps the rules in memory
 * and reads them again when a write to alert_rule moved their generation; a rule switched off or
 * overridden clears its alarms without waiting for the device's next status.
 */
describe('alert rule changes', () => {
  let f: AlertsFixture;
  let dealer: string;
  let customerAccount: number;
  let device: { id: number; addressId: number };
  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    f.t.app.inject({ method, url, payload: payload as object, headers: { authorization: dealer } });
  const activeAlarms = async (ruleId: number) =>
    (await f.alarmsOf(ruleId)).filter((a) => a.state === 'active').length;

  beforeAll(async () => {
    f = await alertsFixture();
    dealer = await signIn(f.t.app, 'dealer', 'Demo-dealer1');
    customerAccount = await accountIdOf(f.t.database.db, 'customer');
    const [row] = rowsOf<{ id: number; address_id: number }>(
      await f.t.database.db.execute(sql`select id, address_id from device
        where owner_id = ${customerAccount} and address_id is not null order by id limit 1`),
    );
    device = { id: Number(row!.id), addressId: Number(row!.address_id) };
  });
  afterAll(() => f.t.close());

  it('reads a rule written by any statement, even after its rules were in memory', async () => {
    const at = Date.now() + HOUR;
    await f.status(device.id, at, true, { pm25: 70 }); // the rules (none of this key) are in memory now
    const rule = await f.rule(customerAccount, null, {
      kind: 'parameter',
      parameter: 'humidity',
      band: 'warning',
      forMinutes: 0,
      clearMinutes: 0,
      rearmMargin: 0,
      openingHoursOnly: false,
    });
    await f.status(device.id, at + 60_000, true, { pm25: 70, humidity: 90 });
    expect(await activeAlarms(rule)).toBe(1);
    await f.t.database.db.execute(sql`delete from alert_rule where id = ${rule}`);
  });

  it('clears at the next sweep the alarms of a rule gone without the API (a cascade, a script)', async () => {
    const rule = await f.rule(customerAccount, null, {
      kind: 'parameter',
      parameter: 'temp',
      band: 'warning',
      forMinutes: 0,
      clearMinutes: 0,
      rearmMargin: 0,
      openingHoursOnly: false,
    });
    const at = Date.now() + 4 * HOUR;
    await f.status(device.id, at, true, { temp: 45 });
    const [alarm] = await f.alarmsOf(rule);
    expect(alarm).toMatchObject({ state: 'active' });
    await f.t.database.db.execute(sql`delete from alert_rule where id = ${rule}`);
    await f.engine.sweep(at + 60_000, { enabled: false, watchingSince: 0 });
    const [row] = rowsOf<{ state: string; events: string[] | string }>(
      await f.t.database.db.execute(sql`select state,
          (select json_agg(type order by id) from alarm_event where alarm_id = ${alarm!.id}) as events
        from alarm where id = ${alarm!.id}`),
    );
    expect(row!.state).toBe('cleared');
    expect(typeof row!.events === 'string' ? JSON.parse(row!.events) : row!.events).toEqual([
      'opened',
      'cleared',
    ]);
  });

  it('clears the alarms of a rule switched off, and of one a site rule switches off, at once', async () => {
    const rule = {
      name: 'PM2.5 high',
      accountId: customerAccount,
      severity: 'critical',
      condition: { kind: 'parameter', parameter: 'pm25', band: 'warning', forMinutes: 0, clearMinutes: 0 },
    };
    const created = await call('POST', '/api/alert-rules', rule);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<AlertRuleDto>().id;
    await f.status(device.id, Date.now() + 5 * HOUR, true, { pm25: 80 });
    expect(await activeAlarms(id)).toBe(1);

    const off = await call('PUT', `/api/alert-rules/${id}`, { ...rule, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await f.alarmsOf(id)).toMatchObject([{ state: 'cleared', events: ['opened', 'cleared'] }]);

    expect((await call('PUT', `/api/alert-rules/${id}`, { ...rule, enabled: true })).statusCode).toBe(200);
    await f.status(device.id, Date.now() + 6 * HOUR, true, { pm25: 81 });
    expect(await activeAlarms(id)).toBe(1);

    // The site's rule of the same key, switched off, overrides the account's there.
    const site = await call('POST', '/api/alert-rules', {
      ...rule,
      accountId: null,
      addressId: device.addressId,
      enabled: false,
    });
    expect(site.statusCode, site.body).toBe(201);
    expect(await activeAlarms(id)).toBe(0);
  });
});
