import type { AccountRole } from '../roles';
import { ROLE_GROUP } from '../accounts/role-groups';
import { CONSUMER_MODEL_CODES } from './privacy';

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

/**
 * The consumer model a factory serial names, from its first part (`AP555-26-91002` → '555'); null
 * when that part names none of the three. A free serial is claimed only with its own model, since
 * the claim creates the device under the model chosen on the page.
 */
export function serialModelCode(serialNumber: string): string | null {
  const head = serialNumber.split('-')[0] ?? '';
  return CONSUMER_MODEL_CODES.find((code) => head.includes(code)) ?? null;
}
