import { index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Spec: code and name are free text with no rules, so neither is unique nor required. */
export const nations = pgTable('nation', { id: id(), code: text('code'), name: text('name') }, (t) => [
  index('nation_code_idx').on(t.code),
]);

/** ISTAT municipalities, read-only through the API; loaded by the seed. */
export const tabCities = pgTable(
  'tab_city',
  {
    id: id(),
    regionId: text('region_id'),
    regionName: text('region_name'),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    cityId: text('city_id'),
    cityName: text('city_name'),
  },
  (t) => [
    // ISTAT codes are unique; the seed relies on it to add only missing cities.
    uniqueIndex('tab_city_city_id_idx').on(t.cityId),
    // "cities of a province, sorted by name" and "provinces sorted by name" (docs/product.md#constants-and-formats).
    index('tab_city_province_code_city_name_idx').on(t.provinceCode, t.cityName),
    index('tab_city_province_name_idx').on(t.provinceName),
    index('tab_city_city_name_idx').on(t.cityName),
  ],
);

/**
 * Purifier models; consumption1..4 are watts at fan speeds 1..4 (the PDF energy report), cadr1..4
 * the clean air delivery rate in m³/h at fan speeds 1..4 (the clean air delivered, decision 051).
 */
export const deviceModels = pgTable(
  'device_model',
  {
    id: id(),
    name: text('name'),
    // Tuya product id: maps a device reported by the cloud to its model.
    productId: text('product_id'),
    consumption1: numeric('consumption1', { precision: 10, scale: 2, mode: 'number' }),
    consumption2: numeric('consumption2', { precision: 10, scale: 2, mode: 'number' }),
    consumption3: numeric('consumption3', { precision: 10, scale: 2, mode: 'number' }),
    consumption4: numeric('consumption4', { precision: 10, scale: 2, mode: 'number' }),
    cadr1: numeric('cadr1', { precision: 10, scale: 2, mode: 'number' }),
    cadr2: numeric('cadr2', { precision: 10, scale: 2, mode: 'number' }),
    cadr3: numeric('cadr3', { precision: 10, scale: 2, mode: 'number' }),
    cadr4: numeric('cadr4', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [index('device_model_product_id_idx').on(t.productId)],
);

/** Account types; role is free text per spec but in practice one of ACCOUNT_ROLES. */
export const userAccountTypes = pgTable(
  'user_account_type',
  { id: id(), name: text('name').notNull(), role: text('role').notNull() },
  (t) => [index('user_account_type_role_idx').on(t.role)],
);
