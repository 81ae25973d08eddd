import { ACCOUNT_ROLES, authorityOf, type AccountRole, type Authority, type ServiceCode } from '../roles';

/** The groups of docs/product.md#roles-and-who-creates-whom. */
export type RoleGroup = 'superUser' | 'backoffice' | 'chainAdmin' | 'operator' | 'customer' | 'consumer';

export const ROLE_GROUP: Record<AccountRole, RoleGroup> = {
  ADMIN: 'superUser',
  ADMIN_BACKOFFICE: 'backoffice',
  ADMIN_DEALER: 'chainAdmin',
  ADMIN_GDO: 'chainAdmin',
  ADMIN_GDS: 'chainAdmin',
  DEALER: 'operator',
  GDO: 'operator',
  GDS: 'operator',
  CUSTOMER: 'customer',
  CONSUMER: 'consumer',
};

/** Who creates whom (docs/product.md#roles-and-who-creates-whom): the account types a type may have as children. */
export const ALLOWED_CHILD_TYPES: Record<AccountRole, readonly AccountRole[]> = {
  ADMIN: ['ADMIN_BACKOFFICE'],
  ADMIN_BACKOFFICE: ['ADMIN_DEALER', 'ADMIN_GDO', 'ADMIN_GDS'],
  ADMIN_DEALER: ['DEALER'],
  ADMIN_GDO: ['GDO'],
  ADMIN_GDS: ['GDS'],
  DEALER: ['CUSTOMER'],
  GDO: [],
  GDS: [],
  CUSTOMER: [],
  CONSUMER: [],
};

/**
 * The management service that governs creating accounts OF a type. Backoffice admins are created
 * only by the super user, who needs no permission; USER_MANAGEMENT stands for it.
 */
export const MANAGEMENT_SERVICE_OF_TYPE: Record<AccountRole, ServiceCode> = {
  ADMIN: 'USER_MANAGEMENT',
  ADMIN_BACKOFFICE: 'USER_MANAGEMENT',
  ADMIN_DEALER: 'DEALER_MANAGEMENT',
  ADMIN_GDO: 'GDO_MANAGEMENT',
  ADMIN_GDS: 'GDS_MANAGEMENT',
  DEALER: 'DEALER_MANAGEMENT',
  GDO: 'GDO_MANAGEMENT',
  GDS: 'GDS_MANAGEMENT',
  CUSTOMER: 'CUSTOMER_MANAGEMENT',
  CONSUMER: 'CUSTOMER_MANAGEMENT',
};

/**
 * The services whose create permission lets a user of a type create users (docs/product.md#roles-and-who-creates-whom "Can create a
 * user of a type"): a backoffice admin needs any of dealer, GDO or GDS management, each chain admin
 * its own, a dealer customer management. Types not listed never create users (GDO, GDS ...).
 */
export const USER_CREATION_SERVICES: Partial<Record<AccountRole, readonly ServiceCode[]>> = {
  ADMIN_BACKOFFICE: ['DEALER_MANAGEMENT', 'GDO_MANAGEMENT', 'GDS_MANAGEMENT'],
  ADMIN_DEALER: ['DEALER_MANAGEMENT'],
  ADMIN_GDO: ['GDO_MANAGEMENT'],
  ADMIN_GDS: ['GDS_MANAGEMENT'],
  DEALER: ['CUSTOMER_MANAGEMENT'],
};

/** Account types that own devices: their "View" in the accounts list goes to /devices. */
export const DEVICE_OWNING_TYPES: readonly AccountRole[] = ['DEALER', 'GDO', 'GDS', 'CUSTOMER', 'CONSUMER'];

/**
 * Account types whose detail shows the address list (docs/product.md#accounts-area):
 * the business accounts that own devices and places, i.e. dealers, GDO and GDS stores and the
 * dealers' customers (the dealer manages its customers' addresses from their detail).
 */
export const ADDRESS_OWNING_TYPES: readonly AccountRole[] = ['DEALER', 'GDO', 'GDS', 'CUSTOMER'];

/** The operator types (dealers, GDO and GDS stores): their children are customers, so the accounts menu reads 'Customers'. */
export const OPERATOR_TYPES: readonly AccountRole[] = ACCOUNT_ROLES.filter(
  (r) => ROLE_GROUP[r] === 'operator',
);

/** The authorities that open the accounts area (docs/product.md#route-access): every account role but the consumer. */
export const ACCOUNT_AREA_AUTHORITIES: readonly Authority[] = ACCOUNT_ROLES.filter(
  (r) => ROLE_GROUP[r] !== 'consumer',
).map(authorityOf);
