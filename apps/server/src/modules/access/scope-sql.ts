import { sql, type SQL } from 'drizzle-orm';

/**
 * The caller's subtree in the account tree (its own account and every descendant), as a SQL set of
 * user_account ids. Recursive CTE on user_account.parent_id (indexed).
 */
export function subtreeIds(rootAccountId: number): SQL {
  return sql`(with recursive subtree(id) as (
      select id from user_account where id = ${rootAccountId}
      union all
      select c.id from user_account c join subtree s on c.parent_id = s.id
    ) select id from subtree)`;
}

/** The business data (com_partner_account) ids of the accounts of a subtree. */
export const subtreeBusinessIds = (root: number): SQL =>
  sql`(select com_partner_account_id from user_account where id in ${subtreeIds(root)} and com_partner_account_id is not null)`;

/** The login users of the accounts of a subtree. */
export const subtreeUserIds = (root: number): SQL =>
  sql`(select user_id from user_account where id in ${subtreeIds(root)} and user_id is not null)`;

/** Partner (contact) records reachable from a subtree: the accounts' own, their business data's and their addresses'. */
export const subtreePartnerIds = (root: number): SQL => sql`(
    select com_partner_id from user_account where id in ${subtreeIds(root)} and com_partner_id is not null
    union select partner_id from com_partner_account where id in ${subtreeBusinessIds(root)} and partner_id is not null
    union select partner_id from com_partner_addr where account_id in ${subtreeBusinessIds(root)} and partner_id is not null)`;

/** Addresses of the subtree's business accounts. */
export const subtreeAddressIds = (root: number): SQL =>
  sql`(select id from com_partner_addr where account_id in ${subtreeBusinessIds(root)})`;
