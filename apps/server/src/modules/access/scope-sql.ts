import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { comPartnerAccounts, comPartnerAddrs, userAccounts, userAccountTree } from '../../db/schema';

/**
 * The caller's subtree in the account tree (its own account and every descendant), as a SQL set of
 * user_account ids: one index range of the closure table user_account_tree, which triggers keep in
 * step with user_account.parent_id (decision 029). Built from the typed schema: a renamed column
 * breaks the compile, not a query at run time.
 */
/** An id in a scope's SQL: a value, or a placeholder bound when the statement runs (condition.ts). */
export type IdValue = number | Placeholder;

export function subtreeIds(rootAccountId: IdValue): SQL {
  return sql`(select ${userAccountTree.descendantId} from ${userAccountTree}
    where ${userAccountTree.ancestorId} = ${rootAccountId})`;
}

/** The business data (com_partner_account) ids of the accounts of a subtree. */
export const subtreeBusinessIds = (root: IdValue): SQL =>
  sql`(select ${userAccounts.comPartnerAccountId} from ${userAccounts}
    where ${userAccounts.id} in ${subtreeIds(root)} and ${userAccounts.comPartnerAccountId} is not null)`;

/** The login users of the accounts of a subtree. */
export const subtreeUserIds = (root: IdValue): SQL =>
  sql`(select ${userAccounts.userId} from ${userAccounts}
    where ${userAccounts.id} in ${subtreeIds(root)} and ${userAccounts.userId} is not null)`;

/** Partner (contact) records reachable from a subtree: the accounts' own, their business data's and their addresses'. */
export const subtreePartnerIds = (root: IdValue): SQL => sql`(
    select ${userAccounts.comPartnerId} from ${userAccounts}
      where ${userAccounts.id} in ${subtreeIds(root)} and ${userAccounts.comPartnerId} is not null
    union select ${comPartnerAccounts.partnerId} from ${comPartnerAccounts}
      where ${comPartnerAccounts.id} in ${subtreeBusinessIds(root)} and ${comPartnerAccounts.partnerId} is not null
    union select ${comPartnerAddrs.partnerId} from ${comPartnerAddrs}
      where ${comPartnerAddrs.accountId} in ${subtreeBusinessIds(root)} and ${comPartnerAddrs.partnerId} is not null)`;

/** Addresses of the subtree's business accounts. */
export const subtreeAddressIds = (root: IdValue): SQL =>
  sql`(select ${comPartnerAddrs.id} from ${comPartnerAddrs} where ${comPartnerAddrs.accountId} in ${subtreeBusinessIds(root)})`;
