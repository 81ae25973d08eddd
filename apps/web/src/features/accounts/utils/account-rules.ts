import {
  ACCOUNT_ROLES,
  DEVICE_OWNING_TYPES,
  type AccountDto,
  type AccountFormField,
  type AccountRole,
  type Authority,
} from '@app/contracts';

/** The authorities that open the accounts area and its menu (part 2 §2): every account role but the consumer. */
export const ACCOUNT_AREA_AUTHORITIES: Authority[] = [
  'ROLE_ADMIN',
  'ROLE_ADMIN_BACKOFFICE',
  'ROLE_ADMIN_DEALER',
  'ROLE_ADMIN_GDO',
  'ROLE_ADMIN_GDS',
  'ROLE_DEALER',
  'ROLE_GDO',
  'ROLE_GDS',
  'ROLE_CUSTOMER',
];

/**
 * Account types whose detail shows the address list (part 2 §2 "Dealers also get an address list"):
 * the business accounts that own devices and places, i.e. dealers, GDO and GDS stores and the
 * dealers' customers (the dealer manages its customers' addresses from their detail).
 */
export const ADDRESS_OWNING_TYPES: readonly AccountRole[] = ['DEALER', 'GDO', 'GDS', 'CUSTOMER'];

/** Roles whose accounts menu entry reads 'Customers' (their children are customers); 'Users' otherwise. */
export const CUSTOMER_LABELLED_ROLES: readonly AccountRole[] = ['DEALER', 'GDO', 'GDS'];

export const isAccountRole = (value: unknown): value is AccountRole =>
  ACCOUNT_ROLES.includes(value as AccountRole);

export const roleOf = (account: Pick<AccountDto, 'type'> | null | undefined): AccountRole | undefined => {
  const role = account?.type?.role;
  return isAccountRole(role) ? role : undefined;
};

export const ownsDevices = (role: AccountRole | undefined) => !!role && DEVICE_OWNING_TYPES.includes(role);

/** The value of a form field in an account (businessName and vatId from comPartnerAccount, language from the user). */
export function accountFieldValue(account: AccountDto, field: AccountFormField): string {
  switch (field) {
    case 'businessName':
    case 'vatId':
      return account.comPartnerAccount?.[field] ?? '';
    case 'langKey':
      return account.user?.langKey ?? '';
    default:
      return account.comPartner?.[field] ?? '';
  }
}

/** The name an account goes by: its business name, else its contact's name, else its login. */
export function accountDisplayName(account: AccountDto): string {
  const business = account.comPartnerAccount?.businessName;
  if (business) return business;
  const person = [account.comPartner?.name, account.comPartner?.surname].filter(Boolean).join(' ');
  return person || account.user?.login || String(account.id);
}
