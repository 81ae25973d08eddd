import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { claimableStock, serialModelCode, type AccountRole, type ConsumerDevice } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { selectConsumerDevices } from './consumer-device-sql';
import {
  deviceFactorySerials,
  deviceModels,
  devices,
  tabCities,
  userAccounts,
  userAccountTypes,
} from '../../db/schema';

/**
 * Why a claim was refused. The service gives every reason the same answer, so that the claim tells
 * nothing about a serial the consumer does not hold (docs/decisions/023).
 */
export type ClaimRefusal = 'serialunknown' | 'serialclaimed' | 'modelmismatch' | 'uidmismatch' | 'uidused';

/** Thrown inside the claim's transaction so that nothing of it stays. */
export class ClaimRefused extends Error {
  constructor(readonly reason: ClaimRefusal) {
    super(reason);
  }
}

export interface Claim {
  accountId: number;
  serialNumber: string;
  modelId: number;
  modelName: string;
  /** The chosen model's consumer code ('554', '555', '556'). */
  modelCode: string;
  uid: string | null;
  purchaseDate: string;
  sellerDescription: string;
  cityId: number;
  now: Date;
}

/** The SQL of a consumer's purifier claim (docs/decisions/023). */
export class DeviceClaimRepository {
  constructor(private readonly db: AppDatabase) {}

  /** A device model by id. */
  async model(id: number): Promise<{ id: number; name: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: deviceModels.id, name: deviceModels.name })
      .from(deviceModels)
      .where(eq(deviceModels.id, id));
    return row;
  }

  /** Every device model with its name (the service keeps the consumer ones). */
  async models(): Promise<{ id: number; name: string | null }[]> {
    return this.db
      .select({ id: deviceModels.id, name: deviceModels.name })
      .from(deviceModels)
      .orderBy(deviceModels.name, deviceModels.id);
  }

  async cityExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: tabCities.id }).from(tabCities).where(eq(tabCities.id, id));
    return !!row;
  }

  /**
   * One transaction: the factory serial is marked claimed by the statement that checks it is free
   * (two claims of one serial at the same instant: one wins), then the seller's unsold stock device
   * with that serial passes to the consumer — only when the claim carries the device's IoT id, printed
   * on its label (possession, not knowledge of a sequential serial) — or a new device is created,
   * of the model the serial names. Any refusal undoes it all.
   */
  async claim(claim: Claim): Promise<ConsumerDevice> {
    return this.db.transaction(async (tx) => {
      const free = tx
        .select({ id: deviceFactorySerials.id })
        .from(deviceFactorySerials)
        .where(
          and(
            eq(deviceFactorySerials.serialNumber, claim.serialNumber),
            isNull(deviceFactorySerials.claimedByAccountId),
          ),
        )
        .orderBy(deviceFactorySerials.id)
        .limit(1);
      const marked = await tx
        .update(deviceFactorySerials)
        .set({ claimedByAccountId: claim.accountId, claimedAt: claim.now })
        .where(
          and(eq(deviceFactorySerials.id, sql`(${free})`), isNull(deviceFactorySerials.claimedByAccountId)),
        )
        .returning({ id: deviceFactorySerials.id });
      if (marked.length === 0) {
        const [known] = await tx
          .select({ id: deviceFactorySerials.id })
          .from(deviceFactorySerials)
          .where(eq(deviceFactorySerials.serialNumber, claim.serialNumber))
          .limit(1);
        throw new ClaimRefused(known ? 'serialclaimed' : 'serialunknown');
      }

      const [stock] = await tx
        .select({
          id: devices.id,
          uid: devices.uid,
          name: devices.name,
          modelId: devices.modelId,
          ownerId: devices.ownerId,
          sellerId: devices.sellerId,
          purchaseDate: devices.purchaseDate,
          sellerDescription: devices.sellerDescription,
          cityId: devices.cityId,
          addressId: devices.addressId,
          ownerRole: userAccountTypes.role,
        })
        .from(devices)
        .leftJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
        .leftJoin(userAccountTypes, eq(userAccountTypes.id, userAccounts.typeId))
        .where(eq(devices.serialNumber, claim.serialNumber))
        .limit(1)
        .for('update', { of: devices });
      if (stock) {
        if (!claimableStock({ ownerRole: stock.ownerRole as AccountRole | null, addressId: stock.addressId }))
          throw new ClaimRefused('serialclaimed');
        if (stock.modelId !== null && stock.modelId !== claim.modelId)
          throw new ClaimRefused('modelmismatch');
        // Stock without an IoT id cannot be proven held: it is not claimable by a consumer.
        if (!claim.uid || !stock.uid || claim.uid !== stock.uid) throw new ClaimRefused('uidmismatch');
      } else if (serialModelCode(claim.serialNumber) !== claim.modelCode) {
        throw new ClaimRefused('modelmismatch');
      }
      if (claim.uid && claim.uid !== stock?.uid) {
        const [taken] = await tx.select({ id: devices.id }).from(devices).where(eq(devices.uid, claim.uid));
        if (taken) throw new ClaimRefused('uidused');
      }

      const purchase = {
        ownerId: claim.accountId,
        purchaseDate: claim.purchaseDate,
        sellerDescription: claim.sellerDescription,
        cityId: claim.cityId,
      };
      let deviceId: number;
      if (stock) {
        // The account that had it in stock sold it: it keeps seeing the purifier. It is named as
        // the consumer's own purifiers are (by the model chosen), not by the stock's name. What the
        // stock had is kept, to be given back if the consumer is erased.
        await tx
          .update(devices)
          .set({
            ...purchase,
            name: claim.modelName,
            sellerId: stock.ownerId,
            stockName: stock.name,
            stockSellerId: stock.sellerId,
            stockPurchaseDate: stock.purchaseDate,
            stockSellerDescription: stock.sellerDescription,
            stockCityId: stock.cityId,
            modelId: claim.modelId,
          })
          .where(eq(devices.id, stock.id));
        deviceId = stock.id;
        // A consumer still hanging from the tree's root moves under its first seller.
        const roots = tx
          .select({ id: userAccounts.id })
          .from(userAccounts)
          .where(isNull(userAccounts.parentId));
        if (stock.ownerId !== null)
          await tx
            .update(userAccounts)
            .set({ parentId: stock.ownerId })
            .where(and(eq(userAccounts.id, claim.accountId), inArray(userAccounts.parentId, roots)));
      } else {
        const [created] = await tx
          .insert(devices)
          .values({
            ...purchase,
            serialNumber: claim.serialNumber,
            uid: claim.uid,
            modelId: claim.modelId,
            name: claim.modelName,
            place: null,
          })
          .returning({ id: devices.id });
        deviceId = created!.id;
      }
      const [device] = await selectConsumerDevices(tx).where(eq(devices.id, deviceId));
      return device!;
    });
  }
}
