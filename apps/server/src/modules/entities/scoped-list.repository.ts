import { sql, type SQL } from 'drizzle-orm';
import { comPartnerAddrs, devices, userAccounts } from '../../db/schema';
import { allOf, slot, type Condition } from '../access/condition-sql';

/** The spec's filtered lists (docs/product.md#filtered-lists-and-lookups), each the generic list of an entity with one more condition. */
export type ScopedListName = 'devicesAtAddress' | 'addressesOfAccount' | 'devicesOfOwner';

const value = slot('listValue');

/** The condition of each list, on the listed entity's own table, with its path parameter's value as a placeholder. */
const CONDITIONS: Record<ScopedListName, SQL> = {
  devicesAtAddress: sql`${devices.addressId} = ${value}`,
  addressesOfAccount: sql`${comPartnerAddrs.accountId} = ${value}`,
  devicesOfOwner: sql`${devices.ownerId} = (select ${userAccounts.id} from ${userAccounts} where ${userAccounts.uuid} = ${value})`,
};

/** The SQL of the filtered lists; the rows are read by the generic entity list (EntityRepository). */
export class ScopedListRepository {
  /** The caller's scope and the list's own condition, together. */
  condition(list: ScopedListName, listValue: unknown, scope?: Condition): Condition | undefined {
    return allOf(scope, { shape: list, sql: CONDITIONS[list], values: { listValue } });
  }
}
