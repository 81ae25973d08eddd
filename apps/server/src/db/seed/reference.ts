import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_ROLES,
  AUTHORITIES,
  SERVICE_CODES,
  SERVICES_BY_ROLE,
  type AccountRole,
  type ServiceCode,
} from '@app/contracts';
import type { AppDatabase } from '../client';
import {
  authorities,
  deviceModels,
  nations,
  tabCities,
  tabServicePermissionPresets,
  tabServicePermissions,
  tabServices,
  userAccountTypes,
} from '../schema/index';
import { ACCOUNT_TYPE_NAMES, DEVICE_MODELS, READ_ONLY_SERVICES, SERVICE_NAMES } from './catalog';
import { loadIstatCities } from './istat-cities';
import { loadNations } from './nations';
import { insertInBatches, type SeedLog } from './util';

// Each function adds only the rows whose natural key is missing, so it is cheap to run on
// every start and never overwrites what an administrator changed.

export async function seedAuthorities(db: AppDatabase, log: SeedLog): Promise<void> {
  const inserted = await db
    .insert(authorities)
    .values(AUTHORITIES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning();
  if (inserted.length) log(`authorities: +${inserted.length}`);
}

/** One type per account role; returns role -> type id. */
export async function seedAccountTypes(db: AppDatabase, log: SeedLog): Promise<Map<AccountRole, number>> {
  const existing = await db.select().from(userAccountTypes);
  const known = new Set(existing.map((t) => t.role));
  const missing = ACCOUNT_ROLES.filter((role) => !known.has(role));
  const inserted = missing.length
    ? await db
        .insert(userAccountTypes)
        .values(missing.map((role) => ({ role, name: ACCOUNT_TYPE_NAMES[role] })))
        .returning()
    : [];
  if (inserted.length) log(`account types: +${inserted.length}`);
  const byRole = new Map<AccountRole, number>();
  // Lowest id wins if an administrator added a second type with the same role.
  for (const t of [...existing, ...inserted].sort((a, b) => b.id - a.id))
    byRole.set(t.role as AccountRole, t.id);
  return byRole;
}

/** The 8 services; returns code -> service id. */
export async function seedServices(db: AppDatabase, log: SeedLog): Promise<Map<ServiceCode, number>> {
  const inserted = await db
    .insert(tabServices)
    .values(
      SERVICE_CODES.map((code) => ({
        code,
        name: SERVICE_NAMES[code],
        readOnly: READ_ONLY_SERVICES.includes(code),
      })),
    )
    .onConflictDoNothing({ target: tabServices.code })
    .returning({ id: tabServices.id });
  if (inserted.length) log(`services: +${inserted.length}`);
  const rows = await db.select({ id: tabServices.id, code: tabServices.code }).from(tabServices);
  return new Map(rows.map((r) => [r.code as ServiceCode, r.id]));
}

export async function seedNations(db: AppDatabase, log: SeedLog): Promise<void> {
  const known = new Set((await db.select({ code: nations.code }).from(nations)).map((n) => n.code));
  const missing = loadNations().filter((n) => !known.has(n.code));
  await insertInBatches(db, nations, missing);
  if (missing.length) log(`nations: +${missing.length}`);
}

export async function seedDeviceModels(db: AppDatabase, log: SeedLog): Promise<void> {
  const stored = await db.select({ p: deviceModels.productId, cadr1: deviceModels.cadr1 }).from(deviceModels);
  const known = new Set(stored.map((m) => m.p));
  // Models stored before the CADR columns (migration 0023) get the catalog's; a value an
  // administrator set is left alone.
  for (const m of DEVICE_MODELS.filter((c) => stored.some((s) => s.p === c.productId && s.cadr1 === null)))
    await db
      .update(deviceModels)
      .set(cadrColumns(m.cadr))
      .where(and(eq(deviceModels.productId, m.productId), isNull(deviceModels.cadr1)));
  const missing = DEVICE_MODELS.filter((m) => !known.has(m.productId));
  if (missing.length === 0) return;
  await db.insert(deviceModels).values(
    missing.map((m) => ({
      name: m.name,
      productId: m.productId,
      consumption1: m.consumption[0],
      consumption2: m.consumption[1],
      consumption3: m.consumption[2],
      consumption4: m.consumption[3],
      ...cadrColumns(m.cadr),
    })),
  );
  log(`device models: +${missing.length}`);
}

const cadrColumns = (cadr: readonly [number, number, number, number]) => ({
  cadr1: cadr[0],
  cadr2: cadr[1],
  cadr3: cadr[2],
  cadr4: cadr[3],
});

/** ~7,900 ISTAT cities. A count check first keeps the usual restart to one query. */
export async function seedCities(db: AppDatabase, log: SeedLog): Promise<void> {
  const cities = loadIstatCities();
  const count = await db.$count(tabCities);
  if (count >= cities.length) return;
  const known = new Set((await db.select({ cityId: tabCities.cityId }).from(tabCities)).map((c) => c.cityId));
  const missing = cities.filter((c) => !known.has(c.cityId));
  await insertInBatches(db, tabCities, missing);
  if (missing.length) log(`cities: +${missing.length}`);
}

/** 'Default <ROLE>' preset per role, granting full CRUD on that role's services. */
export async function seedPermissionPresets(
  db: AppDatabase,
  ownerUserId: number,
  serviceIds: Map<ServiceCode, number>,
  log: SeedLog,
): Promise<void> {
  const existing = await db
    .select({ name: tabServicePermissionPresets.name })
    .from(tabServicePermissionPresets)
    .where(eq(tabServicePermissionPresets.removed, false));
  const known = new Set(existing.map((p) => p.name));
  const missing = ACCOUNT_ROLES.filter((role) => !known.has(presetName(role)));
  if (missing.length === 0) return;
  const presets = await db
    .insert(tabServicePermissionPresets)
    .values(missing.map((role) => ({ name: presetName(role), targetRole: role, ownerId: ownerUserId })))
    .returning({ id: tabServicePermissionPresets.id, targetRole: tabServicePermissionPresets.targetRole });
  const lines = presets.flatMap((preset) =>
    SERVICES_BY_ROLE[preset.targetRole as AccountRole].map((code) => ({
      tabServiceId: serviceIds.get(code) as number,
      tabServicePermissionPresetId: preset.id,
      permissionCreate: true,
      permissionRead: true,
      permissionUpdate: true,
      permissionDelete: true,
    })),
  );
  if (lines.length) await db.insert(tabServicePermissions).values(lines);
  log(`permission presets: +${presets.length} (${lines.length} permissions)`);
}

const presetName = (role: AccountRole) => `Default ${role}`;
