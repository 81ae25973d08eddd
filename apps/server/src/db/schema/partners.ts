import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { userAccounts } from './accounts';
import { id } from './columns';
import { nations } from './reference';

/** Contact/personal data of an account or of an address (name, address, coordinates). */
export const comPartners = pgTable(
  'com_partner',
  {
    id: id(),
    name: text('name'),
    surname: text('surname'),
    // date as 'YYYY-MM-DD' string: a birthday has no time zone.
    birthday: date('birthday', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    province: text('province'),
    note: text('note'),
    // Spec: text-typed numbers (the form turns a decimal comma into a dot).
    latitude: text('latitude'),
    longitude: text('longitude'),
    nationId: integer('nation_id').references(() => nations.id),
    // The account that created the record: a partner belongs to a tenant from its first call,
    // before it is linked to an account or an address (null: created by a caller without an account).
    // Set on create only (generic POST, account endpoints, seed); no request body can set it (decision 013).
    ownerAccountId: integer('owner_account_id').references((): AnyPgColumn => userAccounts.id),
  },
  // Sortable columns of the com-partner list (docs/product.md#lists-paging-and-sorting). Not note/latitude/longitude:
  // free-length notes can exceed the btree entry limit, and nobody sorts by coordinates at scale.
  (t) => [
    index('com_partner_name_idx').on(t.name),
    index('com_partner_surname_idx').on(t.surname),
    index('com_partner_birthday_idx').on(t.birthday),
    index('com_partner_email_idx').on(t.email),
    index('com_partner_phone_idx').on(t.phone),
    index('com_partner_address_idx').on(t.address),
    index('com_partner_zip_code_idx').on(t.zipCode),
    index('com_partner_city_idx').on(t.city),
    index('com_partner_province_idx').on(t.province),
    index('com_partner_nation_id_idx').on(t.nationId),
    index('com_partner_owner_account_id_idx').on(t.ownerAccountId),
  ],
);

/** Business data (company name, VAT id) of a business account. */
export const comPartnerAccounts = pgTable(
  'com_partner_account',
  {
    id: id(),
    businessName: text('business_name'),
    vatId: text('vat_id'),
    partnerId: integer('partner_id').references(() => comPartners.id),
  },
  (t) => [
    index('com_partner_account_partner_id_idx').on(t.partnerId),
    index('com_partner_account_business_name_idx').on(t.businessName),
    index('com_partner_account_vat_id_idx').on(t.vatId),
  ],
);

/** A place (building, shop) of a business account; its contact data is its own com_partner. */
export const comPartnerAddrs = pgTable(
  'com_partner_addr',
  {
    id: id(),
    defaultSelection: boolean('default_selection').notNull().default(false),
    accountId: integer('account_id').references(() => comPartnerAccounts.id),
    partnerId: integer('partner_id').references(() => comPartners.id),
    uuid: uuid('uuid').notNull().defaultRandom(),
  },
  (t) => [
    index('com_partner_addr_account_id_idx').on(t.accountId),
    index('com_partner_addr_partner_id_idx').on(t.partnerId),
    uniqueIndex('com_partner_addr_uuid_idx').on(t.uuid),
  ],
);
