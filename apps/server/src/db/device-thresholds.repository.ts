import { sql } from 'drizzle-orm';
import { effectiveThresholds, type ThresholdSet, type Thresholds } from '@app/contracts';
import type { AppDatabase } from './client';
import { jsonColumn, rowsOf } from '../lib/sql-rows';

/**
 * The thresholds in force per device (decision 040) for the screens that badge many devices: the
 * dashboard, the fleet health, the fleet check. Shared below the modules, since those modules sit
 * below the alerts module that edits the overrides.
 */
export class DeviceThresholdsRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The thresholds in force for the devices that have any override above them (account chain or
   * site); a device absent from the map reads the spec's table. One statement whose answer holds
   * only the overrides found (the badges of a whole dashboard read it, decision 040).
   */
  async thresholdsOfDevices(deviceIds: readonly number[]): Promise<Map<number, Thresholds>> {
    const result = new Map<number, Thresholds>();
    if (deviceIds.length === 0) return result;
    const rows = rowsOf<{ id: number; overrides: ThresholdSet | string }>(
      await this.db.execute(sql`
      with ds as (select id, owner_id, address_id from device
        where id in (select unnest(${`{${deviceIds.join(',')}}`}::int[])))
      select id, overrides from (
        select ds.id, 0 as site, t.depth, o.overrides from ds
          join user_account_tree t on t.descendant_id = ds.owner_id
          join threshold_override o on o.account_id = t.ancestor_id
        union all
        select ds.id, 1 as site, 0 as depth, o.overrides from ds
          join threshold_override o on o.address_id = ds.address_id) layers
      order by id, site, depth desc`),
    );
    const layers = new Map<number, ThresholdSet[]>();
    for (const row of rows) {
      const id = Number(row.id);
      const list = layers.get(id) ?? [];
      list.push(jsonColumn<ThresholdSet>(row.overrides));
      layers.set(id, list);
    }
    // Devices under the same overrides share one answer (a chain's whole fleet, in a dashboard).
    const shared = new Map<string, Thresholds>();
    for (const [id, list] of layers) {
      const key = JSON.stringify(list);
      let thresholds = shared.get(key);
      if (!thresholds) shared.set(key, (thresholds = effectiveThresholds(list)));
      result.set(id, thresholds);
    }
    return result;
  }
}
