import { sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  SHOP_HOURS,
  THRESHOLD_PRESETS,
  type OpeningHours,
  type OpeningRange,
  type ThresholdPreset,
} from '@app/contracts';
import type { AppDatabase } from '../client';
import type { SeedLog } from './util';

/** The same ranges on the given days, none on the others. */
function weekly(days: number, ranges: OpeningRange[]): OpeningHours {
  const day = (i: number) => (i < days ? ranges : []);
  return {
    timeZone: DEFAULT_TIME_ZONE,
    week: { mon: day(0), tue: day(1), wed: day(2), thu: day(3), fri: day(4), sat: day(5), sun: day(6) },
    closures: [],
  };
}

/** A small shop's day: closed for lunch, Monday to Saturday. */
const SPLIT_SHOP_HOURS = weekly(6, [
  { from: '09:00', to: '13:00' },
  { from: '15:30', to: '19:30' },
]);
const OFFICE_HOURS = weekly(5, [{ from: '08:30', to: '18:30' }]);

/** A demo site: the account's login and the label of its address (com_partner.note, demo-data.ts). */
interface DemoSiteHours {
  login: string;
  site: string;
  hours: OpeningHours;
}

/**
 * Opening hours of the demo's shops and offices (docs/decisions/040), so the rules limited to
 * opening hours have something to follow: the hypermarkets keep the usual shop hours, the small
 * shops close for lunch, the dealer's office works weekdays. The clinics have none: open at all times.
 */
const DEMO_SITE_HOURS: readonly DemoSiteHours[] = [
  { login: 'dealer', site: 'Sede e ufficio tecnico', hours: OFFICE_HOURS },
  { login: 'dealer', site: 'Showroom', hours: SPLIT_SHOP_HOURS },
  { login: 'gdo', site: 'Punto vendita Tiburtina', hours: SHOP_HOURS },
  { login: 'gdo', site: 'Punto vendita Guidonia', hours: SHOP_HOURS },
  { login: 'gdo', site: 'Punto vendita Tivoli', hours: SHOP_HOURS },
  { login: 'gds', site: 'Negozio Via Nizza', hours: SPLIT_SHOP_HOURS },
  { login: 'gds', site: 'Negozio Moncalieri', hours: SPLIT_SHOP_HOURS },
];

/** The retail chain holds its stores to the WHO 2021 / WELL PM2.5 bounds (its whole subtree). */
const DEMO_ACCOUNT_PRESETS: readonly { login: string; preset: ThresholdPreset }[] = [
  { login: 'admingdo', preset: 'WHO_2021_WELL' },
];

const countOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []).length;

/**
 * Adds the demo sites' opening hours and the demo accounts' threshold presets where a site or an
 * account has none yet, in the tables the settings API writes: what a user changed stays.
 * Answers how many rows it added.
 */
export async function seedDemoSiteSettings(db: AppDatabase, log: SeedLog): Promise<number> {
  let hours = 0;
  for (const { login, site, hours: value } of DEMO_SITE_HOURS) {
    hours += countOf(
      await db.execute(sql`
        insert into site_opening_hours (address_id, hours, updated_at, updated_by)
        select a.id, ${JSON.stringify(value)}::jsonb, now(), 'system'
        from com_partner_addr a
        join com_partner p on p.id = a.partner_id
        join user_account ua on ua.com_partner_account_id = a.account_id
        join jhi_user u on u.id = ua.user_id
        where u.login = ${login} and p.note = ${site}
        on conflict (address_id) do nothing
        returning address_id`),
    );
  }
  let presets = 0;
  for (const { login, preset } of DEMO_ACCOUNT_PRESETS) {
    presets += countOf(
      await db.execute(sql`
        insert into threshold_override (account_id, overrides, updated_at, updated_by)
        select ua.id, ${JSON.stringify(THRESHOLD_PRESETS[preset])}::jsonb, now(), 'system'
        from user_account ua join jhi_user u on u.id = ua.user_id
        where u.login = ${login}
        on conflict do nothing
        returning id`),
    );
  }
  if (hours + presets > 0)
    log(`demo site settings: ${hours} opening hours, ${presets} threshold presets added`);
  return hours + presets;
}
