import { sql } from 'drizzle-orm';
import {
  effectSampleOf,
  openingHoursSchema,
  readingNumber,
  type AirReading,
  type DataPoint,
  type EffectSample,
  type OpeningHours,
} from '@app/contracts';
import { jsonColumn, rowsOf } from '../../lib/sql-rows';
import type { AppDatabase } from '../client';

/**
 * Reads the stored demo history back as the air-quality rules read it, for the demo story's test:
 * a site is the address whose label (com_partner.note) is given, as demo-site-settings names it.
 */

interface StoredStatus {
  uid: string;
  at: number;
  online: boolean;
  status: DataPoint[];
}

async function storedStatuses(db: AppDatabase, where: ReturnType<typeof sql>): Promise<StoredStatus[]> {
  const rows = rowsOf<{ uid: string; at: number | string; online: boolean; payload: string | null }>(
    await db.execute(sql`
      select d.uid, (extract(epoch from l.log_time) * 1000)::float8 as at, l.online, l.payload
      from device_status_log l
      join device d on d.id = l.device_id
      left join com_partner_addr a on a.id = d.address_id
      left join com_partner p on p.id = a.partner_id
      where ${where}
      order by l.log_time, l.id`),
  );
  return rows.map((r) => ({
    uid: r.uid,
    at: Number(r.at),
    online: r.online,
    status: JSON.parse(r.payload ?? '[]') as DataPoint[],
  }));
}

const pointOf = (status: readonly DataPoint[], code: string): number | null => {
  const point = status.find((p) => p.code === code);
  return point ? readingNumber(point.value) : null;
};

/** The uids of the devices at these sites. */
export async function siteDeviceUids(db: AppDatabase, sites: readonly string[]): Promise<string[]> {
  const rows = rowsOf<{ uid: string }>(
    await db.execute(sql`
      select d.uid from device d
      join com_partner_addr a on a.id = d.address_id
      join com_partner p on p.id = a.partner_id
      where p.note in (${sql.join(
        sites.map((site) => sql`${site}`),
        sql`, `,
      )})
      order by d.id`),
  );
  return rows.map((r) => r.uid);
}

/** The PM readings of the site's devices in [from, to), as the standards report reads them. */
export async function siteReadings(
  db: AppDatabase,
  site: string,
  from: number,
  to: number,
): Promise<AirReading[]> {
  const statuses = await storedStatuses(
    db,
    sql`p.note = ${site} and l.log_time >= ${new Date(from)} and l.log_time < ${new Date(to)}`,
  );
  return statuses.map((s) => ({
    at: s.at,
    pm25: pointOf(s.status, 'pm25'),
    pm10: pointOf(s.status, 'pm10'),
  }));
}

/** The site's stored opening hours, or null when it has none (open at all times). */
export async function siteOpeningHours(db: AppDatabase, site: string): Promise<OpeningHours | null> {
  const [row] = rowsOf<{ hours: unknown }>(
    await db.execute(sql`
      select h.hours from site_opening_hours h
      join com_partner_addr a on a.id = h.address_id
      join com_partner p on p.id = a.partner_id
      where p.note = ${site}`),
  );
  return row ? openingHoursSchema.parse(jsonColumn(row.hours)) : null;
}

/** Each device's effect samples in [from, to), oldest first. */
export async function effectSamples(
  db: AppDatabase,
  from: number,
  to: number,
): Promise<Map<string, EffectSample[]>> {
  const statuses = await storedStatuses(
    db,
    sql`l.log_time >= ${new Date(from)} and l.log_time < ${new Date(to)}`,
  );
  const byUid = new Map<string, EffectSample[]>();
  for (const { uid, at, online, status } of statuses) {
    const samples = byUid.get(uid) ?? [];
    samples.push(effectSampleOf({ time: at, online, status }));
    byUid.set(uid, samples);
  }
  return byUid;
}
