import itCore from './it.json' with { type: 'json' };
import enCore from './en.json' with { type: 'json' };
import entitiesIt from './areas/entities.it.json' with { type: 'json' };
import entitiesEn from './areas/entities.en.json' with { type: 'json' };
import adminIt from './areas/admin.it.json' with { type: 'json' };
import adminEn from './areas/admin.en.json' with { type: 'json' };
import accountsIt from './areas/accounts.it.json' with { type: 'json' };
import accountsEn from './areas/accounts.en.json' with { type: 'json' };
import devicesIt from './areas/devices.it.json' with { type: 'json' };
import devicesEn from './areas/devices.en.json' with { type: 'json' };
import consumerIt from './areas/consumer.it.json' with { type: 'json' };
import consumerEn from './areas/consumer.en.json' with { type: 'json' };
import fleetFiltersIt from './areas/fleet-filters.it.json' with { type: 'json' };
import fleetFiltersEn from './areas/fleet-filters.en.json' with { type: 'json' };
import airQualityIt from './areas/air-quality.it.json' with { type: 'json' };
import airQualityEn from './areas/air-quality.en.json' with { type: 'json' };
import fleetHealthIt from './areas/fleet-health.it.json' with { type: 'json' };
import fleetHealthEn from './areas/fleet-health.en.json' with { type: 'json' };
import monthlyReportIt from './areas/monthly-report.it.json' with { type: 'json' };
import monthlyReportEn from './areas/monthly-report.en.json' with { type: 'json' };
import quotaIt from './areas/quota.it.json' with { type: 'json' };
import quotaEn from './areas/quota.en.json' with { type: 'json' };
import bulkJobsIt from './areas/bulk-jobs.it.json' with { type: 'json' };
import bulkJobsEn from './areas/bulk-jobs.en.json' with { type: 'json' };
import adminJobsIt from './areas/admin-jobs.it.json' with { type: 'json' };
import adminJobsEn from './areas/admin-jobs.en.json' with { type: 'json' };
import thresholdsIt from './areas/thresholds.it.json' with { type: 'json' };
import thresholdsEn from './areas/thresholds.en.json' with { type: 'json' };
import alarmsIt from './areas/alarms.it.json' with { type: 'json' };
import alarmsEn from './areas/alarms.en.json' with { type: 'json' };
import notificationsIt from './areas/notifications.it.json' with { type: 'json' };
import notificationsEn from './areas/notifications.en.json' with { type: 'json' };
import webhooksIt from './areas/webhooks.it.json' with { type: 'json' };
import webhooksEn from './areas/webhooks.en.json' with { type: 'json' };
import apiKeysIt from './areas/api-keys.it.json' with { type: 'json' };
import apiKeysEn from './areas/api-keys.en.json' with { type: 'json' };
import scheduledExportsIt from './areas/scheduled-exports.it.json' with { type: 'json' };
import scheduledExportsEn from './areas/scheduled-exports.en.json' with { type: 'json' };
import airShareIt from './areas/air-share.it.json' with { type: 'json' };
import airShareEn from './areas/air-share.en.json' with { type: 'json' };

export type Catalog = Record<string, unknown>;

/**
 * The catalogs: the core file of each language plus one file per area (areas/<area>.<lang>.json),
 * so each area's strings live beside each other and areas can be edited independently.
 * An area file's top-level keys must not collide with another file's.
 */
const parts: Record<'it' | 'en', Catalog[]> = {
  it: [
    itCore,
    entitiesIt,
    adminIt,
    accountsIt,
    devicesIt,
    consumerIt,
    fleetFiltersIt,
    airQualityIt,
    fleetHealthIt,
    monthlyReportIt,
    quotaIt,
    bulkJobsIt,
    adminJobsIt,
    thresholdsIt,
    alarmsIt,
    notificationsIt,
    webhooksIt,
    apiKeysIt,
    scheduledExportsIt,
    airShareIt,
  ],
  en: [
    enCore,
    entitiesEn,
    adminEn,
    accountsEn,
    devicesEn,
    consumerEn,
    fleetFiltersEn,
    airQualityEn,
    fleetHealthEn,
    monthlyReportEn,
    quotaEn,
    bulkJobsEn,
    adminJobsEn,
    thresholdsEn,
    alarmsEn,
    notificationsEn,
    webhooksEn,
    apiKeysEn,
    scheduledExportsEn,
    airShareEn,
  ],
};

function merge(target: Catalog, source: Catalog): Catalog {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object' && !Array.isArray(value)
        ? merge({ ...(existing as Catalog) }, value as Catalog)
        : value;
  }
  return target;
}

export const catalogs: Record<'it' | 'en', Catalog> = {
  it: parts.it.reduce<Catalog>((acc, part) => merge(acc, part), {}),
  en: parts.en.reduce<Catalog>((acc, part) => merge(acc, part), {}),
};
export const SUPPORTED_LOCALES = ['it', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => SUPPORTED_LOCALES.includes(value as Locale);

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation (mails, PDFs): `{{name}}` placeholders as in i18next. Falls back to Italian, then the key. */
export function translate(locale: string, key: string, params: Record<string, string | number> = {}): string {
  const catalog = catalogs[isLocale(locale) ? locale : 'it'];
  const text = lookup(catalog, key) ?? lookup(catalogs.it, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
