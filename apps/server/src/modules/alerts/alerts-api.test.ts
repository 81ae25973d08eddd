import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOP_HOURS,
  type AlarmAssigneeDto,
  type AlarmBadgeDto,
  type AlarmCountsDto,
  type AlarmDetailDto,
  type AlarmDto,
  type AlertRuleDto,
  type OpeningHours,
  type ThresholdView,
} from '@app/contracts';
import { comPartnerAddrServiceUsers, tabServiceUserPermissions } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { signIn } from '../../../test/build-test-app';
import { accountIdOf, serviceIdOf, userIdOf } from '../../../test/lookups';
import { problemIssue } from '../../../test/problem-shape';
import { seedDemoAlertRules } from '../../db/seed/demo-alerts';
import { seedDemoSiteSettings } from '../../db/seed/demo-site-settings';
import { CallerRepository } from '../access/caller.repository';
import { AlarmRepository } from './alarms/alarm.repository';
import { AlarmService } from './alarms/alarm.service';
import { AlarmAudienceRepository } from './index';
import { alertsFixture, type AlertsFixture } from './test/alerts-fixture-sql';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The rules API per permission and scope, and the alarms' lifecycle API (docs/decisions/040):
 * a dealer manages its customers' rules and alarms, never another tenant's (404), a user without
 * DEVICE_MANAGEMENT update changes nothing (403), bad bodies answer 400 naming the field.
 */
describe('alert rules and alarms API', () => {
  let f: AlertsFixture;
  let admin: string;
  let dealer: string;
  let customer: string;
  let gdo: string;
  let customerAccount: number;
  let gdoAccount: number;
  let device: { id: number; addressId: number };
  const call = (method: Method, url: string, auth: string, payload?: unknown) =>
    f.t.app.inject({ method, url, payload: payload as object, headers: { authorization: auth } });
  const ruleCount = async () =>
    Number(
      rowsOf<{ n: number }>(await f.t.database.db.execute(sql`select count(*)::int as n from alert_rule`))[0]!
        .n,
    );
  const pm25Rule = (accountId: number | null, extra: Record<string, unknown> = {}) => ({
    name: 'PM2.5 high',
    accountId,
    severity: 'critical',
    condition: { kind: 'parameter', parameter: 'pm25', band: 'warning', forMinutes: 0, clearMinutes: 0 },
    ...extra,
  });

  beforeAll(async () => {
    f = await alertsFixture();
    const db = f.t.database.db;
    [admin, dealer, customer, gdo] = await Promise.all([
      signIn(f.t.app, 'admin', 'admin'),
      signIn(f.t.app, 'dealer', 'Demo-dealer1'),
      signIn(f.t.app, 'customer', 'Demo-customer1'),
      signIn(f.t.app, 'gdo', 'Demo-gdo1'),
    ]);
    customerAccount = await accountIdOf(db, 'customer');
    gdoAccount = await accountIdOf(db, 'gdo');
    const [row] = rowsOf<{ id: number; address_id: number }>(
      await db.execute(sql`select id, address_id from device
        where owner_id = ${customerAccount} and address_id is not null order by id limit 1`),
    );
    device = { id: Number(row!.id), addressId: Number(row!.address_id) };
  });
  afterAll(() => f.t.close());

  describe('rules', () => {
    it('refuses invalid bodies with 400 naming the field, creating nothing', async () => {
      const before = await ruleCount();
      const res = await call('POST', '/api/alert-rules', dealer, {
        ...pm25Rule(customerAccount),
        condition: { kind: 'parameter', parameter: 'pm25', band: 'purple' },
      });
      expect(res.statusCode).toBe(400);
      expect(problemIssue(res)).toBeNull();
      expect(JSON.stringify(res.json())).toContain('condition.band');
      const noOwner = await call('POST', '/api/alert-rules', dealer, pm25Rule(null));
      expect(noOwner.statusCode).toBe(400);
      expect(JSON.stringify(noOwner.json())).toContain('accountId');
      expect(await ruleCount()).toBe(before);
    });

    it('answers 404 for another tenant’s account and 403 without DEVICE_MANAGEMENT update, creating nothing', async () => {
      const before = await ruleCount();
      const foreign = await call('POST', '/api/alert-rules', dealer, pm25Rule(gdoAccount));
      expect(foreign.statusCode).toBe(404);
      const db = f.t.database.db;
      const customerUser = await userIdOf(db, 'customer');
      await db.insert(tabServiceUserPermissions).values({
        userId: customerUser,
        createdById: await userIdOf(db, 'admin'),
        tabServiceId: await serviceIdOf(db, 'DEVICE_MANAGEMENT'),
        permissionRead: true,
      });
      try {
        const refused = await call('POST', '/api/alert-rules', customer, pm25Rule(customerAccount));
        expect(refused.statusCode).toBe(403);
        expect((await call('GET', '/api/alert-rules', customer)).statusCode).toBe(200);
      } finally {
        await db.execute(sql`delete from tab_service_user_permission where user_id = ${customerUser}`);
      }
      const silence = await call('POST', '/api/alert-rules', dealer, {
        name: 'Push silence',
        condition: { kind: 'push_silence' },
      });
      expect(silence.statusCode).toBe(403);
      expect(await ruleCount()).toBe(before);
    });

    it('creates, lists, changes and deletes a rule in scope, audited; another tenant neither sees nor changes it', async () => {
      const created = await call('POST', '/api/alert-rules', dealer, pm25Rule(customerAccount));
      expect(created.statusCode, created.body).toBe(201);
      const rule = created.json<AlertRuleDto>();
      expect(rule).toMatchObject({
        accountId: customerAccount,
        severity: 'critical',
        enabled: true,
        activeAlarms: 0,
      });
      const [stored] = rowsOf<{ rule_key: string }>(
        await f.t.database.db.execute(sql`select rule_key from alert_rule where id = ${rule.id}`),
      );
      expect(stored!.rule_key).toBe('parameter:pm25:warning');

      const listed = (await call('GET', `/api/alert-rules?accountId=${customerAccount}`, dealer)).json<
        AlertRuleDto[]
      >();
      expect(listed.map((r) => r.id)).toContain(rule.id);
      expect(
        (await call('GET', '/api/alert-rules', gdo)).json<AlertRuleDto[]>().map((r) => r.id),
      ).not.toContain(rule.id);
      expect((await call('PUT', `/api/alert-rules/${rule.id}`, gdo, pm25Rule(gdoAccount))).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/alert-rules/${rule.id}`, gdo)).statusCode).toBe(404);

      const changed = await call('PUT', `/api/alert-rules/${rule.id}`, dealer, {
        ...pm25Rule(customerAccount),
        name: 'Air',
        condition: { kind: 'offline', forMinutes: 45 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<AlertRuleDto>()).toMatchObject({
        name: 'Air',
        condition: { kind: 'offline', forMinutes: 45 },
      });

      expect((await call('DELETE', `/api/alert-rules/${rule.id}`, dealer)).statusCode).toBe(204);
      expect(
        (await call('GET', '/api/alert-rules', dealer)).json<AlertRuleDto[]>().map((r) => r.id),
      ).not.toContain(rule.id);
      const audited = rowsOf<{ action: string }>(
        await f.t.database.db.execute(sql`select data->>'action' as action from audit_event
          where event_type = 'ALERT_RULE_CHANGED' and data->>'rule' = ${String(rule.id)} order by id`),
      );
      expect(audited.map((a) => a.action)).toEqual(['created', 'updated', 'deleted']);
    });

    it('lets only the administrator create the push silence rule', async () => {
      const res = await call('POST', '/api/alert-rules', admin, {
        name: 'Push silence',
        condition: { kind: 'push_silence' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<AlertRuleDto>().id;
      expect(
        (await call('GET', '/api/alert-rules', admin)).json<AlertRuleDto[]>().map((r) => r.id),
      ).toContain(id);
      expect(
        (await call('GET', '/api/alert-rules', dealer)).json<AlertRuleDto[]>().map((r) => r.id),
      ).not.toContain(id);
      expect((await call('DELETE', `/api/alert-rules/${id}`, admin)).statusCode).toBe(204);
    });
  });

  describe('alarms', () => {
    let alarm: AlarmDto;
    let ruleId: number;

    beforeAll(async () => {
      const created = await call('POST', '/api/alert-rules', dealer, pm25Rule(customerAccount));
      ruleId = created.json<AlertRuleDto>().id;
      await f.status(device.id, Date.now() + 3_600_000, true, { pm25: 80 });
      const list = await call('GET', `/api/alarms?ruleId=${ruleId}`, dealer);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.headers['x-total-count']).toBe('1');
      alarm = list.json<AlarmDto[]>()[0]!;
    });

    it('shows the alarm to the dealer and the customer, with counts and the device badge; another tenant gets 404', async () => {
      expect(alarm).toMatchObject({
        ruleName: 'PM2.5 high',
        kind: 'parameter',
        severity: 'critical',
        state: 'active',
        parameter: 'pm25',
        value: 80,
        device: { id: device.id },
        address: { id: device.addressId },
        account: { id: customerAccount },
      });
      expect((await call('GET', `/api/alarms/${alarm.id}`, customer)).statusCode).toBe(200);
      const counts = (await call('GET', '/api/alarms/counts', customer)).json<AlarmCountsDto>();
      expect(counts.bySeverity.critical).toBeGreaterThanOrEqual(1);
      expect(counts.unacknowledged).toBeGreaterThanOrEqual(1);
      const badges = (
        await call('GET', `/api/alarms/by-device?deviceIds=${device.id},999999`, customer)
      ).json<AlarmBadgeDto[]>();
      expect(badges).toEqual([{ deviceId: device.id, active: 1, severity: 'critical' }]);

      expect((await call('GET', `/api/alarms/${alarm.id}`, gdo)).statusCode).toBe(404);
      expect((await call('POST', `/api/alarms/${alarm.id}/acknowledge`, gdo)).statusCode).toBe(404);
      expect(
        (await call('GET', '/api/alarms?state=all', gdo)).json<AlarmDto[]>().map((a) => a.id),
      ).not.toContain(alarm.id);
      expect((await call('GET', `/api/alarms/by-device?deviceIds=${device.id}`, gdo)).json()).toEqual([]);
      expect((await call('GET', '/api/alarms/by-device?deviceIds=a,b', gdo)).statusCode).toBe(400);
      const badState = await call('GET', '/api/alarms?state=bogus', dealer);
      expect(badState.statusCode).toBe(400);
      expect(badState.body).toContain('state');
    });

    it('honours address-level records: a user denied reading at the site sees none of its alarms', async () => {
      const db = f.t.database.db;
      const customerUser = await userIdOf(db, 'customer');
      await db.insert(comPartnerAddrServiceUsers).values({
        userId: customerUser,
        createdById: await userIdOf(db, 'admin'),
        tabServiceId: await serviceIdOf(db, 'DEVICE_MANAGEMENT'),
        comPartnerAddrId: device.addressId,
        permissionRead: false,
      });
      try {
        expect((await call('GET', `/api/alarms/${alarm.id}`, customer)).statusCode).toBe(404);
        const audience =
          (await new AlarmAudienceRepository(db).usersWhoMaySee([alarm.id])).get(alarm.id) ?? [];
        expect(audience).not.toContain(customerUser);
        expect(audience).toContain(await userIdOf(db, 'dealer'));
        expect(audience).toContain(await userIdOf(db, 'admin'));
        expect(audience).not.toContain(await userIdOf(db, 'gdo'));
      } finally {
        await db.execute(sql`delete from com_partner_addr_service_user where user_id = ${customerUser}`);
      }
      const audience = (await new AlarmAudienceRepository(db).usersWhoMaySee([alarm.id])).get(alarm.id) ?? [];
      expect(audience).toContain(customerUser);
    });

    it('refuses to handle an alarm without DEVICE_MANAGEMENT update (403), changing nothing', async () => {
      const db = f.t.database.db;
      const customerUser = await userIdOf(db, 'customer');
      await db.insert(tabServiceUserPermissions).values({
        userId: customerUser,
        createdById: await userIdOf(db, 'admin'),
        tabServiceId: await serviceIdOf(db, 'DEVICE_MANAGEMENT'),
        permissionRead: true,
      });
      try {
        expect((await call('GET', `/api/alarms/${alarm.id}`, customer)).statusCode).toBe(200);
        expect((await call('POST', `/api/alarms/${alarm.id}/acknowledge`, customer)).statusCode).toBe(403);
        expect((await call('POST', `/api/alarms/${alarm.id}/clear`, customer, {})).statusCode).toBe(403);
      } finally {
        await db.execute(sql`delete from tab_service_user_permission where user_id = ${customerUser}`);
      }
      const detail = (await call('GET', `/api/alarms/${alarm.id}`, dealer)).json<AlarmDetailDto>();
      expect(detail).toMatchObject({ state: 'active', acknowledgedAt: null });
      expect(detail.events.map((e) => e.type)).toEqual(['opened']);
    });

    it('acknowledges, assigns (only to a user who may see it), comments and clears by hand, each with its event', async () => {
      const ack = await call('POST', `/api/alarms/${alarm.id}/acknowledge`, dealer);
      expect(ack.statusCode, ack.body).toBe(200);
      expect(ack.json<AlarmDetailDto>().acknowledgedBy).toBe('dealer');

      const gdoUser = await userIdOf(f.t.database.db, 'gdo');
      const refused = await call('POST', `/api/alarms/${alarm.id}/assign`, dealer, { userId: gdoUser });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('userId');
      const bad = await call('POST', `/api/alarms/${alarm.id}/assign`, dealer, { userId: 'x' });
      expect(bad.statusCode).toBe(400);
      const customerUser = await userIdOf(f.t.database.db, 'customer');
      // Who it may go to: the users who may see it, of the caller's subtree — never gdo; the
      // customer lists its own people only, not its dealer's.
      const choices = (await call('GET', `/api/alarms/${alarm.id}/assignees`, dealer)).json<
        AlarmAssigneeDto[]
      >();
      expect(choices.map((u) => u.login)).toContain('customer');
      expect(choices.map((u) => u.login)).toContain('dealer');
      expect(choices.map((u) => u.login)).not.toContain('gdo');
      const customerChoices = (await call('GET', `/api/alarms/${alarm.id}/assignees`, customer)).json<
        AlarmAssigneeDto[]
      >();
      expect(customerChoices.map((u) => u.login)).toEqual(['customer']);
      const assigned = await call('POST', `/api/alarms/${alarm.id}/assign`, dealer, { userId: customerUser });
      expect(assigned.json<AlarmDetailDto>().assignee).toEqual({ id: customerUser, login: 'customer' });
      expect(
        (await call('GET', '/api/alarms?mine=true', customer)).json<AlarmDto[]>().map((a) => a.id),
      ).toEqual([alarm.id]);

      expect(
        (await call('POST', `/api/alarms/${alarm.id}/comment`, customer, { text: ' ' })).statusCode,
      ).toBe(400);
      const commented = await call('POST', `/api/alarms/${alarm.id}/comment`, customer, {
        text: 'Window open',
      });
      expect(commented.statusCode, commented.body).toBe(200);

      const cleared = await call('POST', `/api/alarms/${alarm.id}/clear`, dealer, { note: 'Fixed' });
      const detail = cleared.json<AlarmDetailDto>();
      expect(detail).toMatchObject({ state: 'cleared', clearedBy: 'dealer' });
      expect(detail.events.map((e) => [e.type, e.actor, e.text])).toEqual([
        ['opened', null, null],
        ['acknowledged', 'dealer', null],
        ['assigned', 'dealer', 'customer'],
        ['commented', 'customer', 'Window open'],
        ['cleared', 'dealer', 'Fixed'],
      ]);
      // The rule's state went with it: the condition still holding opens a new alarm.
      await f.status(device.id, Date.now() + 3_700_000, true, { pm25: 81 });
      const active = (await call('GET', `/api/alarms?ruleId=${ruleId}`, dealer)).json<AlarmDto[]>();
      expect(active).toHaveLength(1);
      expect(active[0]!.id).not.toBe(alarm.id);
      const cleared2 = (await call('GET', `/api/alarms?ruleId=${ruleId}&state=cleared`, dealer)).json<
        AlarmDto[]
      >();
      expect(cleared2.map((a) => a.id)).toEqual([alarm.id]);
    });

    it('wakes the alarm events’ readers with every action, in the action’s transaction', async () => {
      const db = f.t.database.db;
      const service = new AlarmService(db, new AlarmRepository(db), f.t.app.jobs, f.bus);
      const caller = (await new CallerRepository(db).load('dealer', false))!;
      const [open] = (await call('GET', `/api/alarms?ruleId=${ruleId}`, dealer)).json<AlarmDto[]>();
      await f.readerJobs();
      await service.acknowledge(caller, open!.id);
      expect(await f.readerJobs()).toBe(1);
      // Acknowledged already: nothing written, nobody woken.
      await service.acknowledge(caller, open!.id);
      expect(await f.readerJobs()).toBe(0);
      await service.comment(caller, open!.id, 'On it');
      expect(await f.readerJobs()).toBe(1);
      await service.assign(caller, open!.id, await userIdOf(db, 'customer'));
      expect(await f.readerJobs()).toBe(1);
      await service.clear(caller, open!.id, undefined);
      expect(await f.readerJobs()).toBe(1);
      await f.status(device.id, Date.now() + 3_800_000, true, { pm25: 82 });
      await f.readerJobs();
    });

    it('exports the list as ;-separated CSV with a header', async () => {
      const res = await call('GET', `/api/alarms.csv?ruleId=${ruleId}&state=all`, dealer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toMatch(/^id;openedAt;clearedAt;state;severity;kind;rule;/);
      // The first alarm (cleared by hand), the one the condition opened again (cleared), the third (active).
      expect(lines).toHaveLength(4);
      const first = lines.find((l) => l.startsWith(`${alarm.id};`));
      expect(first).toContain(';cleared;critical;parameter;PM2.5 high;pm25;80;');
      const foreign = await call('GET', `/api/alarms.csv?ruleId=${ruleId}&state=all`, gdo);
      expect(foreign.body.trim().split('\r\n')).toHaveLength(1);
    });

    it('clears the active alarms of a deleted rule', async () => {
      expect((await call('DELETE', `/api/alert-rules/${ruleId}`, dealer)).statusCode).toBe(204);
      const all = (
        await call('GET', `/api/alarms?state=all&deviceId=${device.id}&kind=parameter`, dealer)
      ).json<AlarmDto[]>();
      expect(
        all
          .filter((a) => a.ruleName === 'PM2.5 high')
          .every((a) => a.state === 'cleared' && a.ruleId === null),
      ).toBe(true);
    });
  });

  describe('demo rules', () => {
    it('seeds the demo accounts’ rules once, each visible to its account', async () => {
      const log = () => undefined;
      expect(await seedDemoAlertRules(f.t.database.db, log)).toBe(8);
      expect(await seedDemoAlertRules(f.t.database.db, log)).toBe(0);
      const names = (rules: AlertRuleDto[]) => rules.map((r) => r.name).sort();
      const gdoRules = (await call('GET', '/api/alert-rules', gdo)).json<AlertRuleDto[]>();
      expect(names(gdoRules)).toEqual([
        'PM2.5 oltre la soglia in orario di apertura',
        'Purificatore offline',
      ]);
      const hoursOnly = gdoRules.find((r) => r.name.endsWith('in orario di apertura'));
      expect(hoursOnly?.condition).toMatchObject({ kind: 'parameter', openingHoursOnly: true });
      expect(names((await call('GET', '/api/alert-rules', dealer)).json())).toEqual([
        'Filtro da sostituire',
        'Nessun effetto misurabile',
        'PM2.5 oltre la soglia',
        'Purificatore offline',
      ]);
    });

    it('seeds the demo sites’ opening hours and the chain’s WHO / WELL thresholds once', async () => {
      const log = () => undefined;
      // 7 sites' hours and 1 account's preset; nothing the second time.
      expect(await seedDemoSiteSettings(f.t.database.db, log)).toBe(8);
      expect(await seedDemoSiteSettings(f.t.database.db, log)).toBe(0);
      const siteOf = async (login: string, label: string) =>
        Number(
          rowsOf<{ id: number }>(
            await f.t.database.db.execute(sql`select a.id from com_partner_addr a
              join com_partner p on p.id = a.partner_id
              join user_account ua on ua.com_partner_account_id = a.account_id
              join jhi_user u on u.id = ua.user_id
              where u.login = ${login} and p.note = ${label}`),
          )[0]!.id,
        );
      const hoursOf = async (auth: string, addressId: number) => {
        const res = await call('GET', `/api/addresses/${addressId}/opening-hours`, auth);
        return res.statusCode === 204 ? null : res.json<OpeningHours>();
      };
      expect(await hoursOf(gdo, await siteOf('gdo', 'Punto vendita Tivoli'))).toEqual(SHOP_HOURS);
      const showroom = await hoursOf(dealer, await siteOf('dealer', 'Showroom'));
      expect(showroom?.week.sat).toEqual([
        { from: '09:00', to: '13:00' },
        { from: '15:30', to: '19:30' },
      ]);
      expect(showroom?.week.sun).toEqual([]);
      const office = await hoursOf(dealer, await siteOf('dealer', 'Sede e ufficio tecnico'));
      expect(office?.week.fri).toEqual([{ from: '08:30', to: '18:30' }]);
      expect(office?.week.sat).toEqual([]);
      // The clinics keep no hours: open at all times.
      expect(await hoursOf(dealer, await siteOf('customer', 'Ambulatorio Scandiano'))).toBeNull();
      // The chain's preset reaches its store operator: PM2.5 warns above 15 µg/m³ there, 25 elsewhere.
      const pm25Warning = async (auth: string, accountId: number) => {
        const res = await call('GET', `/api/accounts/${accountId}/thresholds`, auth);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<ThresholdView>().effective.pm25.warning;
      };
      expect(await pm25Warning(gdo, gdoAccount)).toEqual({ high: 15 });
      expect(await pm25Warning(dealer, customerAccount)).toEqual({ high: 25 });
    });
  });
});
