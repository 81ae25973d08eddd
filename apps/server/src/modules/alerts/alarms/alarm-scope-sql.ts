import { sql, type SQL } from 'drizzle-orm';
import { devices } from '../../../db/schema';
import type { Caller } from '../../access/caller';
import { addressAllows, ENTITY_POLICIES } from '../../access/entity-policies-sql';
import { subtreeAddressIds, subtreeIds } from '../../access/scope-sql';

/**
 * The alarms (table alias `a`) a caller may see (`read`) or handle (`update`), docs/decisions/040:
 * device alarms where the device policy lets it (subtree of owner or seller, address-level records
 * honoured — the device list's own scope), site alarms where the site is in its scope, account
 * alarms where the account is in its subtree; system alarms only the super user.
 */
export function alarmScope(caller: Caller, op: 'read' | 'update'): SQL {
  if (caller.isSuperUser) return sql`true`;
  if (!caller.account) return sql`false`;
  const root = caller.account.id;
  const deviceScope = ENTITY_POLICIES.device!.scope!(root, caller.userId, op);
  return sql`((a.subject = 'device' and a.device_id in (select ${devices.id} from ${devices} where ${deviceScope}))
    or (a.subject = 'site' and a.address_id in ${subtreeAddressIds(root)}
      and ${addressAllows('DEVICE_MANAGEMENT', caller.userId, op, sql`a.address_id`)})
    or (a.subject = 'account' and a.account_id in ${subtreeIds(root)}))`;
}
