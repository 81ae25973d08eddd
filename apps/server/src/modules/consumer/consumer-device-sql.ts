import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { deviceModels, devices, tabCities } from '../../db/schema';

/** A consumer's purifiers as its page shows them (model and shop city by name); add the condition. */
export const selectConsumerDevices = (db: AppDatabase) =>
  db
    .select({
      id: devices.id,
      serialNumber: devices.serialNumber,
      uid: devices.uid,
      modelName: deviceModels.name,
      purchaseDate: devices.purchaseDate,
      sellerDescription: devices.sellerDescription,
      cityName: tabCities.cityName,
    })
    .from(devices)
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .leftJoin(tabCities, eq(tabCities.id, devices.cityId))
    .$dynamic();
