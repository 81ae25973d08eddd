/** Every authority (docs/product.md#roles-and-who-creates-whom). ROLE_USER is the basic role every login has. */
export const AUTHORITIES = [
  'ROLE_ADMIN',
  'ROLE_ADMIN_BACKOFFICE',
  'ROLE_ADMIN_DEALER',
  'ROLE_ADMIN_GDO',
  'ROLE_ADMIN_GDS',
  'ROLE_DEALER',
  'ROLE_GDO',
  'ROLE_GDS',
  'ROLE_CUSTOMER',
  'ROLE_CONSUMER',
  'ROLE_USER',
] as const;
export type Authority = (typeof AUTHORITIES)[number];

/** The role names stored on account types (UserAccountType.role), without the ROLE_ prefix. */
export const ACCOUNT_ROLES = [
  'ADMIN',
  'ADMIN_BACKOFFICE',
  'ADMIN_DEALER',
  'ADMIN_GDO',
  'ADMIN_GDS',
  'DEALER',
  'GDO',
  'GDS',
  'CUSTOMER',
  'CONSUMER',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const authorityOf = (role: AccountRole): Authority => `ROLE_${role}` as Authority;

export const SERVICE_CODES = [
  'DEALER_MANAGEMENT',
  'GDO_MANAGEMENT',
  'GDS_MANAGEMENT',
  'CUSTOMER_MANAGEMENT',
  'USER_MANAGEMENT',
  'ADDRESS_MANAGEMENT',
  'DEVICE_MANAGEMENT',
  'STATISTICS_MANAGEMENT',
] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

const COMMON_SERVICES: ServiceCode[] = [
  'USER_MANAGEMENT',
  'ADDRESS_MANAGEMENT',
  'DEVICE_MANAGEMENT',
  'STATISTICS_MANAGEMENT',
];

/** Services each account type has (docs/product.md#services-and-permissions). */
export const SERVICES_BY_ROLE: Record<AccountRole, ServiceCode[]> = {
  ADMIN: [...SERVICE_CODES],
  ADMIN_BACKOFFICE: [
    'DEALER_MANAGEMENT',
    'GDO_MANAGEMENT',
    'GDS_MANAGEMENT',
    'CUSTOMER_MANAGEMENT',
    ...COMMON_SERVICES,
  ],
  ADMIN_DEALER: ['DEALER_MANAGEMENT', 'CUSTOMER_MANAGEMENT', ...COMMON_SERVICES],
  ADMIN_GDO: ['GDO_MANAGEMENT', 'CUSTOMER_MANAGEMENT', ...COMMON_SERVICES],
  ADMIN_GDS: ['GDS_MANAGEMENT', 'CUSTOMER_MANAGEMENT', ...COMMON_SERVICES],
  DEALER: ['CUSTOMER_MANAGEMENT', ...COMMON_SERVICES],
  GDO: [...COMMON_SERVICES],
  GDS: [...COMMON_SERVICES],
  CUSTOMER: [...COMMON_SERVICES],
  CONSUMER: [],
};

/** Roles that may open the administration area and the generic entity screens. */
export const ADMIN_AUTHORITIES: Authority[] = ['ROLE_ADMIN'];

export const hasAnyAuthority = (
  authorities: readonly string[] | undefined,
  wanted: readonly string[],
): boolean => wanted.length === 0 || (authorities ?? []).some((a) => wanted.includes(a));
