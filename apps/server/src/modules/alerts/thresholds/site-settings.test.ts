import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardTab,
  SHOP_HOURS,
  THRESHOLD_PRESETS,
  type DashboardDevice,
  type FleetCheck,
  type FleetHealthDto,
  type ThresholdView,
} from '@app/contracts';
import { tabServiceUserPermissions } from '../../../db/schema';
import { appendStatuses } from '../../../db/status-ingest';
import { rowsOf } from '../../../lib/sql-rows';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { accountIdOf, serviceIdOf, userIdOf } from '../../../../test/lookups';

type Method = 'GET' | 'PUT' | 'DELETE';

/**
 * Thresholds and opening hours of accounts and sites (decision 040): a dealer sets its customer's
 * site's PM2.5 thresholds and a device there turns warning at 16 µg/m³ on the dashboard, the fleet
 * health and the fleet check while another site stays success; another tenant gets 404, a user
 * without DEVICE_MANAGEMENT update 403, a bad body 400 naming the field, and nothing changes.
 */
describe('site settings API', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  let customer: string;
  let gdo: string;
  let customerAccount: number;
  let here: { id: number; uid: string; addressId: number };
  let there: { id: number; uid: string; addressId: number };
  const call = (method: Method, url: string, auth: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: auth } });
  const overrideRows = async () =>
    Number(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from threshold_override`),
      )[0]!.n,
    );
  const dashboard = async (auth: string) => {
    const res = await call('GET', '/api/dashboard/devices', auth);
    expect(res.statusCode, res.body).toBe(200);
    return new Map(res.json<DashboardDevice[]>().map((d) => [d.id, d]));
  };
  const siteWarnings = async (addressId: number) => {
    const res = await call('GET', `/api/fleet/health?accountId=${customerAccount}`, dealer);
    expect(res.statusCode, res.body).toBe(200);
    const site = res.json<FleetHealthDto>().sites.find((s) => s.addressId === addressId);
    return site?.reasons.find((r) => r.code === 'warning')?.devices ?? 0;
  };
  const fleetWarnings = async () => {
    const res = await call('GET', '/api/devicesIot/globalCheck/false', dealer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FleetCheck>().counts.warning;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    [admin, dealer, customer, gdo] = await Promise.all([
      signIn(t.app, 'admin', 'admin'),
      signIn(t.app, 'dealer', 'Demo-dealer1'),
      signIn(t.app, 'customer', 'Demo-customer1'),
      signIn(t.app, 'gdo', 'Demo-gdo1'),
    ]);
    customerAccount = await accountIdOf(db, 'customer');
    const devices = rowsOf<{ id: number; uid: string; address_id: number }>(
      await db.execute(sql`select distinct on (address_id) id, uid, address_id from device
        where owner_id = ${customerAccount} and address_id is not null and uid is not null
        order by address_id, id`),
    );
    expect(devices.length).toBeGreaterThanOrEqual(2);
    const site = (d: (typeof devices)[number]) => ({
      id: Number(d.id),
      uid: d.uid,
      addressId: Number(d.address_id),
    });
    here = site(devices[0]!);
    there = site(devices[1]!);
    await appendStatuses(
      db,
      [here, there].map((d) => ({
        deviceId: d.id,
        deviceUid: d.uid,
        logTime: new Date(),
        online: true,
        payload: JSON.stringify([{ code: 'pm25', value: 16 }]),
      })),
    );
  });
  afterAll(() => t.close());

  it('lists the presets', async () => {
    const res = await call('GET', '/api/thresholds/presets', dealer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ name: 'WHO_2021_WELL', overrides: THRESHOLD_PRESETS.WHO_2021_WELL }]);
  });

  it('refuses a bad body with 400 naming the field, another tenant with 404, storing nothing', async () => {
    const before = await overrideRows();
    const bad = await call('PUT', `/api/addresses/${here.addressId}/thresholds`, dealer, {
      overrides: { pm25: { warning: { high: 30 }, danger: { high: 20 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('overrides.pm25.danger.high');
    const badId = await call('GET', '/api/addresses/abc/thresholds', dealer);
    expect(badId.statusCode).toBe(400);
    for (const url of [
      `/api/addresses/${here.addressId}/thresholds`,
      `/api/accounts/${customerAccount}/thresholds`,
      `/api/addresses/${here.addressId}/opening-hours`,
    ]) {
      expect((await call('GET', url, gdo)).statusCode, url).toBe(404);
      const body = url.endsWith('opening-hours')
        ? SHOP_HOURS
        : { overrides: THRESHOLD_PRESETS.WHO_2021_WELL };
      expect((await call('PUT', url, gdo, body)).statusCode, url).toBe(404);
      expect((await call('DELETE', url, gdo)).statusCode, url).toBe(404);
    }
    expect(await overrideRows()).toBe(before);
  });

  it('answers 403 on PUT to a user with DEVICE_MANAGEMENT read only', async () => {
    const db = t.database.db;
    const customerUser = await userIdOf(db, 'customer');
    await db.insert(tabServiceUserPermissions).values({
      userId: customerUser,
      createdById: await userIdOf(db, 'admin'),
      tabServiceId: await serviceIdOf(db, 'DEVICE_MANAGEMENT'),
      permissionRead: true,
    });
    try {
      const url = `/api/addresses/${here.addressId}/thresholds`;
      expect((await call('GET', url, customer)).statusCode).toBe(200);
      const refused = await call('PUT', url, customer, { overrides: THRESHOLD_PRESETS.WHO_2021_WELL });
      expect(refused.statusCode).toBe(403);
      expect((await call('DELETE', url, customer)).statusCode).toBe(403);
      expect(
        (await call('PUT', `/api/addresses/${here.addressId}/opening-hours`, customer, SHOP_HOURS))
          .statusCode,
      ).toBe(403);
    } finally {
      await db.execute(sql`delete from tab_service_user_permission where user_id = ${customerUser}`);
    }
    expect(await overrideRows()).toBe(0);
  });

  it('a site’s WHO preset turns PM2.5 16 µg/m³ warning there, not at another site, until reset', async () => {
    const before = await dashboard(dealer);
    expect(dashboardTab(before.get(here.id)!.lastStatus, before.get(here.id)!.thresholds)).toBe('success');
    expect(before.get(here.id)!.thresholds).toBeUndefined();
    const [siteBefore, fleetBefore] = [await siteWarnings(here.addressId), await fleetWarnings()];

    const saved = await call('PUT', `/api/addresses/${here.addressId}/thresholds`, dealer, {
      overrides: THRESHOLD_PRESETS.WHO_2021_WELL,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<ThresholdView>();
    expect(view.overrides).toEqual(THRESHOLD_PRESETS.WHO_2021_WELL);
    expect(view.inherited.pm25).toEqual({ danger: null, warning: { high: 25 } });
    expect(view.effective.pm25).toEqual({ danger: { high: 25 }, warning: { high: 15 } });
    expect(view.updatedAt).not.toBeNull();

    const after = await dashboard(dealer);
    const row = after.get(here.id)!;
    expect(row.thresholds?.pm25.warning).toEqual({ high: 15 });
    expect(dashboardTab(row.lastStatus, row.thresholds)).toBe('warning');
    const other = after.get(there.id)!;
    expect(other.thresholds).toBeUndefined();
    expect(dashboardTab(other.lastStatus, other.thresholds)).toBe('success');
    expect(await siteWarnings(here.addressId)).toBe(siteBefore + 1);
    expect(await fleetWarnings()).toBe(fleetBefore + 1);

    expect((await call('DELETE', `/api/addresses/${here.addressId}/thresholds`, dealer)).statusCode).toBe(
      204,
    );
    const reset = await dashboard(dealer);
    expect(reset.get(here.id)!.thresholds).toBeUndefined();
    expect(await fleetWarnings()).toBe(fleetBefore);
    const audited = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`select data->>'action' as action from audit_event
        where event_type = 'SITE_SETTINGS_CHANGED' and data->>'site' = ${String(here.addressId)} order by id`),
    );
    expect(audited.map((a) => a.action)).toEqual(['thresholds saved', 'thresholds reset']);
  });

  it('an account’s overrides reach its sites as inherited; the site layers on top', async () => {
    const put = await call('PUT', `/api/accounts/${customerAccount}/thresholds`, admin, {
      overrides: { pm25: { warning: { high: 12 } }, filter: { warning: null } },
    });
    expect(put.statusCode, put.body).toBe(200);
    await call('PUT', `/api/addresses/${here.addressId}/thresholds`, dealer, {
      overrides: { pm25: { danger: { high: 40 } } },
    });
    const site = (
      await call('GET', `/api/addresses/${here.addressId}/thresholds`, dealer)
    ).json<ThresholdView>();
    expect(site.inherited.pm25).toEqual({ danger: null, warning: { high: 12 } });
    expect(site.inherited.filter.warning).toBeNull();
    expect(site.effective.pm25).toEqual({ danger: { high: 40 }, warning: { high: 12 } });
    const rows = await dashboard(dealer);
    expect(dashboardTab(rows.get(there.id)!.lastStatus, rows.get(there.id)!.thresholds)).toBe('warning');
    await call('DELETE', `/api/accounts/${customerAccount}/thresholds`, admin);
    await call('DELETE', `/api/addresses/${here.addressId}/thresholds`, dealer);
    expect(await overrideRows()).toBe(0);
  });

  it('stores, reads and removes a site’s opening hours; refuses overlapping ranges', async () => {
    const url = `/api/addresses/${here.addressId}/opening-hours`;
    expect((await call('GET', url, dealer)).statusCode).toBe(204);
    const overlap = await call('PUT', url, dealer, {
      week: {
        mon: [
          { from: '09:00', to: '13:00' },
          { from: '12:00', to: '18:00' },
        ],
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(JSON.stringify(overlap.json())).toContain('week.mon');
    expect((await call('GET', url, dealer)).statusCode).toBe(204);
    const saved = await call('PUT', url, dealer, { week: SHOP_HOURS.week });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(SHOP_HOURS);
    const read = await call('GET', url, dealer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(SHOP_HOURS);
    expect((await call('DELETE', url, dealer)).statusCode).toBe(204);
    expect((await call('GET', url, dealer)).statusCode).toBe(204);
  });
});
