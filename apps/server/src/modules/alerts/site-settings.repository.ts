import { sql } from 'drizzle-orm';
import { DEFAULT_THRESHOLDS, type OpeningHours, type Thresholds } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { DeviceThresholdsRepository } from '../../db/device-thresholds.repository';
import { jsonColumn, rowsOf } from '../../lib/sql-rows';

/** Where a device stands for its alerts: its account chain, site, thresholds and opening hours. */
export interface DeviceSite {
  deviceId: number;
  uid: string | null;
  name: string | null;
  /** The owning account (user_account), null for unsold stock. */
  accountId: number | null;
  addressId: number | null;
  /** The owner's account chain, the root first, the owner last (empty without an owner). */
  accountChain: number[];
  /** The thresholds in force: the default, the chain's overrides, the site's (decision 040). */
  thresholds: Thresholds;
  /** The site's opening hours; null: open at all times. */
  hours: OpeningHours | null;
}

interface Row extends Record<string, unknown> {
  id: number;
  uid: string | null;
  name: string | null;
  owner_id: number | null;
  address_id: number | null;
  chain: number[] | string;
  hours: OpeningHours | string | null;
}

/**
 * Reads the settings the alert rules need for a set of devices: the owner's ancestors (the closure
 * table, decision 029) and the site's opening hours in one statement, and the thresholds in force
 * from DeviceThresholdsRepository (the badges' one reading of the overrides).
 */
export class SiteSettingsRepository {
  constructor(private readonly db: AppDatabase) {}

  async devices(deviceIds: readonly number[]): Promise<Map<number, DeviceSite>> {
    const result = new Map<number, DeviceSite>();
    if (deviceIds.length === 0) return result;
    const rows = rowsOf<Row>(
      await this.db.execute(sql`
      select d.id, d.uid, d.name, d.owner_id, d.address_id,
        (select coalesce(json_agg(t.ancestor_id order by t.depth desc), '[]'::json)
           from user_account_tree t where t.descendant_id = d.owner_id) as chain,
        (select h.hours from site_opening_hours h where h.address_id = d.address_id) as hours
      from device d
      where d.id in (select unnest(${`{${deviceIds.join(',')}}`}::int[]))`),
    );
    const thresholds = await new DeviceThresholdsRepository(this.db).thresholdsOfDevices(deviceIds);
    for (const row of rows) {
      result.set(Number(row.id), {
        deviceId: Number(row.id),
        uid: row.uid,
        name: row.name,
        accountId: row.owner_id === null ? null : Number(row.owner_id),
        addressId: row.address_id === null ? null : Number(row.address_id),
        accountChain: jsonColumn<number[]>(row.chain).map(Number),
        thresholds: thresholds.get(Number(row.id)) ?? DEFAULT_THRESHOLDS,
        hours: row.hours === null ? null : jsonColumn<OpeningHours>(row.hours),
      });
    }
    return result;
  }
}
