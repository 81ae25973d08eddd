import type { AccountDto } from '@app/contracts';

/** An owner account as the device form names it: business name, else person, else login, else #id. */
export const accountLabel = (account: AccountDto) =>
  account.comPartnerAccount?.businessName ||
  [account.comPartner?.name, account.comPartner?.surname].filter(Boolean).join(' ') ||
  account.user?.login ||
  `#${account.id}`;
