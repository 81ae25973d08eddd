import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import {
  alarms,
  comPartnerAddrServiceUsers,
  comPartnerAddrs,
  devices,
  tabServices,
  tabServiceUserPermissions,
  userAccounts,
  userAccountTree,
  userAuthorities,
  users,
} from '../../../db/schema';
import { rowsOf } from '../../../lib/sql-rows';

/**
 * Who may see each alarm (the notifications' recipients, docs/decisions/040), by the same rules as
 * the alarm list (alarm-scope-sql.ts): activated users whose account's subtree holds the device's
 * owner or seller (device alarms), the site's business account (site alarms) or the account (account
 * alarms), whose DEVICE_MANAGEMENT service record lets them read (no record = full) and whose
 * address-level record for the device's site does not deny reading; super users see every alarm,
 * and they alone the system alarms.
 */
export class AlarmAudienceRepository {
  constructor(private readonly db: AppDatabase) {}

  async usersWhoMaySee(alarmIds: number[]): Promise<Map<number, number[]>> {
    const audience = new Map<number, number[]>();
    if (alarmIds.length === 0) return audience;
    const ids = `{${alarmIds.map(Number).join(',')}}`;
    const result = await this.db.execute(sql`
      with a as (
        select ${alarms.id} as id, ${alarms.subject} as subject, ${alarms.accountId} as account_id,
          coalesce(${devices.addressId}, ${alarms.addressId}) as address_id,
          ${devices.ownerId} as owner_id, ${devices.sellerId} as seller_id
        from ${alarms} left join ${devices} on ${devices.id} = ${alarms.deviceId}
        where ${alarms.id} in (select unnest(${ids}::bigint[]))),
      -- The accounts whose subtree holds each alarm's subject: walked up from the subject through the
      -- closure table (a few rows per alarm), never across every account.
      holders as (
        select a.id as alarm_id, t.ancestor_id as account_id
          from a join ${userAccountTree} t on t.descendant_id = a.owner_id where a.subject = 'device'
        union
        select a.id, t.ancestor_id
          from a join ${userAccountTree} t on t.descendant_id = a.seller_id where a.subject = 'device'
        union
        select a.id, t.ancestor_id from a
          join ${comPartnerAddrs} on ${comPartnerAddrs.id} = a.address_id
          join ${userAccounts} oa on oa.com_partner_account_id = ${comPartnerAddrs.accountId}
          join ${userAccountTree} t on t.descendant_id = oa.id
          where a.subject = 'site'
        union
        select a.id, t.ancestor_id
          from a join ${userAccountTree} t on t.descendant_id = a.account_id where a.subject = 'account')
      select h.alarm_id, ${users.id} as user_id
      from holders h
        join a on a.id = h.alarm_id
        join ${userAccounts} on ${userAccounts.id} = h.account_id and ${userAccounts.state} <> 'DELETED'
        join ${users} on ${users.id} = ${userAccounts.userId} and ${users.activated}
      -- Who may read devices at all (their service record, no record = full) and is not denied at the site.
      where not exists (select 1 from ${tabServiceUserPermissions}
          join ${tabServices} on ${tabServices.id} = ${tabServiceUserPermissions.tabServiceId}
          where ${tabServiceUserPermissions.userId} = ${users.id} and ${tabServices.code} = 'DEVICE_MANAGEMENT'
            and not ${tabServiceUserPermissions.permissionRead})
        and (a.address_id is null or not exists (select 1 from ${comPartnerAddrServiceUsers}
          join ${tabServices} on ${tabServices.id} = ${comPartnerAddrServiceUsers.tabServiceId}
          where ${comPartnerAddrServiceUsers.userId} = ${users.id}
            and ${comPartnerAddrServiceUsers.comPartnerAddrId} = a.address_id
            and ${tabServices.code} = 'DEVICE_MANAGEMENT' and not ${comPartnerAddrServiceUsers.permissionRead}))
      union
      select a.id, ${users.id} from a
        join ${userAuthorities} on ${userAuthorities.authorityName} = 'ROLE_ADMIN'
        join ${users} on ${users.id} = ${userAuthorities.userId} and ${users.activated}
      order by 1, 2`);
    for (const row of rowsOf<{ alarm_id: number | string; user_id: number }>(result)) {
      const alarmId = Number(row.alarm_id);
      const list = audience.get(alarmId) ?? [];
      list.push(Number(row.user_id));
      audience.set(alarmId, list);
    }
    return audience;
  }
}
