import { eq, inArray, sql } from 'drizzle-orm';
import type { RomeDaySums } from '@app/contracts';
import type { AppDatabase } from './client';
import { comPartnerAddrs, comPartners, devices, DAY_HOURS, sitePm25Daily } from './schema';

/**
 * One site's air without a caller, for the public air screen (modules/air-share, decision 050): the
 * site's display name, its devices and the daily roll-up's hour sums (written by status-ingest.ts).
 * Shared here, beside the roll-up's writer, because feature modules do not import each other; the
 * right to read (a valid share link) is checked by the module that asks.
 */
export class SiteAirRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The site's display name ("address, city"); undefined when there is no such site. */
  async siteLabel(addressId: number): Promise<{ label: string | null } | undefined> {
    const [row] = await this.db
      .select({
        label: sql<
          string | null
        >`nullif(trim(concat_ws(', ', ${comPartners.address}, ${comPartners.city})), '')`,
      })
      .from(comPartnerAddrs)
      .leftJoin(comPartners, eq(comPartners.id, comPartnerAddrs.partnerId))
      .where(eq(comPartnerAddrs.id, addressId));
    return row;
  }

  /** Ids of the devices placed at the site. */
  async deviceIds(addressId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.addressId, addressId));
    return rows.map((r) => r.id);
  }

  /** The site's PM2.5 sums per hour of the given Rome days (days without a row are left out). */
  async daySums(addressId: number, days: readonly string[]): Promise<RomeDaySums[]> {
    if (!days.length) return [];
    const rows = await this.db
      .select()
      .from(sitePm25Daily)
      .where(sql`${sitePm25Daily.addressId} = ${addressId} and ${inArray(sitePm25Daily.day, [...days])}`);
    return rows.map((row) => {
      const columns = row as unknown as Record<string, unknown>;
      return {
        day: String(row.day),
        hours: DAY_HOURS.map((hh) => ({
          sum: Number(columns[`sum${hh}`] ?? 0),
          readings: Number(columns[`readings${hh}`] ?? 0),
        })),
      };
    });
  }
}
