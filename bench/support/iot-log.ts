import type { Queryable } from './status-history';

/**
 * `rows` IoT log rows (iot_log, one per provider call) over the last `days` days, spread over
 * `accountIds`, in one INSERT … SELECT: a realistic mix — mostly status polls, then commands and
 * timer calls; about 95 % SUCCESS, 4 % ERROR (timeouts, offline devices) and 1 % DEPLETED_REQUESTS —
 * with request and response texts shaped like the gateway's (IotGateway.call).
 */
export async function writeIotLog(
  client: Queryable,
  accountIds: readonly number[],
  rows: number,
  days: number,
): Promise<number> {
  if (rows <= 0 || accountIds.length === 0) return 0;
  const result = await client.query(
    `insert into iot_log (state, operation, log_time, request, response, user_account_id)
     select state::iot_log_state, op::iot_log_operation, t,
       case op when 'STATUS' then '{"uids":["bf' || lpad(to_hex(g), 20, '0') || '"],"poll":true}'
               when 'COMMAND' then '{"uid":"bf' || lpad(to_hex(g), 20, '0') || '","commands":[{"code":"switch","value":true}]}'
               else '{"uid":"bf' || lpad(to_hex(g), 20, '0') || '"}' end,
       case state when 'SUCCESS' then case op when 'STATUS' then '[{"id":"bf' || lpad(to_hex(g), 20, '0') || '","online":true,"status":[{"code":"pm25","value":' || g % 60 || '}]}]' else 'null' end
                  when 'ERROR' then case when g % 2 = 0 then '{"code":"1010","kind":"timeout"}' else '{"code":"2001","kind":"offline"}' end
                  else 'quota reached' end,
       a.ids[1 + g % cardinality(a.ids)]
     from (select g, now() - ((g * 7919) % ($2::int * 86400)) * interval '1 second' as t,
             case when (g * 31) % 100 < 95 then 'SUCCESS' when (g * 31) % 100 < 99 then 'ERROR' else 'DEPLETED_REQUESTS' end as state,
             case when (g * 17) % 100 < 86 then 'STATUS' when (g * 17) % 100 < 93 then 'COMMAND'
                  when (g * 17) % 100 < 97 then 'GET_TIMER' when (g * 17) % 100 < 99 then 'ADD_TIMER' else 'DELETE_TIMER' end as op
           from generate_series(1, $1::int) g) s,
       (select $3::int[] as ids) a`,
    [rows, days, [...accountIds]],
  );
  return result.rowCount ?? 0;
}
