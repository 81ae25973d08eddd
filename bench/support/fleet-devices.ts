import { eq, inArray, or, sql } from 'drizzle-orm';
import { HOLD_STATUS_POLLING_SQL } from './status-polling';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import {
  comPartnerAddrs,
  deviceModels,
  devices,
  deviceStatusLogs,
  userAccounts,
  users,
} from '../../apps/server/src/db/schema';
import type { PurifierFleet } from '../../apps/server/src/adapters/iot';
import { openSeededDatabase } from './seeded-database';

/**
 * The demo dealer's account and its direct customers' (id and business record), for benches that
 * put data in the dealer's scope; throws when the dev seed did not run.
 */
export async function dealerAndCustomers(db: DatabaseHandle['db']) {
  const [dealer] = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(users.login, 'dealer'));
  if (!dealer) throw new Error('no demo dealer: the dev seed did not run');
  return db
    .select({ id: userAccounts.id, business: userAccounts.comPartnerAccountId })
    .from(userAccounts)
    .where(or(eq(userAccounts.id, dealer.id), eq(userAccounts.parentId, dealer.id)));
}

/**
 * Devices of the simulated fleet (`uids`) put straight into the database in the demo dealer's scope:
 * owned in turn by the dealer and its direct customers, at their sites, of every model; a share
 * without a uid, and a share with a uid but no stored status (the others have one, 20 minutes old).
 */
export async function seedDealerDevices(
  database: DatabaseHandle,
  fleet: PurifierFleet,
  uids: string[],
  shares: { withoutUid: number; withoutStatus: number },
) {
  const { db } = database;
  const owners = await dealerAndCustomers(db);
  const businessIds = owners.flatMap((o) => (o.business ? [o.business] : []));
  const addresses = businessIds.length
    ? await db
        .select({ id: comPartnerAddrs.id, account: comPartnerAddrs.accountId })
        .from(comPartnerAddrs)
        .where(inArray(comPartnerAddrs.accountId, businessIds))
    : [];
  const models = (await db.select({ id: deviceModels.id }).from(deviceModels)).map((m) => m.id);

  const withoutUid = Math.round(uids.length * shares.withoutUid);
  const withoutStatus = Math.round(uids.length * shares.withoutStatus);
  const rows = uids.map((uid, i) => {
    const owner = owners[i % owners.length]!;
    const own = addresses.filter((a) => a.account === owner.business);
    return {
      uid: i < withoutUid ? null : uid,
      name: `Bench ${String(i + 1).padStart(4, '0')}`,
      serialNumber: `BENCH-${String(i + 1).padStart(5, '0')}`,
      place: `Stanza ${(i % 40) + 1}`,
      enabled: true,
      ownerId: owner.id,
      addressId: own.length ? own[i % own.length]!.id : null,
      modelId: models.length ? models[i % models.length]! : null,
    };
  });
  const ids: { id: number; uid: string | null }[] = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(
      ...(await db
        .insert(devices)
        .values(rows.slice(i, i + 500))
        .returning({ id: devices.id, uid: devices.uid })),
    );
  const storedFor = ids.filter((d) => d.uid).slice(withoutStatus);
  const statuses = new Map(fleet.statuses(storedFor.map((d) => d.uid!)).map((s) => [s.id, s]));
  const logTime = new Date(Date.now() - 20 * 60_000);
  const logs = storedFor.map((d) => {
    const status = statuses.get(d.uid!);
    return {
      deviceId: d.id,
      deviceUid: d.uid,
      logTime,
      online: status?.online ?? false,
      payload: JSON.stringify(status?.status ?? []),
    };
  });
  for (let i = 0; i < logs.length; i += 500) await db.insert(deviceStatusLogs).values(logs.slice(i, i + 500));
  return { stored: logs.length, unstored: ids.length - withoutUid - logs.length, noUid: withoutUid };
}

/**
 * The database of a fleet bench, ready: migrated, the dev seed, the previous run's bench devices
 * replaced by `uids` of the simulated fleet in the demo dealer's scope (each with a stored status),
 * and every account counted as just polled so the server's poller stays out of the measurement.
 */
export async function prepareDealerFleet(
  databaseUrl: string,
  fleet: PurifierFleet,
  uids: string[],
): Promise<void> {
  const database = await openSeededDatabase({ databaseUrl });
  try {
    await database.db.execute(sql`delete from device where serial_number like 'BENCH-%'`);
    await seedDealerDevices(database, fleet, uids, { withoutUid: 0, withoutStatus: 0 });
    await database.db.execute(sql.raw(HOLD_STATUS_POLLING_SQL));
  } finally {
    await database.close();
  }
}
