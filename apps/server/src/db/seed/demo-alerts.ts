import { sql } from 'drizzle-orm';
import { ruleKey, type AlarmSeverity, type AlertCondition } from '@app/contracts';
import type { AppDatabase } from '../client';
import type { SeedLog } from './util';

interface DemoRule {
  /** The account's user (null: a system rule). */
  login: string | null;
  name: string;
  severity: AlarmSeverity;
  condition: AlertCondition;
}

/**
 * A few alert rules on the demo accounts (docs/decisions/040), so a fresh dev start shows alarms
 * within minutes: the simulator's purifiers cross the PM2.5 bound, drop off the Wi-Fi and wear
 * their filters. Only with the demo history (the dev start): the test template has no rules, so
 * the tests' statuses open no alarm they did not ask for.
 */
const DEMO_RULES: readonly DemoRule[] = [
  {
    login: 'dealer',
    name: 'PM2.5 oltre la soglia',
    severity: 'major',
    condition: {
      kind: 'parameter',
      parameter: 'pm25',
      band: 'warning',
      forMinutes: 10,
      clearMinutes: 10,
      rearmMargin: 3,
      openingHoursOnly: false,
    },
  },
  {
    login: 'dealer',
    name: 'Purificatore offline',
    severity: 'critical',
    condition: { kind: 'offline', forMinutes: 30, clearMinutes: 0, openingHoursOnly: false },
  },
  {
    login: 'dealer',
    name: 'Filtro da sostituire',
    severity: 'minor',
    condition: { kind: 'filter', withinDays: 14 },
  },
  // The purifier-effect job's verdict (decision 051): a purifier that runs without lowering PM2.5.
  {
    login: 'dealer',
    name: 'Nessun effetto misurabile',
    severity: 'minor',
    condition: { kind: 'no_effect' },
  },
  {
    login: 'gdo',
    name: 'Purificatore offline',
    severity: 'critical',
    condition: { kind: 'offline', forMinutes: 30, clearMinutes: 0, openingHoursOnly: false },
  },
  // Limited to opening hours (demo-site-settings.ts): the stores' air matters while customers are
  // in, and a purifier switched off at closing time is no fault.
  {
    login: 'gdo',
    name: 'PM2.5 oltre la soglia in orario di apertura',
    severity: 'major',
    condition: {
      kind: 'parameter',
      parameter: 'pm25',
      band: 'warning',
      forMinutes: 15,
      clearMinutes: 10,
      rearmMargin: 3,
      openingHoursOnly: true,
    },
  },
  {
    login: 'gds',
    name: 'Purificatore offline in orario di apertura',
    severity: 'critical',
    condition: { kind: 'offline', forMinutes: 30, clearMinutes: 0, openingHoursOnly: true },
  },
  {
    login: null,
    name: 'Nessun evento push dal cloud',
    severity: 'critical',
    condition: { kind: 'push_silence', forMinutes: 15 },
  },
];

/** Adds the demo rules an account (or the system) does not have yet, by key. Answers how many. */
export async function seedDemoAlertRules(db: AppDatabase, log: SeedLog): Promise<number> {
  let added = 0;
  for (const rule of DEMO_RULES) {
    const key = ruleKey(rule.condition);
    const result = await db.execute(sql`
      insert into alert_rule (account_id, name, kind, rule_key, severity, condition, created_by, created_at, updated_at)
      select ua.id, ${rule.name}, ${rule.condition.kind}, ${key}, ${rule.severity},
        ${JSON.stringify(rule.condition)}::jsonb, 'system', now(), now()
      from (select (select a.id from user_account a join jhi_user u on u.id = a.user_id
                    where u.login = ${rule.login}) as id) ua
      where (${rule.login}::text is null or ua.id is not null)
        and not exists (select 1 from alert_rule r where r.rule_key = ${key}
          and r.address_id is null and r.account_id is not distinct from ua.id)
      returning id`);
    added += ((result as { rows?: unknown[] }).rows ?? []).length;
  }
  if (added > 0) log(`demo alert rules: ${added} added`);
  return added;
}
