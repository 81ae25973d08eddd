import { sql, type SQL } from 'drizzle-orm';
import type { OpeningHours, ThresholdSet } from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import { jsonColumn, rowsOf } from '../../../lib/sql-rows';
import type { Caller } from '../../access/caller';
import { addressAllows } from '../../access/entity-policies-sql';
import { subtreeAddressIds, subtreeIds } from '../../access/scope-sql';
import { SiteOpeningHoursRepository } from '../../../db/site-opening-hours.repository';

/** Who a threshold layer belongs to: an account (its subtree) or a site (an address). */
export type SettingsOwner = { accountId: number } | { addressId: number };

const ownerColumn = (owner: SettingsOwner): SQL =>
  'accountId' in owner ? sql`account_id = ${owner.accountId}` : sql`address_id = ${owner.addressId}`;

/**
 * The SQL of accounts' and sites' thresholds and sites' opening hours (decision 040); the scope
 * checks use the same subtree and address-level rules as the device list.
 */
export class SiteSettingsStore {
  constructor(readonly db: AppDatabase) {}

  private async exists(query: SQL): Promise<boolean> {
    return rowsOf(await this.db.execute(query)).length > 0;
  }

  /** An account of the caller's subtree (administrators: any account). */
  accountInScope(caller: Caller, accountId: number): Promise<boolean> {
    if (caller.isSuperUser) return this.exists(sql`select 1 from user_account where id = ${accountId}`);
    return this.exists(sql`select 1 where ${accountId} in ${subtreeIds(caller.account?.id ?? -1)}`);
  }

  /** A site of the caller's subtree that no address-level record denies him for this operation. */
  siteInScope(caller: Caller, addressId: number, op: 'read' | 'update'): Promise<boolean> {
    if (caller.isSuperUser) return this.exists(sql`select 1 from com_partner_addr where id = ${addressId}`);
    return this.exists(sql`select 1 where ${addressId} in ${subtreeAddressIds(caller.account?.id ?? -1)}
      and ${addressAllows('DEVICE_MANAGEMENT', caller.userId, op, sql`${addressId}::int`)}`);
  }

  async overrides(owner: SettingsOwner): Promise<{ overrides: ThresholdSet; updatedAt: string } | null> {
    const [row] = rowsOf<{ overrides: ThresholdSet | string; updated_at: Date | string }>(
      await this.db.execute(
        sql`select overrides, updated_at from threshold_override where ${ownerColumn(owner)}`,
      ),
    );
    return row
      ? { overrides: jsonColumn(row.overrides), updatedAt: new Date(row.updated_at).toISOString() }
      : null;
  }

  /**
   * The layers above an owner, the root first: for an account its ancestors (not itself), for a
   * site the whole chain of the account the address belongs to.
   */
  async layersAbove(owner: SettingsOwner): Promise<ThresholdSet[]> {
    const descendant =
      'accountId' in owner
        ? sql`t.descendant_id = ${owner.accountId} and t.depth > 0`
        : sql`t.descendant_id in (select ua.id from user_account ua join com_partner_addr a
            on a.account_id = ua.com_partner_account_id where a.id = ${owner.addressId})`;
    const rows = rowsOf<{ overrides: ThresholdSet | string }>(
      await this.db.execute(sql`select o.overrides from user_account_tree t
        join threshold_override o on o.account_id = t.ancestor_id
        where ${descendant} order by t.depth desc`),
    );
    return rows.map((r) => jsonColumn(r.overrides));
  }

  async saveOverrides(owner: SettingsOwner, overrides: ThresholdSet, login: string, now: Date) {
    const accountId = 'accountId' in owner ? owner.accountId : null;
    const addressId = 'addressId' in owner ? owner.addressId : null;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from threshold_override where ${ownerColumn(owner)}`);
      await tx.execute(sql`insert into threshold_override (account_id, address_id, overrides, updated_at, updated_by)
        values (${accountId}, ${addressId}, ${JSON.stringify(overrides)}::jsonb, ${now.toISOString()}::timestamptz, ${login})`);
    });
  }

  /** Removes the overrides; whether there were any. */
  async deleteOverrides(owner: SettingsOwner): Promise<boolean> {
    const rows = rowsOf(
      await this.db.execute(sql`delete from threshold_override where ${ownerColumn(owner)} returning id`),
    );
    return rows.length > 0;
  }

  openingHours(addressId: number): Promise<OpeningHours | null> {
    return new SiteOpeningHoursRepository(this.db).openingHours(addressId);
  }

  async saveOpeningHours(addressId: number, hours: OpeningHours, login: string, now: Date) {
    await this.db.execute(sql`insert into site_opening_hours (address_id, hours, updated_at, updated_by)
      values (${addressId}, ${JSON.stringify(hours)}::jsonb, ${now.toISOString()}::timestamptz, ${login})
      on conflict (address_id) do update set hours = excluded.hours, updated_at = excluded.updated_at,
        updated_by = excluded.updated_by`);
  }

  async deleteOpeningHours(addressId: number): Promise<boolean> {
    const rows = rowsOf(
      await this.db.execute(
        sql`delete from site_opening_hours where address_id = ${addressId} returning address_id`,
      ),
    );
    return rows.length > 0;
  }
}
