import { sql, type SQL } from 'drizzle-orm';
import { ruleKey, type AlertRuleDto, type AlertRuleInput } from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import { rowsOf } from '../../../lib/sql-rows';
import { addressAllows } from '../../access/entity-policies-sql';
import { subtreeAddressIds, subtreeIds } from '../../access/scope-sql';
import type { Caller } from '../../access/caller';
import { lockAlertEngine } from '../engine-lock-sql';
import { accountNameOf, addressNameOf } from '../names-sql';

interface RuleRow extends Record<string, unknown> {
  id: number;
  name: string;
  account_id: number | null;
  account_name: string | null;
  address_id: number | null;
  address_name: string | null;
  severity: AlertRuleDto['severity'];
  enabled: boolean;
  notify_on_clear: boolean;
  condition: AlertRuleDto['condition'] | string;
  active_alarms: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

const toDto = (r: RuleRow): AlertRuleDto => ({
  id: Number(r.id),
  name: r.name,
  accountId: r.account_id === null ? null : Number(r.account_id),
  accountName: r.account_name,
  addressId: r.address_id === null ? null : Number(r.address_id),
  addressName: r.address_name,
  severity: r.severity,
  enabled: r.enabled,
  notifyOnClear: r.notify_on_clear,
  condition: typeof r.condition === 'string' ? JSON.parse(r.condition) : r.condition,
  activeAlarms: Number(r.active_alarms),
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/**
 * The rules a caller may see or change (`op`): those of the accounts of its subtree and of the sites
 * of its scope (no address-level record denying DEVICE_MANAGEMENT `op` there); the super user every
 * rule, and it alone the system rules.
 */
export function ruleScope(caller: Caller, op: 'read' | 'update'): SQL {
  if (caller.isSuperUser) return sql`true`;
  const root = caller.account?.id ?? -1;
  return sql`((r.address_id is null and r.account_id in ${subtreeIds(root)})
    or (r.address_id in ${subtreeAddressIds(root)}
      and ${addressAllows('DEVICE_MANAGEMENT', caller.userId, op, sql`r.address_id`)}))`;
}

/** The alert rules' SQL (docs/decisions/040). */
export class AlertRuleRepository {
  constructor(readonly db: AppDatabase) {}

  async list(caller: Caller, filter: { accountId?: number; addressId?: number }): Promise<AlertRuleDto[]> {
    return this.select(
      sql`${ruleScope(caller, 'read')}
        ${filter.accountId === undefined ? sql`` : sql`and r.account_id = ${filter.accountId}`}
        ${filter.addressId === undefined ? sql`` : sql`and r.address_id = ${filter.addressId}`}`,
    );
  }

  async find(caller: Caller, id: number, op: 'read' | 'update'): Promise<AlertRuleDto | undefined> {
    const [rule] = await this.select(sql`r.id = ${id} and ${ruleScope(caller, op)}`);
    return rule;
  }

  /** Whether an account is in the caller's subtree. */
  async accountInScope(caller: Caller, accountId: number): Promise<boolean> {
    if (caller.isSuperUser) return this.exists(sql`select 1 from user_account where id = ${accountId}`);
    return this.exists(sql`select 1 where ${accountId} in ${subtreeIds(caller.account?.id ?? -1)}`);
  }

  /** Whether a site is in the caller's scope for changes (DEVICE_MANAGEMENT update there). */
  async siteInScope(caller: Caller, addressId: number): Promise<boolean> {
    if (caller.isSuperUser) return this.exists(sql`select 1 from com_partner_addr where id = ${addressId}`);
    return this.exists(sql`select 1 where ${addressId} in ${subtreeAddressIds(caller.account?.id ?? -1)}
      and ${addressAllows('DEVICE_MANAGEMENT', caller.userId, 'update', sql`${addressId}::int`)}`);
  }

  async insert(tx: AppDatabase, input: AlertRuleInput, login: string, now: Date): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into alert_rule (account_id, address_id, name, kind, rule_key, severity, enabled, notify_on_clear,
          condition, created_by, created_at, updated_at)
        values (${input.accountId ?? null}, ${input.addressId ?? null}, ${input.name}, ${input.condition.kind},
          ${ruleKey(input.condition)}, ${input.severity}, ${input.enabled}, ${input.notifyOnClear},
          ${JSON.stringify(input.condition)}::jsonb, ${login}, ${now.toISOString()}::timestamptz,
          ${now.toISOString()}::timestamptz)
        returning id`),
    );
    return Number(row!.id);
  }

  async update(tx: AppDatabase, id: number, input: AlertRuleInput, now: Date): Promise<void> {
    await lockAlertEngine(tx);
    await tx.execute(sql`
      update alert_rule set account_id = ${input.accountId ?? null}, address_id = ${input.addressId ?? null},
        name = ${input.name}, kind = ${input.condition.kind}, rule_key = ${ruleKey(input.condition)},
        severity = ${input.severity}, enabled = ${input.enabled}, notify_on_clear = ${input.notifyOnClear},
        condition = ${JSON.stringify(input.condition)}::jsonb, updated_at = ${now.toISOString()}::timestamptz
      where id = ${id}`);
  }

  /**
   * Deletes a rule; its active alarms clear (by the user who deleted it) with a `cleared` event
   * each, as alarms outlive their rules. Answers how many events were written.
   */
  async delete(tx: AppDatabase, id: number, login: string, now: Date): Promise<number> {
    await lockAlertEngine(tx);
    const result = await tx.execute(sql`
      with cleared as (
        update alarm set state = 'cleared', cleared_at = ${now.toISOString()}::timestamptz, cleared_by = ${login},
          updated_at = ${now.toISOString()}::timestamptz
        where rule_id = ${id} and state = 'active'
        returning id
      ), events as (
        insert into alarm_event (alarm_id, type, at, actor, text)
        select id, 'cleared', ${now.toISOString()}::timestamptz, ${login}, 'rule deleted' from cleared
        returning id
      )
      select (select count(*) from events)::int as events`);
    await tx.execute(sql`delete from alert_rule where id = ${id}`);
    return Number(rowsOf<{ events: number }>(result)[0]?.events ?? 0);
  }

  private async exists(query: SQL): Promise<boolean> {
    return rowsOf(await this.db.execute(sql`select exists (${query}) as found`)).some(
      (r) => (r as { found: boolean }).found,
    );
  }

  private async select(where: SQL): Promise<AlertRuleDto[]> {
    const rows = rowsOf<RuleRow>(
      await this.db.execute(sql`
        select r.id, r.name, r.account_id, ${accountNameOf(sql`r.account_id`)} as account_name,
          r.address_id, ${addressNameOf(sql`r.address_id`)} as address_name, r.severity, r.enabled,
          r.notify_on_clear, r.condition, r.created_at, r.updated_at,
          (select count(*) from alarm a where a.rule_id = r.id and a.state = 'active') as active_alarms
        from alert_rule r
        where ${where}
        order by r.account_id nulls first, r.address_id nulls first, r.name, r.id`),
    );
    return rows.map(toDto);
  }
}
