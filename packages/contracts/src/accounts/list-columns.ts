import type { AccountRole } from '../roles';

export type AccountListColumn = 'name' | 'surname' | 'city' | 'businessName' | 'area';

/**
 * docs/product.md#accounts-area: the accounts list's columns depend on the role of the selected account. businessName
 * comes from comPartnerAccount; name, surname, city and area (province) from comPartner.
 */
export function accountListColumns(selectedRole: AccountRole | undefined): AccountListColumn[] {
  switch (selectedRole) {
    case 'ADMIN':
      return ['name', 'surname', 'city'];
    case 'ADMIN_BACKOFFICE':
    case 'ADMIN_DEALER':
    case 'ADMIN_GDO':
    case 'ADMIN_GDS':
      return ['businessName', 'city', 'area'];
    case 'DEALER':
    case 'GDO':
    case 'GDS':
      return ['businessName', 'name', 'surname', 'city'];
    default:
      return [];
  }
}
