import { sql } from 'drizzle-orm';
import type { AlarmPhase, AlarmSeverity, AlarmSubject, AlertCondition, AlertRuleKind } from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import { jsonColumn, rowsOf } from '../../../lib/sql-rows';
import { lockAlertEngine } from '../engine-lock-sql';

/** A rule as the engine reads it. */
export interface EngineRule {
  id: number;
  accountId: number | null;
  addressId: number | null;
  name: string;
  kind: AlertRuleKind;
  severity: AlarmSeverity;
  enabled: boolean;
  notifyOnClear: boolean;
  condition: AlertCondition;
}

/** A stored state of one rule on one subject (alert_state). */
export interface StoredState {
  ruleId: number;
  subjectKey: string;
  deviceId: number | null;
  phase: AlarmPhase;
  since: number;
  dueAt: number | null;
  value: number | null;
  alarmId: number | null;
}

export interface LatestStatus {
  deviceId: number;
  logTime: number;
  online: boolean;
  payload: string | null;
}

/** A state to write: `phase` idle deletes it. */
export interface StateWrite {
  ruleId: number;
  subjectKey: string;
  deviceId: number | null;
  phase: AlarmPhase;
  since: number | null;
  dueAt: number | null;
  value: number | null;
  alarmId: number | null;
}

/** An alarm to open (the rule's copy travels with it: alarms outlive their rules). */
export interface AlarmOpen {
  rule: EngineRule;
  subject: AlarmSubject;
  subjectKey: string;
  parameter: string | null;
  deviceId: number | null;
  addressId: number | null;
  accountId: number | null;
  value: number | null;
  at: number;
}

/** A change to an active alarm: a flap, a clearing, or just its latest value. */
export interface AlarmChange {
  alarmId: number;
  flap: boolean;
  clear: boolean;
  value: number | null;
  at: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
const idArray = (ids: Iterable<number>) => `{${[...ids].map(Number).join(',')}}`;

interface RuleRow extends Record<string, unknown> {
  id: number;
  account_id: number | null;
  address_id: number | null;
  name: string;
  kind: AlertRuleKind;
  severity: AlarmSeverity;
  enabled: boolean;
  notify_on_clear: boolean;
  condition: AlertCondition | string;
}

const toRule = (r: RuleRow): EngineRule => ({
  id: Number(r.id),
  accountId: r.account_id === null ? null : Number(r.account_id),
  addressId: r.address_id === null ? null : Number(r.address_id),
  name: r.name,
  kind: r.kind,
  severity: r.severity,
  enabled: r.enabled,
  notifyOnClear: r.notify_on_clear,
  condition: jsonColumn(r.condition),
});

interface StateRow extends Record<string, unknown> {
  rule_id: number;
  subject_key: string;
  device_id: number | null;
  phase: AlarmPhase;
  since: Date | string;
  due_at: Date | string | null;
  value: number | null;
  alarm_id: number | string | null;
}

const toState = (r: StateRow): StoredState => ({
  ruleId: Number(r.rule_id),
  subjectKey: r.subject_key,
  deviceId: r.device_id === null ? null : Number(r.device_id),
  phase: r.phase,
  since: ms(r.since),
  dueAt: r.due_at === null ? null : ms(r.due_at),
  value: r.value === null ? null : Number(r.value),
  alarmId: r.alarm_id === null ? null : Number(r.alarm_id),
});

/**
 * The engine's SQL (docs/decisions/040): set-based reads of a batch's rules, states and latest
 * statuses, and one statement per table for its writes. Runs on the transaction it is given.
 */
export class AlertEngineRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Serialises every evaluation (ingest, sweep, on every instance) for the transaction's length. */
  lock(): Promise<void> {
    return lockAlertEngine(this.db);
  }

  /**
   * The rules' generation (alert_rule_generation, moved by every write to alert_rule) and whether
   * these devices hold any rule state: what an ingest batch reads before deciding it has work.
   */
  async workOf(deviceIds: readonly number[]): Promise<{ generation: number; anyState: boolean }> {
    const [row] = rowsOf<{ generation: number | string; any_state: boolean }>(
      await this.db.execute(sql`
        select (select generation from alert_rule_generation where id = 1) as generation,
          exists (select 1 from alert_state where device_id in (select unnest(${idArray(deviceIds)}::int[])))
          as any_state`),
    );
    return { generation: Number(row?.generation ?? 0), anyState: row?.any_state === true };
  }

  async generation(): Promise<number> {
    const [row] = rowsOf<{ generation: number | string }>(
      await this.db.execute(sql`select generation from alert_rule_generation where id = 1`),
    );
    return Number(row?.generation ?? 0);
  }

  async latestStatuses(deviceIds: readonly number[]): Promise<Map<number, LatestStatus>> {
    const rows = rowsOf<{
      device_id: number;
      log_time: Date | string;
      online: boolean;
      payload: string | null;
    }>(
      await this.db.execute(sql`
        select device_id, log_time, online, payload from device_latest_status
        where device_id in (select unnest(${idArray(deviceIds)}::int[]))`),
    );
    return new Map(
      rows.map((r) => [
        Number(r.device_id),
        { deviceId: Number(r.device_id), logTime: ms(r.log_time), online: r.online, payload: r.payload },
      ]),
    );
  }

  /** Every rule (the engine's RuleIndex holds them in memory). */
  async allRules(): Promise<EngineRule[]> {
    const rows = rowsOf<RuleRow>(
      await this.db.execute(sql`
        select id, account_id, address_id, name, kind, severity, enabled, notify_on_clear, condition
        from alert_rule order by id`),
    );
    return rows.map(toRule);
  }

  /** The states of these devices' rules of these kinds. */
  async deviceStates(deviceIds: readonly number[], kinds: readonly AlertRuleKind[]): Promise<StoredState[]> {
    const rows = rowsOf<StateRow>(
      await this.db.execute(sql`
        select s.rule_id, s.subject_key, s.device_id, s.phase, s.since, s.due_at, s.value, s.alarm_id
        from alert_state s join alert_rule r on r.id = s.rule_id
        where s.device_id in (select unnest(${idArray(deviceIds)}::int[]))
          and r.kind in (select unnest(${`{${kinds.join(',')}}`}::text[]))`),
    );
    return rows.map(toState);
  }

  /** Every state of the rules of these kinds. */
  async statesOfKind(kinds: readonly AlertRuleKind[]): Promise<StoredState[]> {
    const rows = rowsOf<StateRow>(
      await this.db.execute(sql`
        select s.rule_id, s.subject_key, s.device_id, s.phase, s.since, s.due_at, s.value, s.alarm_id
        from alert_state s join alert_rule r on r.id = s.rule_id
        where r.kind in (select unnest(${`{${kinds.join(',')}}`}::text[]))`),
    );
    return rows.map(toState);
  }

  /** The devices whose states are due (pending or clearing past their time). */
  async dueDevices(now: number): Promise<number[]> {
    const rows = rowsOf<{ device_id: number }>(
      await this.db.execute(sql`
        select distinct device_id from alert_state
        where due_at <= ${iso(now)}::timestamptz and device_id is not null`),
    );
    return rows.map((r) => Number(r.device_id));
  }

  /** The devices these rules may watch: those of their accounts' subtrees and of their sites. */
  async devicesUnder(rules: readonly EngineRule[]): Promise<number[]> {
    const accounts = rules.flatMap((r) =>
      r.addressId === null && r.accountId !== null ? [r.accountId] : [],
    );
    const addresses = rules.flatMap((r) => (r.addressId === null ? [] : [r.addressId]));
    if (accounts.length === 0 && addresses.length === 0) return [];
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        select d.id from device d
        where d.owner_id in (select t.descendant_id from user_account_tree t
            where t.ancestor_id in (select unnest(${idArray(accounts)}::int[])))
          or d.address_id in (select unnest(${idArray(addresses)}::int[]))`),
    );
    return rows.map((r) => Number(r.id));
  }

  /** The devices that hold a state of a rule with one of these keys. */
  async devicesWithStatesOfKeys(ruleKeys: readonly string[]): Promise<number[]> {
    if (ruleKeys.length === 0) return [];
    const rows = rowsOf<{ device_id: number }>(
      await this.db.execute(sql`
        select distinct s.device_id from alert_state s join alert_rule r on r.id = s.rule_id
        where s.device_id is not null and r.rule_key in (select unnest(${`{${ruleKeys.join(',')}}`}::text[]))`),
    );
    return rows.map((r) => Number(r.device_id));
  }

  /** Each of these devices with its filter forecast (undefined when none is computed). */
  async filterForecasts(
    deviceIds: readonly number[],
  ): Promise<{ deviceId: number; forecast: { overdue: boolean; dangerAt: number | null } | undefined }[]> {
    const rows = rowsOf<{ id: number; overdue: boolean | null; danger_at: Date | string | null }>(
      await this.db.execute(sql`
        select d.id, f.overdue, f.danger_at from device d
        left join device_filter_forecast f on f.device_id = d.id
        where d.id in (select unnest(${idArray(deviceIds)}::int[]))`),
    );
    return rows.map((r) => ({
      deviceId: Number(r.id),
      forecast:
        r.overdue === null
          ? undefined
          : { overdue: r.overdue, dangerAt: r.danger_at === null ? null : ms(r.danger_at) },
    }));
  }

  /** The stored purifier verdicts of these devices (decision 051); devices without one are left out. */
  async purifierEffects(
    deviceIds: readonly number[],
  ): Promise<Map<number, { noEffect: boolean; medianDrop: number | null }>> {
    const rows = rowsOf<{ device_id: number; no_effect: boolean; median_drop: number | null }>(
      await this.db.execute(sql`
        select device_id, no_effect, median_drop from device_purifier_effect
        where device_id in (select unnest(${idArray(deviceIds)}::int[]))`),
    );
    return new Map(
      rows.map((r) => [
        Number(r.device_id),
        { noEffect: r.no_effect, medianDrop: r.median_drop === null ? null : Number(r.median_drop) },
      ]),
    );
  }

  /**
   * The outcome of the latest finished item of a timers bulk job for each of these devices
   * (devices no such job reached are left out).
   */
  async timerOutcomes(
    deviceIds: readonly number[],
  ): Promise<Map<number, { failed: boolean; error: string | null }>> {
    const rows = rowsOf<{ device_id: number; status: string; error: string | null }>(
      await this.db.execute(sql`
        select distinct on (i.device_id) i.device_id, i.status, i.error
        from bulk_job_item i join bulk_job j on j.id = i.job_id
        where j.kind = 'timers' and i.finished_date is not null and i.status in ('DONE', 'FAILED')
          and i.device_id in (select unnest(${idArray(deviceIds)}::int[]))
        order by i.device_id, i.finished_date desc`),
    );
    return new Map(rows.map((r) => [Number(r.device_id), { failed: r.status === 'FAILED', error: r.error }]));
  }

  /**
   * The last pushed status after `since` (pushed statuses are the history's rows without a poll's
   * IoT log; only the rule's window is read, newest first through the log_time index, so a
   * flowing push is found at its first row) and whether any device is online now.
   */
  async pushes(since: number): Promise<{ lastPushedAt: number | null; anyOnline: boolean }> {
    const [row] = rowsOf<{ last: Date | string | null; any_online: boolean }>(
      await this.db.execute(sql`
        select (select log_time from device_status_log where iot_log_id is null
                  and log_time > ${iso(since)}::timestamptz order by log_time desc limit 1) as last,
               exists (select 1 from device_latest_status where online) as any_online`),
    );
    return { lastPushedAt: row?.last ? ms(row.last) : null, anyOnline: row?.any_online ?? false };
  }

  /**
   * The accounts of these accounts' subtrees, each with its chain (the root first, itself last)
   * and, for the quota rules, its provider quota and the calls made this month (UTC), as the
   * gateway counts them (refused calls left out).
   */
  async quotaAccounts(
    rootIds: readonly number[],
    monthStart: number,
  ): Promise<{ accountId: number; chain: number[]; quota: number; used: number }[]> {
    const rows = rowsOf<{ id: number; chain: number[] | string; quota: number; used: number | string }>(
      await this.db.execute(sql`
        select ua.id, ua.max_iot_request_per_month as quota,
          (select coalesce(json_agg(t.ancestor_id order by t.depth desc), '[]'::json)
             from user_account_tree t where t.descendant_id = ua.id) as chain,
          (select count(*) from iot_log l where l.user_account_id = ua.id
             and l.log_time >= ${iso(monthStart)}::timestamptz and l.state <> 'DEPLETED_REQUESTS') as used
        from user_account ua
        where ua.id in (select t.descendant_id from user_account_tree t
            where t.ancestor_id in (select unnest(${idArray(rootIds)}::int[])))
          and ua.state <> 'DELETED'`),
    );
    return rows.map((r) => ({
      accountId: Number(r.id),
      chain: jsonColumn<number[]>(r.chain).map(Number),
      quota: Number(r.quota),
      used: Number(r.used),
    }));
  }

  /**
   * Opens alarms (one `opened` event each) and answers the alarm id of each (rule, subject): a
   * subject that has an active alarm already keeps it (the partial unique index).
   */
  async openAlarms(opens: readonly AlarmOpen[], now: number): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    if (opens.length === 0) return ids;
    const rows = opens.map((o) => ({
      rule_id: o.rule.id,
      rule_name: o.rule.name,
      kind: o.rule.kind,
      severity: o.rule.severity,
      subject: o.subject,
      subject_key: o.subjectKey,
      parameter: o.parameter,
      device_id: o.deviceId,
      address_id: o.addressId,
      account_id: o.accountId,
      value: o.value,
      notify_on_clear: o.rule.notifyOnClear,
      opened_at: iso(o.at),
    }));
    const result = await this.db.execute(sql`
      with opened as (
        insert into alarm (rule_id, rule_name, kind, severity, subject, subject_key, parameter, device_id,
          address_id, account_id, state, value, notify_on_clear, opened_at, updated_at)
        select r.rule_id, r.rule_name, r.kind, r.severity, r.subject, r.subject_key, r.parameter, r.device_id,
          r.address_id, r.account_id, 'active', r.value, r.notify_on_clear, r.opened_at, ${iso(now)}::timestamptz
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(rule_id int, rule_name text, kind text,
          severity text, subject text, subject_key text, parameter text, device_id int, address_id int,
          account_id int, value float8, notify_on_clear boolean, opened_at timestamptz)
        on conflict (rule_id, subject_key) where state = 'active' do nothing
        returning id, rule_id, subject_key, opened_at, value
      ), events as (
        insert into alarm_event (alarm_id, type, at, value)
        select id, 'opened', opened_at, value from opened
      )
      select id, rule_id, subject_key from opened
      union all
      select a.id, a.rule_id, a.subject_key from alarm a
        join json_to_recordset(${JSON.stringify(rows)}::json) as r(rule_id int, subject_key text)
          on a.rule_id = r.rule_id and a.subject_key = r.subject_key and a.state = 'active'`);
    for (const r of rowsOf<{ id: number | string; rule_id: number; subject_key: string }>(result))
      ids.set(`${r.rule_id}|${r.subject_key}`, Number(r.id));
    return ids;
  }

  /**
   * Clears the active alarms whose rule is gone without the API's delete (a cascade from a deleted
   * account or site, a script): their states went with the rule, so nothing else would. Answers
   * how many events it wrote.
   */
  async clearOrphans(now: number): Promise<number> {
    const result = await this.db.execute(sql`
      with cleared as (
        update alarm set state = 'cleared', cleared_at = ${iso(now)}::timestamptz,
          updated_at = ${iso(now)}::timestamptz
        where state = 'active' and rule_id is null
        returning id
      ), events as (
        insert into alarm_event (alarm_id, type, at, text)
        select id, 'cleared', ${iso(now)}::timestamptz, 'rule deleted' from cleared
        returning id
      )
      select count(*)::int as events from events`);
    return Number(rowsOf<{ events: number }>(result)[0]?.events ?? 0);
  }

  /** Flaps, clearings and latest values of active alarms, with their events. */
  async changeAlarms(changes: readonly AlarmChange[], now: number): Promise<number> {
    if (changes.length === 0) return 0;
    const rows = changes.map((c) => ({
      id: c.alarmId,
      flap: c.flap,
      clear: c.clear,
      value: c.value,
      at: iso(c.at),
    }));
    const result = await this.db.execute(sql`
      with c as (
        select * from json_to_recordset(${JSON.stringify(rows)}::json)
          as r(id bigint, flap boolean, clear boolean, value float8, at timestamptz)
      ), changed as (
        update alarm a set
          flaps = a.flaps + case when c.flap then 1 else 0 end,
          value = coalesce(c.value, a.value),
          state = case when c.clear then 'cleared' else a.state end,
          cleared_at = case when c.clear then c.at else a.cleared_at end,
          updated_at = ${iso(now)}::timestamptz
        from c where a.id = c.id and a.state = 'active'
        returning a.id, c.flap, c.clear, c.value, c.at
      ), events as (
        insert into alarm_event (alarm_id, type, at, value)
        select id, 'flapped', at, value from changed where flap
        union all
        select id, 'cleared', at, value from changed where clear
        returning id
      )
      select count(*)::int as events from events`);
    return Number(rowsOf<{ events: number }>(result)[0]?.events ?? 0);
  }

  /** Upserts the states that are not idle and deletes the idle ones. */
  async writeStates(writes: readonly StateWrite[], now: number): Promise<void> {
    const kept = writes.filter((w) => w.phase !== 'idle');
    const gone = writes.filter((w) => w.phase === 'idle');
    if (kept.length > 0)
      await this.db.execute(sql`
        insert into alert_state (rule_id, subject_key, device_id, phase, since, due_at, value, alarm_id, updated_at)
        select r.rule_id, r.subject_key, r.device_id, r.phase, r.since, r.due_at, r.value, r.alarm_id,
          ${iso(now)}::timestamptz
        from json_to_recordset(${JSON.stringify(
          kept.map((w) => ({
            rule_id: w.ruleId,
            subject_key: w.subjectKey,
            device_id: w.deviceId,
            phase: w.phase,
            since: iso(w.since),
            due_at: iso(w.dueAt),
            value: w.value,
            alarm_id: w.alarmId,
          })),
        )}::json) as r(rule_id int, subject_key text, device_id int, phase text, since timestamptz,
          due_at timestamptz, value float8, alarm_id bigint)
        on conflict (rule_id, subject_key) do update set phase = excluded.phase, since = excluded.since,
          due_at = excluded.due_at, value = excluded.value, alarm_id = excluded.alarm_id,
          updated_at = excluded.updated_at`);
    if (gone.length > 0)
      await this.db.execute(sql`
        delete from alert_state s using json_to_recordset(${JSON.stringify(
          gone.map((w) => ({ rule_id: w.ruleId, subject_key: w.subjectKey })),
        )}::json) as r(rule_id int, subject_key text)
        where s.rule_id = r.rule_id and s.subject_key = r.subject_key`);
  }
}
