import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { userAccounts } from './accounts';
import { comPartnerAddrs } from './partners';
import { deviceModels, tabCities } from './reference';

/**
 * A purifier. uid is the IoT cloud id (optional: a consumer may register one without it).
 * The owner's uuid is not stored: it is user_account.uuid through ownerId.
 * Plain dates ('YYYY-MM-DD' strings) for calendar days, which have no time zone.
 */
export const devices = pgTable(
  'device',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    uid: text('uid'),
    name: text('name'),
    place: text('place'),
    serialNumber: text('serial_number'),
    enabled: boolean('enabled').notNull().default(true),
    sellerDescription: text('seller_description'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    maintenanceContract: boolean('maintenance_contract').notNull().default(false),
    contractExpirationDate: date('contract_expiration_date', { mode: 'string' }),
    installationDate: date('installation_date', { mode: 'string' }),
    filterReplacementDate: date('filter_replacement_date', { mode: 'string' }),
    modelId: integer('model_id').references(() => deviceModels.id),
    ownerId: integer('owner_id').references(() => userAccounts.id),
    sellerId: integer('seller_id').references(() => userAccounts.id),
    addressId: integer('address_id').references(() => comPartnerAddrs.id),
    cityId: integer('city_id').references(() => tabCities.id),
    // What a consumer's claim of unsold stock replaced (docs/decisions/023): the stock's name, its
    // own seller (the chain's sale record), purchase date, shop and city, given back when the
    // consumer is erased; null on every other device.
    stockName: text('stock_name'),
    stockSellerId: integer('stock_seller_id').references(() => userAccounts.id, { onDelete: 'set null' }),
    stockPurchaseDate: date('stock_purchase_date', { mode: 'string' }),
    stockSellerDescription: text('stock_seller_description'),
    stockCityId: integer('stock_city_id').references(() => tabCities.id),
  },
  (t) => [
    uniqueIndex('device_uid_idx').on(t.uid),
    uniqueIndex('device_uuid_idx').on(t.uuid),
    // The owner's device list by name reads its page in this order and counts index-only
    // (decision 026); migration 0009 adds INCLUDE (seller_id, address_id), which drizzle's index
    // builder cannot say.
    index('device_owner_id_name_idx').on(t.ownerId, sql`lower(${t.name})`, t.name, t.id),
    index('device_seller_id_idx').on(t.sellerId),
    index('device_address_id_idx').on(t.addressId),
    index('device_model_id_idx').on(t.modelId),
    index('device_city_id_idx').on(t.cityId),
    index('device_name_idx').on(t.name),
    index('device_serial_number_idx').on(t.serialNumber),
  ],
);

/** Factory records of produced IoT modules (work order, MAC, IMEI, quality checks). */
export const deviceFactorySerials = pgTable(
  'device_factory_serial',
  {
    id: id(),
    // Work-order numbers may exceed 2^31; bigint read as number is exact up to 2^53.
    workOrderNumber: bigint('work_order_number', { mode: 'number' }),
    moduleModel: text('module_model'),
    authorizationCode: text('authorization_code'),
    serialNumber: text('serial_number'),
    mac: text('mac'),
    imei: text('imei'),
    burnAuthorizationStatus: text('burn_authorization_status'),
    authorizationTime: timestamptz('authorization_time'),
    secondDetectionProcess: text('second_detection_process'),
    packagingQualityInspectionStatus: text('packaging_quality_inspection_status'),
    packagingQualityInspectionTime: timestamptz('packaging_quality_inspection_time'),
    uuid: uuid('uuid').notNull().defaultRandom(),
    // Set in the statement that claims the serial for a consumer (docs/decisions/023): a serial is
    // claimed once, even by two requests at the same instant. Cleared when the consumer is deleted.
    claimedByAccountId: integer('claimed_by_account_id').references(() => userAccounts.id, {
      onDelete: 'set null',
    }),
    claimedAt: timestamptz('claimed_at'),
  },
  (t) => [
    uniqueIndex('device_factory_serial_uuid_idx').on(t.uuid),
    index('device_factory_serial_claimed_by_account_id_idx').on(t.claimedByAccountId),
    index('device_factory_serial_serial_number_idx').on(t.serialNumber),
    index('device_factory_serial_mac_idx').on(t.mac),
  ],
);
