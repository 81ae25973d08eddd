import { sql, type SQL } from 'drizzle-orm';
import type {
  AlarmAssigneeDto,
  AlarmDetailDto,
  AlarmDto,
  AlarmEventDto,
  AlarmQuery,
  AlarmBadgeDto,
  AlarmCountsDto,
} from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import { rowsOf } from '../../../lib/sql-rows';
import type { Caller } from '../../access/caller';
import { lockAlertEngine } from '../engine-lock-sql';
import { accountNameOf, addressNameOf } from '../names-sql';
import { alarmScope } from './alarm-scope-sql';
import { subtreeUserIds } from '../../access/scope-sql';

interface AlarmRow extends Record<string, unknown> {
  id: number | string;
  rule_id: number | null;
  rule_name: string;
  kind: AlarmDto['kind'];
  severity: AlarmDto['severity'];
  subject: AlarmDto['subject'];
  state: AlarmDto['state'];
  parameter: string | null;
  value: number | null;
  device_id: number | null;
  device_uid: string | null;
  device_name: string | null;
  address_id: number | null;
  address_name: string | null;
  account_id: number | null;
  account_name: string | null;
  opened_at: Date | string;
  cleared_at: Date | string | null;
  cleared_by: string | null;
  acknowledged_at: Date | string | null;
  acknowledged_by: string | null;
  assignee_id: number | null;
  assignee_login: string | null;
  flaps: number;
  total?: number | string;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toDto = (r: AlarmRow): AlarmDto => ({
  id: Number(r.id),
  ruleId: r.rule_id === null ? null : Number(r.rule_id),
  ruleName: r.rule_name,
  kind: r.kind,
  severity: r.severity,
  subject: r.subject,
  state: r.state,
  parameter: r.parameter,
  value: r.value === null ? null : Number(r.value),
  device:
    r.device_id === null ? null : { id: Number(r.device_id), uid: r.device_uid ?? '', name: r.device_name },
  address: r.address_id === null ? null : { id: Number(r.address_id), name: r.address_name },
  account: r.account_id === null ? null : { id: Number(r.account_id), name: r.account_name },
  openedAt: iso(r.opened_at)!,
  clearedAt: iso(r.cleared_at),
  clearedBy: r.cleared_by,
  acknowledgedAt: iso(r.acknowledged_at),
  acknowledgedBy: r.acknowledged_by,
  assignee: r.assignee_id === null ? null : { id: Number(r.assignee_id), login: r.assignee_login ?? '' },
  flaps: Number(r.flaps),
});

const COLUMNS = sql`a.id, a.rule_id, a.rule_name, a.kind, a.severity, a.subject, a.state, a.parameter, a.value,
  a.device_id, d.uid as device_uid, d.name as device_name, a.address_id, ${addressNameOf(sql`a.address_id`)} as address_name,
  a.account_id, ${accountNameOf(sql`a.account_id`)} as account_name, a.opened_at, a.cleared_at, a.cleared_by,
  a.acknowledged_at, a.acknowledged_by, a.assignee_id, u.login as assignee_login, a.flaps`;
const FROM = sql`alarm a left join device d on d.id = a.device_id left join jhi_user u on u.id = a.assignee_id`;

/** The list's filters as SQL on `a` (the caller's scope included). */
function filters(caller: Caller, q: Omit<AlarmQuery, 'page' | 'size'>): SQL {
  const parts: SQL[] = [alarmScope(caller, 'read')];
  if (q.state !== 'all') parts.push(sql`a.state = ${q.state}`);
  if (q.severity) parts.push(sql`a.severity = ${q.severity}`);
  if (q.kind) parts.push(sql`a.kind = ${q.kind}`);
  if (q.ruleId !== undefined) parts.push(sql`a.rule_id = ${q.ruleId}`);
  if (q.addressId !== undefined) parts.push(sql`a.address_id = ${q.addressId}`);
  if (q.deviceId !== undefined) parts.push(sql`a.device_id = ${q.deviceId}`);
  if (q.accountId !== undefined)
    parts.push(
      sql`a.account_id in (select descendant_id from user_account_tree where ancestor_id = ${q.accountId})`,
    );
  if (q.acknowledged !== undefined)
    parts.push(q.acknowledged ? sql`a.acknowledged_at is not null` : sql`a.acknowledged_at is null`);
  if (q.mine) parts.push(sql`a.assignee_id = ${caller.userId}`);
  return sql.join(parts, sql` and `);
}

/** What an action changed, read back in its transaction. */
export interface AlarmAction {
  type: AlarmEventDto['type'];
  text?: string | null;
  assigneeId?: number | null;
}

/** The alarms' SQL (docs/decisions/040): lists, one alarm with its events, counts, badges, actions. */
export class AlarmRepository {
  constructor(readonly db: AppDatabase) {}

  async list(caller: Caller, q: AlarmQuery): Promise<{ rows: AlarmDto[]; total: number }> {
    const rows = rowsOf<AlarmRow>(
      await this.db.execute(sql`
        select ${COLUMNS}, count(*) over () as total from ${FROM}
        where ${filters(caller, q)}
        order by a.id desc limit ${q.size} offset ${q.page * q.size}`),
    );
    if (rows.length === 0 && q.page > 0) {
      const [count] = rowsOf<{ n: number }>(
        await this.db.execute(sql`select count(*)::int as n from alarm a where ${filters(caller, q)}`),
      );
      return { rows: [], total: Number(count?.n ?? 0) };
    }
    return { rows: rows.map(toDto), total: Number(rows[0]?.total ?? 0) };
  }

  async all(caller: Caller, q: Omit<AlarmQuery, 'page' | 'size'>, cap: number): Promise<AlarmDto[]> {
    const rows = rowsOf<AlarmRow>(
      await this.db.execute(sql`
        select ${COLUMNS} from ${FROM} where ${filters(caller, q)} order by a.id desc limit ${cap}`),
    );
    return rows.map(toDto);
  }

  async find(caller: Caller, id: number, op: 'read' | 'update', db = this.db): Promise<AlarmDto | undefined> {
    const [row] = rowsOf<AlarmRow>(
      await db.execute(sql`select ${COLUMNS} from ${FROM} where a.id = ${id} and ${alarmScope(caller, op)}`),
    );
    return row ? toDto(row) : undefined;
  }

  async events(id: number): Promise<AlarmEventDto[]> {
    const rows = rowsOf<{
      id: number | string;
      type: AlarmEventDto['type'];
      at: Date | string;
      actor: string | null;
      text: string | null;
      value: number | null;
    }>(
      await this.db.execute(sql`
        select id, type, at, actor, text, value from alarm_event where alarm_id = ${id} order by id`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      at: iso(r.at)!,
      actor: r.actor,
      text: r.text,
      value: r.value === null ? null : Number(r.value),
    }));
  }

  async detail(caller: Caller, id: number): Promise<AlarmDetailDto | undefined> {
    const alarm = await this.find(caller, id, 'read');
    return alarm && { ...alarm, events: await this.events(id) };
  }

  async counts(caller: Caller): Promise<AlarmCountsDto> {
    const [row] = rowsOf<Record<string, number | string>>(
      await this.db.execute(sql`
        select count(*) as active, count(*) filter (where a.acknowledged_at is null) as unacknowledged,
          count(*) filter (where a.severity = 'critical') as critical,
          count(*) filter (where a.severity = 'major') as major,
          count(*) filter (where a.severity = 'minor') as minor
        from alarm a where a.state = 'active' and ${alarmScope(caller, 'read')}`),
    );
    return {
      active: Number(row?.active ?? 0),
      unacknowledged: Number(row?.unacknowledged ?? 0),
      bySeverity: {
        critical: Number(row?.critical ?? 0),
        major: Number(row?.major ?? 0),
        minor: Number(row?.minor ?? 0),
      },
    };
  }

  async byDevice(caller: Caller, deviceIds: readonly number[]): Promise<AlarmBadgeDto[]> {
    const rows = rowsOf<{ device_id: number; active: number | string; worst: number }>(
      await this.db.execute(sql`
        select a.device_id, count(*) as active,
          min(case a.severity when 'critical' then 0 when 'major' then 1 else 2 end) as worst
        from alarm a
        where a.state = 'active' and a.subject = 'device'
          and a.device_id in (select unnest(${`{${deviceIds.join(',')}}`}::int[]))
          and ${alarmScope(caller, 'read')}
        group by a.device_id order by a.device_id`),
    );
    const severities = ['critical', 'major', 'minor'] as const;
    return rows.map((r) => ({
      deviceId: Number(r.device_id),
      active: Number(r.active),
      severity: severities[Number(r.worst)]!,
    }));
  }

  /**
   * Of these users, those of the caller's subtree (every one for the super user), with their login
   * and name, by login.
   */
  async usersOfScope(caller: Caller, userIds: readonly number[]): Promise<AlarmAssigneeDto[]> {
    if (userIds.length === 0 || (!caller.isSuperUser && !caller.account)) return [];
    const inScope = caller.isSuperUser ? sql`true` : sql`u.id in ${subtreeUserIds(caller.account!.id)}`;
    const rows = rowsOf<{ id: number; login: string; first_name: string | null; last_name: string | null }>(
      await this.db.execute(sql`
        select u.id, u.login, u.first_name, u.last_name from jhi_user u
        where u.id in (select unnest(${`{${userIds.join(',')}}`}::int[])) and ${inScope}
        order by u.login`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      login: r.login,
      name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
    }));
  }

  async loginOf(userId: number): Promise<string | null> {
    const [row] = rowsOf<{ login: string }>(
      await this.db.execute(sql`select login from jhi_user where id = ${userId}`),
    );
    return row?.login ?? null;
  }

  /**
   * Applies an action to an alarm the caller may handle and writes its event; answers false when
   * it changes nothing (acknowledged already, cleared already).
   */
  async act(tx: AppDatabase, id: number, action: AlarmAction, login: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    if (action.type === 'cleared') await lockAlertEngine(tx);
    let changed: SQL;
    switch (action.type) {
      case 'acknowledged':
        changed = sql`update alarm set acknowledged_at = ${at}::timestamptz, acknowledged_by = ${login},
          updated_at = ${at}::timestamptz where id = ${id} and acknowledged_at is null returning id`;
        break;
      case 'assigned':
        changed = sql`update alarm set assignee_id = ${action.assigneeId ?? null}, updated_at = ${at}::timestamptz
          where id = ${id} and assignee_id is distinct from ${action.assigneeId ?? null}::int returning id`;
        break;
      case 'cleared':
        changed = sql`update alarm set state = 'cleared', cleared_at = ${at}::timestamptz, cleared_by = ${login},
          updated_at = ${at}::timestamptz where id = ${id} and state = 'active' returning id`;
        break;
      default:
        changed = sql`select ${id}::bigint as id`;
    }
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        with changed as (${changed}),
        event as (
          insert into alarm_event (alarm_id, type, at, actor, text)
          select id, ${action.type}, ${at}::timestamptz, ${login}, ${action.text ?? null} from changed
          returning alarm_id
        )
        select alarm_id as id from event`),
    );
    if (rows.length === 0) return false;
    // Cleared by hand: the rule's state goes, so the condition still holding opens a new alarm.
    if (action.type === 'cleared') await tx.execute(sql`delete from alert_state where alarm_id = ${id}`);
    return true;
  }
}
