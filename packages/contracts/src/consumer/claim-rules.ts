import type { AccountRole } from '../roles';
import { ROLE_GROUP } from '../accounts/role-groups';

/**
 * Which existing purifier a consumer's claim may take over (docs/decisions/023): unsold stock, i.e.
 * a device of a selling account (the super user, backoffice, chain admins, dealers, GDO, GDS) that
 * is not installed at one of its addresses. A customer's or another consumer's purifier, or one
 * installed somewhere, is never taken by knowing its serial number.
 */
export function claimableStock(device: { ownerRole: AccountRole | null; addressId: number | null }): boolean {
  if (device.addressId !== null || device.ownerRole === null) return false;
  const group = ROLE_GROUP[device.ownerRole];
  return group !== 'customer' && group !== 'consumer';
}
