import { and, sql, type SQL } from 'drizzle-orm';
import { comPartnerAddrs, devices, userAccounts } from '../../db/schema';
import type { Condition } from './entity.repository';

/** The spec's filtered lists (docs/product.md#filtered-lists-and-lookups), each the generic list of an entity with one more condition. */
export type ScopedListName = 'devicesAtAddress' | 'addressesOfAccount' | 'devicesOfOwner';

/** The condition of each list, on the listed entity's own table, for the value of its path parameter. */
const CONDITIONS: Record<ScopedListName, (value: unknown) => SQL> = {
  devicesAtAddress: (id) => sql`${devices.addressId} = ${id}`,
  addressesOfAccount: (id) => sql`${comPartnerAddrs.accountId} = ${id}`,
  devicesOfOwner: (uuid) =>
    sql`${devices.ownerId} = (select ${userAccounts.id} from ${userAccounts} where ${userAccounts.uuid} = ${uuid})`,
};

/** The SQL of the filtered lists; the rows are read by the generic entity list (EntityRepository). */
export class ScopedListRepository {
  /** The caller's scope and the list's own condition, together. */
  condition(list: ScopedListName, value: unknown, scope?: Condition): Condition | undefined {
    return and(scope, CONDITIONS[list](value));
  }
}
