import { asc, eq, inArray } from 'drizzle-orm';
import { authorityOf, PRIVACY_NOTICE_VERSION, type AccountRole } from '@app/contracts';
import type { AppDatabase } from '../client';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  consumerConsents,
  deviceFactorySerials,
  deviceModels,
  devices,
  nations,
  tabCities,
  userAccounts,
  users,
} from '../schema/index';
import { DEVICE_MODELS } from './catalog';
import { DEMO_ACCOUNTS, demoPassword, type DemoContact } from './demo-data';
import { DEMO_DEVICES, DEMO_FREE_SERIALS } from './demo-fleet';
import { ensureUsers } from './users';
import type { SeedLog } from './util';

export { DEMO_DEVICES, DEMO_FREE_SERIALS, DEMO_STOCK, type DemoDevice } from './demo-fleet';

/** Cloud ids of the demo fleet; the IoT simulator creates devices with the same ids. */
export const DEMO_DEVICE_UIDS: readonly string[] = DEMO_DEVICES.map((d) => d.uid);

/** Dev profile only: the basic user, the demo account tree with addresses, and the fleet. */
export async function seedDemo(
  db: AppDatabase,
  typeIds: Map<AccountRole, number>,
  log: SeedLog,
): Promise<void> {
  const basic = {
    login: 'user',
    password: 'user',
    firstName: 'Utente',
    lastName: 'Demo',
    email: 'user@example.com',
  };
  await ensureUsers(db, [{ ...basic, authorities: ['ROLE_USER'] }]);
  await seedDemoAccounts(db, typeIds, log);
  await seedDemoDevices(db, log);
  await seedDemoFactorySerials(db, log);
}

/**
 * The factory's records of every demo purifier plus a few not yet sold (DEMO_FREE_SERIALS); the
 * serials of the demo consumer's purifiers are claimed by it, and it accepted the privacy notice.
 */
async function seedDemoFactorySerials(db: AppDatabase, log: SeedLog): Promise<void> {
  const serials = [...DEMO_DEVICES.map((d) => d.serialNumber), ...DEMO_FREE_SERIALS];
  const existing = await db
    .select({ serial: deviceFactorySerials.serialNumber })
    .from(deviceFactorySerials)
    .where(inArray(deviceFactorySerials.serialNumber, serials));
  const known = new Set(existing.map((r) => r.serial));
  const missing = serials.filter((serial) => !known.has(serial));
  if (missing.length === 0) return;
  const consumers = await accountsByLogin(
    db,
    DEMO_ACCOUNTS.filter((a) => a.role === 'CONSUMER').map((a) => a.login),
  );
  const claimedBy = new Map(
    DEMO_DEVICES.flatMap((d) => {
      const consumer = consumers.get(d.ownerLogin);
      return consumer ? [[d.serialNumber, consumer.id] as const] : [];
    }),
  );
  const produced = new Date('2026-01-15T08:00:00Z');
  await db.insert(deviceFactorySerials).values(
    missing.map((serialNumber, i) => ({
      serialNumber,
      workOrderNumber: 2026000 + i,
      moduleModel: 'WBR3',
      mac: `d4:a6:51:${[i >> 8, i & 0xff, 0x5e].map((b) => b.toString(16).padStart(2, '0')).join(':')}`,
      burnAuthorizationStatus: 'OK',
      authorizationTime: produced,
      packagingQualityInspectionStatus: 'OK',
      packagingQualityInspectionTime: produced,
      claimedByAccountId: claimedBy.get(serialNumber) ?? null,
      claimedAt: claimedBy.has(serialNumber) ? produced : null,
    })),
  );
  for (const { id: accountId } of consumers.values())
    await db
      .insert(consumerConsents)
      .values({ accountId, privacyVersion: PRIVACY_NOTICE_VERSION, privacyAcceptedAt: produced })
      .onConflictDoNothing();
  log(`demo factory serials: +${missing.length}`);
}

type AccountRef = { id: number; comPartnerAccountId: number | null };

async function accountsByLogin(db: AppDatabase, logins: string[]): Promise<Map<string, AccountRef>> {
  const rows = await db
    .select({
      login: users.login,
      id: userAccounts.id,
      comPartnerAccountId: userAccounts.comPartnerAccountId,
    })
    .from(userAccounts)
    .innerJoin(users, eq(userAccounts.userId, users.id))
    .where(inArray(users.login, logins));
  return new Map(rows.map((r) => [r.login, { id: r.id, comPartnerAccountId: r.comPartnerAccountId }]));
}

/** An account is there when its login user is: then it is skipped with everything it owns. */
async function seedDemoAccounts(
  db: AppDatabase,
  typeIds: Map<AccountRole, number>,
  log: SeedLog,
): Promise<void> {
  const logins = DEMO_ACCOUNTS.map((a) => a.login);
  const existing = await db.select({ login: users.login }).from(users).where(inArray(users.login, logins));
  const known = new Set(existing.map((u) => u.login));
  const missing = DEMO_ACCOUNTS.filter((a) => !known.has(a.login));
  if (missing.length === 0) return;

  const userIds = await ensureUsers(
    db,
    missing.map((a) => ({
      login: a.login,
      password: demoPassword(a.login),
      firstName: a.contact.name,
      lastName: a.contact.surname,
      email: a.email,
      authorities: ['ROLE_USER', authorityOf(a.role)],
    })),
  );
  const [italy] = await db.select({ id: nations.id }).from(nations).where(eq(nations.code, 'IT'));
  // Each partner belongs to the account it serves (owner), as migration 0001 backfills existing ones.
  const insertPartner = async (c: DemoContact, email = c.email, ownerAccountId: number | null = null) => {
    const { istat: _istat, ...fields } = c;
    const [row] = await db
      .insert(comPartners)
      .values({ ...fields, email, nationId: italy?.id, ownerAccountId })
      .returning({ id: comPartners.id });
    return (row as { id: number }).id;
  };

  const accounts = await accountsByLogin(db, [...new Set(missing.map((a) => a.parent))]);
  for (const spec of missing) {
    const parent = accounts.get(spec.parent);
    if (!parent) throw new Error(`demo seed: parent account '${spec.parent}' of '${spec.login}' is missing`);
    const partnerId = await insertPartner(spec.contact, spec.email);
    let comPartnerAccountId: number | null = null;
    if (spec.business) {
      const [row] = await db
        .insert(comPartnerAccounts)
        .values({ ...spec.business, partnerId })
        .returning({ id: comPartnerAccounts.id });
      comPartnerAccountId = (row as { id: number }).id;
    }
    const [account] = await db
      .insert(userAccounts)
      .values({
        userId: userIds.get(spec.login),
        typeId: typeIds.get(spec.role),
        parentId: parent.id,
        comPartnerId: partnerId,
        comPartnerAccountId,
      })
      .returning({ id: userAccounts.id });
    const accountId = (account as { id: number }).id;
    // The account's own contact is inserted before the account that references it: owned now.
    await db.update(comPartners).set({ ownerAccountId: accountId }).where(eq(comPartners.id, partnerId));
    accounts.set(spec.login, { id: accountId, comPartnerAccountId });
    // Addresses hang off the business record; the first one is preselected in forms.
    for (const [i, address] of (comPartnerAccountId ? (spec.addresses ?? []) : []).entries()) {
      const addressPartnerId = await insertPartner(address, address.email, accountId);
      await db
        .insert(comPartnerAddrs)
        .values({ accountId: comPartnerAccountId, partnerId: addressPartnerId, defaultSelection: i === 0 });
    }
  }
  log(`demo accounts: +${missing.length} (${missing.map((a) => a.login).join(', ')})`);
}

/** Devices are matched by uid; owners deleted in the app simply lose their demo devices. */
async function seedDemoDevices(db: AppDatabase, log: SeedLog): Promise<void> {
  const existing = await db
    .select({ uid: devices.uid })
    .from(devices)
    .where(inArray(devices.uid, [...DEMO_DEVICE_UIDS]));
  const known = new Set(existing.map((d) => d.uid));
  const missing = DEMO_DEVICES.filter((d) => !known.has(d.uid));
  if (missing.length === 0) return;

  const accounts = await accountsByLogin(db, [
    ...new Set(missing.flatMap((d) => [d.ownerLogin, d.sellerLogin])),
  ]);
  const businessIds = [...accounts.values()].flatMap((a) =>
    a.comPartnerAccountId ? [a.comPartnerAccountId] : [],
  );
  const addressRows = businessIds.length
    ? await db
        .select({ id: comPartnerAddrs.id, accountId: comPartnerAddrs.accountId })
        .from(comPartnerAddrs)
        .where(inArray(comPartnerAddrs.accountId, businessIds))
        .orderBy(asc(comPartnerAddrs.id))
    : [];
  const models = await db
    .select({ id: deviceModels.id, productId: deviceModels.productId })
    .from(deviceModels);
  const modelIds = new Map(
    DEVICE_MODELS.map((m) => [m.code, models.find((row) => row.productId === m.productId)?.id ?? null]),
  );
  const specs = new Map(DEMO_ACCOUNTS.map((a) => [a.login, a]));
  const istatCodes = DEMO_ACCOUNTS.flatMap((a) => [
    a.contact.istat,
    ...(a.addresses ?? []).map((x) => x.istat),
  ]);
  const cities = await db
    .select({ id: tabCities.id, cityId: tabCities.cityId })
    .from(tabCities)
    .where(inArray(tabCities.cityId, [...new Set(istatCodes)]));
  const cityIds = new Map(cities.map((c) => [c.cityId, c.id]));

  const rows = missing.flatMap((d) => {
    const owner = accounts.get(d.ownerLogin);
    if (!owner) return [];
    const ownerAddresses = addressRows.filter((a) => a.accountId === owner.comPartnerAccountId);
    const spec = specs.get(d.ownerLogin);
    // The device sits at the chosen address (its city too); a consumer's at home.
    const place = d.addressIndex === null ? spec?.contact : spec?.addresses?.[d.addressIndex];
    const address =
      d.addressIndex === null ? undefined : ownerAddresses[d.addressIndex % ownerAddresses.length];
    const { ownerLogin: _o, sellerLogin: _s, addressIndex: _a, modelCode, ...fields } = d;
    return [
      {
        ...fields,
        enabled: true,
        modelId: modelIds.get(modelCode),
        ownerId: owner.id,
        sellerId: accounts.get(d.sellerLogin)?.id,
        addressId: address?.id,
        cityId: place ? cityIds.get(place.istat) : undefined,
      },
    ];
  });
  if (rows.length) await db.insert(devices).values(rows);
  log(`demo devices: +${rows.length}`);
}
