import { sql } from 'drizzle-orm';
import type { OpeningHours } from '@app/contracts';
import type { AppDatabase } from './client';
import { jsonColumn, rowsOf } from '../lib/sql-rows';

/**
 * A site's opening hours (decision 040), read by the alerts module that edits them and by the air
 * standards report (occupied hours, decision 049). Shared below the modules, since feature modules
 * do not import each other.
 */
export class SiteOpeningHoursRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The site's hours; null: none set (open at all times). */
  async openingHours(addressId: number): Promise<OpeningHours | null> {
    const [row] = rowsOf<{ hours: OpeningHours | string }>(
      await this.db.execute(sql`select hours from site_opening_hours where address_id = ${addressId}`),
    );
    return row ? jsonColumn(row.hours) : null;
  }

  /** The hours of the sites that have some, by site. */
  async openingHoursOf(addressIds: readonly number[]): Promise<Map<number, OpeningHours>> {
    if (!addressIds.length) return new Map();
    const rows = rowsOf<{ address_id: number; hours: OpeningHours | string }>(
      await this.db.execute(sql`select address_id, hours from site_opening_hours
        where address_id = any(${`{${addressIds.join(',')}}`}::int[])`),
    );
    return new Map(rows.map((r) => [Number(r.address_id), jsonColumn(r.hours)]));
  }
}
