import { sql, type SQL } from 'drizzle-orm';

/**
 * The names the alert screens show, as correlated SQL on an account id or an address id column:
 * an account by its business name, else its person's name, else its user's login; a site by its
 * address and city (as the device rows label it).
 */
export const accountNameOf = (accountId: SQL): SQL<string | null> => sql<string | null>`(
  select coalesce(cpa.business_name, nullif(trim(concat_ws(' ', p.name, p.surname)), ''), u.login)
  from user_account ua
  left join com_partner_account cpa on cpa.id = ua.com_partner_account_id
  left join com_partner p on p.id = ua.com_partner_id
  left join jhi_user u on u.id = ua.user_id
  where ua.id = ${accountId})`;

export const addressNameOf = (addressId: SQL): SQL<string | null> => sql<string | null>`(
  select nullif(trim(concat_ws(', ', p.address, p.city)), '')
  from com_partner_addr pa left join com_partner p on p.id = pa.partner_id
  where pa.id = ${addressId})`;
