import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_HOURS } from '@app/contracts';
import { rowsOf } from '../../../lib/sql-rows';
import { accountIdOf } from '../../../../test/lookups';
import { alertsFixture, type AlertsFixture } from '../test/alerts-fixture-sql';

const MIN = 60_000;
const DAY = 86_400_000;

/**
 * The alert engine end to end on the real database: statuses stored through the ingest's writer,
 * rules evaluated at chosen instants, the sweep advancing what is due (docs/decisions/040).
 */
describe('alert engine (ingest evaluation and sweep)', () => {
  let f: AlertsFixture;
  let customerAccount: number;
  let devices: { id: number; addressId: number | null }[];
  const push = { enabled: true, watchingSince: 0 };

  beforeAll(async () => {
    f = await alertsFixture();
    const db = f.t.database.db;
    customerAccount = await accountIdOf(db, 'customer');
    devices = rowsOf<{ id: number; address_id: number | null }>(
      await db.execute(
        sql`select id, address_id from device where owner_id = ${customerAccount} order by id`,
      ),
    ).map((r) => ({ id: Number(r.id), addressId: r.address_id === null ? null : Number(r.address_id) }));
    expect(devices.length).toBeGreaterThanOrEqual(3);
    expect(devices[1]!.addressId).not.toBeNull();
    expect(devices.filter((d) => d.addressId !== null).length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => f.t.close());

  it('opens one alarm after forMinutes, keeps it through flapping, clears after clearMinutes past the margin', async () => {
    const device = devices[0]!.id;
    const rule = await f.rule(customerAccount, null, {
      kind: 'parameter',
      parameter: 'pm25',
      band: 'warning', // above 25 µg/m³ by default
      forMinutes: 10,
      clearMinutes: 10,
      rearmMargin: 5,
      openingHoursOnly: false,
    });
    const t0 = Date.now() + 60 * MIN;
    await f.readerJobs();
    await f.status(device, t0, true, { pm25: 40 });
    await f.status(device, t0 + 5 * MIN, true, { pm25: 41 });
    expect(await f.alarmsOf(rule)).toEqual([]);
    expect(await f.readerJobs()).toBe(0);

    await f.status(device, t0 + 10 * MIN, true, { pm25: 42 });
    expect(await f.alarmsOf(rule)).toMatchObject([
      { state: 'active', openedAt: t0 + 10 * MIN, events: ['opened'] },
    ]);
    expect(await f.readerJobs()).toBe(1);

    await f.status(device, t0 + 11 * MIN, true, { pm25: 18 }); // back below 25 − 5: clearing
    await f.status(device, t0 + 12 * MIN, true, { pm25: 40 }); // back in the band: a flap
    await f.status(device, t0 + 13 * MIN, true, { pm25: 22 }); // inside the margin: still active
    await f.status(device, t0 + 14 * MIN, true, { pm25: 10 }); // clearing from here
    await f.engine.sweep(t0 + 23 * MIN, push);
    expect(await f.alarmsOf(rule)).toMatchObject([
      { state: 'active', flaps: 1, events: ['opened', 'flapped'] },
    ]);

    await f.readerJobs();
    await f.engine.sweep(t0 + 25 * MIN, push);
    const [alarm] = await f.alarmsOf(rule);
    expect(alarm).toMatchObject({
      state: 'cleared',
      clearedAt: t0 + 24 * MIN,
      events: ['opened', 'flapped', 'cleared'],
    });
    expect(await f.readerJobs()).toBe(1);
    expect(await f.alarmsOf(rule)).toHaveLength(1);
  });

  it('counts an offline device only while its site is open (opening hours), the sweep opening it on time', async () => {
    const { id: device, addressId } = devices[1]!;
    await f.t.database.db.execute(sql`insert into site_opening_hours (address_id, hours, updated_at)
      values (${addressId}, ${JSON.stringify(SHOP_HOURS)}::jsonb, now())
      on conflict (address_id) do update set hours = excluded.hours`);
    const rule = await f.rule(null, addressId, {
      kind: 'offline',
      forMinutes: 30,
      clearMinutes: 0,
      openingHoursOnly: true,
    });
    // Sunday 2 June 2030 (closed all day), then Monday from 8:40 (opens at 9:00, Rome = UTC+2).
    await f.status(device, Date.parse('2030-06-02T08:00:00Z'), false);
    await f.status(device, Date.parse('2030-06-02T10:00:00Z'), false);
    await f.engine.sweep(Date.parse('2030-06-02T12:00:00Z'), push);
    await f.status(device, Date.parse('2030-06-03T06:40:00Z'), false);
    await f.engine.sweep(Date.parse('2030-06-03T07:05:00Z'), push);
    expect(await f.alarmsOf(rule)).toEqual([]);

    await f.status(device, Date.parse('2030-06-03T07:10:00Z'), false); // 9:10, open: pending
    await f.engine.sweep(Date.parse('2030-06-03T07:39:00Z'), push);
    expect(await f.alarmsOf(rule)).toEqual([]);
    await f.engine.sweep(Date.parse('2030-06-03T07:45:00Z'), push);
    expect(await f.alarmsOf(rule)).toMatchObject([
      { state: 'active', openedAt: Date.parse('2030-06-03T07:40:00Z') },
    ]);

    await f.status(device, Date.parse('2030-06-03T08:00:00Z'), true); // back online: clears at once
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'cleared', events: ['opened', 'cleared'] }]);
  });

  it('a site rule switched off (enabled false) overrides the account rule there', async () => {
    const { id: device, addressId } = devices.find((d, i) => i !== 1 && d.addressId !== null)!;
    const accountRule = await f.rule(customerAccount, null, {
      kind: 'parameter',
      parameter: 'humidity',
      band: 'warning', // outside 40–60 % by default
      forMinutes: 0,
      clearMinutes: 0,
      rearmMargin: 0,
      openingHoursOnly: false,
    });
    const t0 = Date.now() + 2 * DAY;
    await f.status(device, t0, true, { humidity: 99 });
    expect(await f.alarmsOf(accountRule)).toMatchObject([{ state: 'active' }]);
    const siteRule = await f.rule(null, addressId, {
      kind: 'parameter',
      parameter: 'humidity',
      band: 'warning', // outside 40–60 % by default
      forMinutes: 0,
      clearMinutes: 0,
      rearmMargin: 0,
      openingHoursOnly: false,
    });
    await f.t.database.db.execute(sql`update alert_rule set enabled = false where id = ${siteRule}`);
    await f.status(device, t0 + MIN, true, { humidity: 99 });
    // The account's rule no longer holds at that site: its alarm clears, the site's never opens.
    expect(await f.alarmsOf(accountRule)).toMatchObject([{ state: 'cleared' }]);
    expect(await f.alarmsOf(siteRule)).toEqual([]);
  });

  it('opens a filter alarm from the forecast (due within N days) and clears it when the forecast moves on', async () => {
    const device = devices[0]!.id;
    const now = Date.now();
    const rule = await f.rule(customerAccount, null, { kind: 'filter', withinDays: 7 });
    const forecast = (dangerAt: number) =>
      f.t.database.db
        .execute(sql`insert into device_filter_forecast (device_id, kind, overdue, danger_at, computed_at)
        values (${device}, 'forecast', false, ${new Date(dangerAt).toISOString()}::timestamptz, now())
        on conflict (device_id) do update set overdue = false, danger_at = excluded.danger_at`);
    await forecast(now + 3 * DAY);
    await f.engine.sweep(now, push);
    const mine = async () =>
      rowsOf<{ state: string; value: number }>(
        await f.t.database.db.execute(
          sql`select state, value from alarm where rule_id = ${rule} and device_id = ${device}`,
        ),
      );
    expect(await mine()).toEqual([{ state: 'active', value: 3 }]);
    await forecast(now + 30 * DAY);
    await f.engine.sweep(now + MIN, push);
    expect(await mine()).toEqual([{ state: 'cleared', value: 3 }]);
  });

  it('opens the push silence alarm when nothing was pushed for N minutes while devices are online, clears it when pushes resume', async () => {
    const rule = await f.rule(null, null, { kind: 'push_silence', forMinutes: 15 });
    const device = devices[0]!.id;
    const t0 = Date.parse('2031-01-10T10:00:00Z');
    await f.status(device, t0, true, { pm25: 5 }); // a pushed status (no poll's IoT log)
    await f.engine.sweep(t0 + 10 * MIN, push);
    expect(await f.alarmsOf(rule)).toEqual([]);
    await f.engine.sweep(t0 + 16 * MIN, { ...push, enabled: false });
    expect(await f.alarmsOf(rule)).toEqual([]);
    await f.engine.sweep(t0 + 16 * MIN, push);
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'active' }]);
    await f.status(device, t0 + 20 * MIN, true, { pm25: 5 });
    await f.engine.sweep(t0 + 21 * MIN, push);
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'cleared', events: ['opened', 'cleared'] }]);
  });

  it('opens a quota alarm on an account past its share of the month, and clears it in the next month', async () => {
    const db = f.t.database.db;
    const rule = await f.rule(customerAccount, null, { kind: 'quota', percent: 50 });
    const now = Date.parse('2031-03-20T12:00:00Z');
    await db.execute(
      sql`update user_account set max_iot_request_per_month = 10 where id = ${customerAccount}`,
    );
    await db.execute(sql`insert into iot_log (state, operation, log_time, user_account_id)
      select 'SUCCESS', 'STATUS', ${new Date(now - 86_400_000).toISOString()}::timestamptz, ${customerAccount}
      from generate_series(1, 4)`);
    await f.engine.sweep(now, push);
    expect(await f.alarmsOf(rule)).toEqual([]);
    await db.execute(sql`insert into iot_log (state, operation, log_time, user_account_id)
      values ('SUCCESS', 'STATUS', ${new Date(now).toISOString()}::timestamptz, ${customerAccount}),
        ('DEPLETED_REQUESTS', 'STATUS', ${new Date(now).toISOString()}::timestamptz, ${customerAccount})`);
    await f.engine.sweep(now + MIN, push);
    const opened = rowsOf<{ subject: string; account_id: number; value: number; state: string }>(
      await db.execute(sql`select subject, account_id, value, state from alarm where rule_id = ${rule}`),
    );
    expect(opened).toEqual([{ subject: 'account', account_id: customerAccount, value: 50, state: 'active' }]);
    await f.engine.sweep(Date.parse('2031-04-01T00:05:00Z'), push);
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'cleared' }]);
  });

  it('opens a timer alarm when the device’s latest timers job item failed, clears it when a later one is done', async () => {
    const db = f.t.database.db;
    const { id: device } = devices[0]!;
    const rule = await f.rule(customerAccount, null, { kind: 'timer' });
    const admin = rowsOf<{ id: number }>(
      await db.execute(sql`select id from jhi_user where login = 'admin'`),
    )[0]!.id;
    const item = async (status: 'DONE' | 'FAILED', finished: number) => {
      const [job] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into bulk_job (owner_id, owner_login, kind, action, status, created_date)
          values (${admin}, 'admin', 'timers', '{"kind":"timers"}'::jsonb, 'DONE', now()) returning id`),
      );
      await db.execute(sql`insert into bulk_job_item (job_id, position, uid, device_id, status, error, finished_date)
        select ${job!.id}, 0, uid, id, ${status}, ${status === 'FAILED' ? 'timeout' : null},
          ${new Date(finished).toISOString()}::timestamptz from device where id = ${device}`);
    };
    const now = Date.now();
    await item('FAILED', now - 2 * MIN);
    await f.engine.sweep(now, push);
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'active' }]);
    await item('DONE', now - MIN);
    await f.engine.sweep(now + MIN, push);
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'cleared', events: ['opened', 'cleared'] }]);
  });

  it('opens a no-effect alarm from the purifier’s stored verdict, only where it says so, and clears it when it changes', async () => {
    const db = f.t.database.db;
    const [flagged, fine] = [devices[0]!.id, devices[2]!.id];
    const rule = await f.rule(customerAccount, null, { kind: 'no_effect' });
    const verdict = (device: number, noEffect: boolean, medianDrop: number | null) =>
      db.execute(sql`insert into device_purifier_effect
          (device_id, since, events, halved_events, median_drop, no_effect, computed_at)
        values (${device}, now() - interval '14 days', 4, 0, ${medianDrop}, ${noEffect}, now())
        on conflict (device_id) do update set no_effect = excluded.no_effect, median_drop = excluded.median_drop`);
    await verdict(flagged, true, 0.5);
    await verdict(fine, false, 12);
    const now = Date.now() + 3 * DAY;
    await f.engine.sweep(now, push);
    const alarms = async () =>
      rowsOf<{ device_id: number; state: string; value: number }>(
        await db.execute(sql`select device_id, state, value from alarm where rule_id = ${rule} order by id`),
      );
    expect(await alarms()).toEqual([{ device_id: flagged, state: 'active', value: 0.5 }]);
    await verdict(flagged, false, 9);
    await f.engine.sweep(now + MIN, push);
    expect(await alarms()).toEqual([{ device_id: flagged, state: 'cleared', value: 0.5 }]);
  });
});
