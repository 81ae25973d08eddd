import {
  ACCOUNT_ROLES,
  DEVICE_OWNING_TYPES,
  type AccountDto,
  type AccountFormField,
  type AccountRole,
} from '@app/contracts';

export const isAccountRole = (value: unknown): value is AccountRole =>
  ACCOUNT_ROLES.includes(value as AccountRole);

export { roleOf } from '../../../lib/auth/own-access';

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
