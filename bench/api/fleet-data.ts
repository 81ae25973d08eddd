import pg from 'pg';
import { generatedOnce } from '../support/generated-once';
import { writeIotLog } from '../support/iot-log';
import { writeStatusHistory, type HistoryDevice } from '../support/status-history';
import { HOLD_STATUS_POLLING_SQL } from '../support/status-polling';

/**
 * The API scenario's data, written by SQL straight into the server's own migrated and seeded schema:
 * 10,000 business accounts under the demo tree and 100,000 devices spread over them.
 *
 *   admindealer ─ 190 dealers ─ 44 customers each (8,360)
 *   dealer (demo) ─ 400 customers, the first (bench-c0000-0001, "the hotel chain") with 1,000 devices
 *   admingdo ─ 525 GDO shops, admingds ─ 525 GDS shops
 *
 * Every account has its contact (com_partner), business record and one site (com_partner_addr);
 * customers own 10 devices each (sold by their dealer), dealers keep 10 in stock, and the GDO/GDS
 * shops share the rest. Idempotent: when the accounts are there it only reports them. Every
 * account then counts as just polled (support/status-polling.ts).
 *
 * With `history` (FleetHistory), each part once (support/generated-once.ts): the status history of
 * the hotel chain's 1,000 devices over the last 90 days at the default frequency (hourly, 2.16 M
 * rows, one INSERT … SELECT generate_series per 100 devices, support/status-history.ts), filler
 * rows — the same 90 days of more devices — until the history holds `historyRows` rows, and
 * `iotLogRows` IoT log rows over the accounts with devices (support/iot-log.ts).
 */
export interface FleetData {
  accounts: number;
  devices: number;
  /** The demo dealer's customer with the most devices: the owner whose device list is measured. */
  owner: { uuid: string; devices: number };
  dealer: { uuid: string; subtreeDevices: number };
  /** A device of that owner (one-device reads). */
  deviceId: number;
  /** 30 uids in the demo dealer's subtree for POST api/devicesIot: the demo devices first (the simulator knows them). */
  iotUids: string[];
  /** Rows in device_status_log and iot_log when the data was ready. */
  historyRows: number;
  iotLogRows: number;
  /** The time the history parts took, or null when they were there already. */
  historyMs: number | null;
  seededMs: number | null;
}

/** The history parts of the data (all off by default). */
export interface FleetHistory {
  /** 1,000 devices × 90 days hourly. */
  history?: boolean;
  /** Filler until the status history holds this many rows (0: none). */
  historyRows?: number;
  iotLogRows?: number;
}

const HISTORY_DAYS = 90;
const HISTORY_DEVICES = 1000;
const DAY_MS = 86_400_000;

const PASSWORD_OF = 'dealer';
/** Every bench user signs in with the demo dealer's password (they share its hash). */
export const BENCH_PASSWORD = 'Demo-dealer1';
/** The n-th (from 1) customer of the demo dealer. */
export const demoCustomerLogin = (n: number) => `bench-c0000-${String(n).padStart(4, '0')}`;
const BIG_OWNER = demoCustomerLogin(1);
const BIG_OWNER_DEVICES = 1000;
const DEVICES_EACH = 10;
const CITIES = [
  ['Milano', 'MI', '20121'],
  ['Roma', 'RM', '00185'],
  ['Torino', 'TO', '10121'],
  ['Bologna', 'BO', '40121'],
  ['Napoli', 'NA', '80133'],
  ['Firenze', 'FI', '50123'],
  ['Verona', 'VR', '37121'],
  ['Bari', 'BA', '70121'],
] as const;

export async function ensureFleetData(
  databaseUrl: string,
  size = { accounts: 10_000, devices: 100_000 },
  extras: FleetHistory = {},
): Promise<FleetData> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from jhi_user where login like 'bench-%'`,
    );
    let seededMs: number | null = null;
    if (rows[0]!.n === 0) {
      const started = performance.now();
      await client.query('begin');
      await generate(client, size);
      await client.query('commit');
      await client.query('analyze');
      seededMs = performance.now() - started;
    }
    const historyStarted = performance.now();
    const wroteHistory = await writeHistoryParts(client, extras);
    await client.query(HOLD_STATUS_POLLING_SQL);
    return {
      ...(await describe(client)),
      historyMs: wroteHistory ? performance.now() - historyStarted : null,
      seededMs,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function generate(client: pg.Client, size: { accounts: number; devices: number }) {
  const scale = size.accounts / 10_000;
  const dealers = Math.max(1, Math.round(190 * scale));
  const demoCustomers = Math.max(2, Math.round(400 * scale));
  const perDealer = 44;
  const shops = Math.max(1, Math.round((size.accounts - dealers * (perDealer + 1) - demoCustomers) / 2));
  const q = (text: string, values: unknown[] = []) => client.query(text, values);

  // The plan: login, role, parent login, depth below an existing account, a number for names.
  await q(`create temp table bench_plan (login text primary key, role text not null,
    parent_login text not null, depth int not null, n int not null) on commit drop`);
  await q(
    `insert into bench_plan
     select 'bench-c0000-' || lpad(g::text, 4, '0'), 'CUSTOMER', 'dealer', 1, g from generate_series(1, $1::int) g
     union all
     select 'bench-d' || lpad(g::text, 4, '0'), 'DEALER', 'admindealer', 1, g from generate_series(1, $2::int) g
     union all
     select 'bench-c' || lpad(d::text, 4, '0') || '-' || lpad(c::text, 4, '0'), 'CUSTOMER',
       'bench-d' || lpad(d::text, 4, '0'), 2, d * 100 + c
     from generate_series(1, $2::int) d, generate_series(1, $3::int) c
     union all
     select 'bench-gdo-' || lpad(g::text, 4, '0'), 'GDO', 'admingdo', 1, g from generate_series(1, $4::int) g
     union all
     select 'bench-gds-' || lpad(g::text, 4, '0'), 'GDS', 'admingds', 1, g from generate_series(1, $4::int) g`,
    [demoCustomers, dealers, perDealer, shops],
  );
  const cities = `(array[${CITIES.map(([c]) => `'${c}'`).join(',')}])`;
  const provinces = `(array[${CITIES.map(([, p]) => `'${p}'`).join(',')}])`;
  const zips = `(array[${CITIES.map(([, , z]) => `'${z}'`).join(',')}])`;
  const at = `(1 + p.n % ${CITIES.length})`;

  // Users share the demo dealer's password hash (none of them signs in: hashing 10,000 would take minutes).
  await q(
    `insert into jhi_user (login, password_hash, first_name, last_name, email, activated, lang_key, created_by)
     select p.login, (select password_hash from jhi_user where login = $1), 'Nome ' || p.n, 'Cognome ' || p.n,
       p.login || '@bench.example.com', true, 'it', 'bench'
     from bench_plan p`,
    [PASSWORD_OF],
  );
  await q(`insert into user_authority (user_id, authority_name)
    select u.id, a from bench_plan p join jhi_user u on u.login = p.login,
      unnest(array['ROLE_USER', 'ROLE_' || p.role]) a`);
  const partner = (email: string, label: string) =>
    `insert into com_partner (name, surname, email, phone, address, zip_code, city, province, note, nation_id)
     select 'Nome ' || p.n, 'Cognome ' || p.n, ${email}, '+39 02 ' || lpad((p.n * 7919 % 10000000)::text, 7, '0'),
       'Via del Banco ' || (p.n % 300 + 1), ${zips}[${at}], ${cities}[${at}], ${provinces}[${at}], ${label},
       (select id from nation where code = 'IT')
     from bench_plan p`;
  await q(partner(`p.login || '@bench.example.com'`, 'null'));
  await q(`insert into com_partner_account (business_name, vat_id, partner_id)
    select 'Bench ' || initcap(p.role) || ' ' || p.n || ' S.r.l.', lpad((10000000000 + p.n * 37)::text, 11, '0'), cp.id
    from bench_plan p join com_partner cp on cp.email = p.login || '@bench.example.com'`);
  for (const depth of [1, 2])
    await q(
      `insert into user_account (user_id, type_id, parent_id, com_partner_id, com_partner_account_id, iot_status_time)
       select u.id, t.id, pa.id, cp.id, cpa.id, now()
       from bench_plan p
       join jhi_user u on u.login = p.login
       join (select role, min(id) as id from user_account_type group by role) t on t.role = p.role
       join jhi_user pu on pu.login = p.parent_login
       join user_account pa on pa.user_id = pu.id
       join com_partner cp on cp.email = p.login || '@bench.example.com'
       join com_partner_account cpa on cpa.partner_id = cp.id
       where p.depth = $1`,
      [depth],
    );
  await q(`update com_partner cp set owner_account_id = a.id
    from user_account a where a.com_partner_id = cp.id and cp.email like '%@bench.example.com'`);
  // One site per account, its own contact owned by the account.
  await q(partner(`'site-' || p.login || '@bench.example.com'`, `'Sede ' || p.n`));
  await q(`insert into com_partner_addr (account_id, partner_id, default_selection)
    select a.com_partner_account_id, cp.id, true
    from bench_plan p join jhi_user u on u.login = p.login join user_account a on a.user_id = u.id
    join com_partner cp on cp.email = 'site-' || p.login || '@bench.example.com'`);
  await q(`update com_partner cp set owner_account_id = a.id
    from jhi_user u join user_account a on a.user_id = u.id
    where cp.email = 'site-' || u.login || '@bench.example.com'`);

  // Owners and their device counts: the hotel chain, 10 per customer and dealer, the rest on the shops.
  await q(
    `create temp table bench_owner on commit drop as
     select a.id as account_id, addr.id as address_id, p.role, p.login,
       case when p.role = 'CUSTOMER' then a.parent_id end as seller_id,
       case when p.login = $1 then $2::int when p.role in ('CUSTOMER', 'DEALER') then $3::int else 0 end as devices,
       row_number() over (partition by p.role in ('GDO', 'GDS') order by p.login) as rank
     from bench_plan p join jhi_user u on u.login = p.login join user_account a on a.user_id = u.id
     join com_partner_addr addr on addr.account_id = a.com_partner_account_id`,
    [BIG_OWNER, BIG_OWNER_DEVICES, DEVICES_EACH],
  );
  await q(
    `with rest as (select greatest(0, $1::int - (select sum(devices) from bench_owner)) as n,
       (select count(*) from bench_owner where role in ('GDO', 'GDS')) as shops)
     update bench_owner o set devices = rest.n / rest.shops + case when o.rank <= rest.n % rest.shops then 1 else 0 end
     from rest where o.role in ('GDO', 'GDS')`,
    [size.devices],
  );
  await q(`insert into device (uid, name, place, serial_number, enabled, model_id, owner_id, seller_id,
      address_id, purchase_date, installation_date, maintenance_contract)
    select 'bench' || lpad(n::text, 17, '0'),
      (array['Purificatore', 'Sanificatore', 'Depuratore', 'Filtro aria'])[1 + n % 4] || ' ' || lpad(k::text, 4, '0'),
      'Stanza ' || (k % 40 + 1), 'BENCH-' || lpad(n::text, 7, '0'), n % 50 <> 0,
      m.ids[1 + n % cardinality(m.ids)], owner_id, seller_id, address_id,
      date '2024-01-01' + (n % 700)::int, date '2024-01-15' + (n % 700)::int, n % 3 = 0
    from (select o.account_id as owner_id, o.seller_id, o.address_id, k,
            row_number() over (order by o.account_id, k) as n
          from bench_owner o, generate_series(1, o.devices) k) d,
      (select array_agg(id order by id) as ids from device_model) m`);
}

/** The history parts asked for that are not there yet; answers whether it wrote any. */
async function writeHistoryParts(client: pg.Client, extras: FleetHistory): Promise<boolean> {
  let wrote = false;
  // Whole hours, so a second run's range lines up with the first's.
  const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const from = new Date(to.getTime() - HISTORY_DAYS * DAY_MS);
  const devicesOf = async (where: string, limit: number) =>
    (
      await client.query<HistoryDevice>(
        `select d.id, d.uid from device d where d.uid like 'bench%' and ${where} order by d.id limit $1`,
        [limit],
      )
    ).rows;
  const bigOwner = `d.owner_id = (select a.id from user_account a join jhi_user u on u.id = a.user_id where u.login = '${BIG_OWNER}')`;
  if (extras.history)
    wrote =
      (await generatedOnce(client, `history-${HISTORY_DEVICES}x${HISTORY_DAYS}d`, async () => {
        const devices = await devicesOf(bigOwner, HISTORY_DEVICES);
        await client.query(`delete from device_status_log where device_id = any($1::int[])`, [
          devices.map((d) => d.id),
        ]);
        const rows = await writeStatusHistory(client, devices, { from, to });
        console.log(
          `history: ${rows.toLocaleString('en')} rows of ${devices.length} devices over ${HISTORY_DAYS} days`,
        );
      })) || wrote;
  const target = extras.historyRows ?? 0;
  if (target > 0) {
    const count = async () =>
      Number((await client.query<{ n: string }>('select count(*) as n from device_status_log')).rows[0]!.n);
    const missing = target - (await count());
    if (missing > 0) {
      // More devices (not the hotel chain's, and none written yet) over the same 90 days.
      const perDevice = (HISTORY_DAYS * DAY_MS) / 3_600_000;
      const devices = await devicesOf(
        `not (${bigOwner}) and not exists (select 1 from device_latest_status l where l.device_id = d.id)`,
        Math.ceil(missing / perDevice),
      );
      const rows = await writeStatusHistory(client, devices, { from, to });
      console.log(`filler: ${rows.toLocaleString('en')} rows of ${devices.length} more devices`);
      wrote = true;
    }
  }
  const iotLogRows = extras.iotLogRows ?? 0;
  if (iotLogRows > 0)
    wrote =
      (await generatedOnce(client, `iot-log-${iotLogRows}`, async () => {
        const owners = (
          await client.query<{ id: number }>(
            `select distinct owner_id as id from device where owner_id is not null`,
          )
        ).rows.map((r) => r.id);
        const rows = await writeIotLog(client, owners, iotLogRows, HISTORY_DAYS);
        console.log(`IoT log: ${rows.toLocaleString('en')} rows over ${owners.length} accounts`);
      })) || wrote;
  if (wrote) await client.query('analyze');
  return wrote;
}

async function describe(client: pg.Client): Promise<Omit<FleetData, 'seededMs' | 'historyMs'>> {
  const one = async <T>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows[0] as T;
  const totals = await one<{ accounts: number; devices: number }>(
    `select (select count(*)::int from user_account) as accounts, (select count(*)::int from device) as devices`,
  );
  const owner = await one<{ uuid: string; devices: number; device_id: number }>(
    `select a.uuid, count(d.id)::int as devices, min(d.id) as device_id from user_account a
     join jhi_user u on u.id = a.user_id join device d on d.owner_id = a.id where u.login = $1 group by a.uuid`,
    [BIG_OWNER],
  );
  if (!owner)
    throw new Error(`no ${BIG_OWNER}: the bench data is incomplete; drop the database and start again`);
  const dealer = await one<{ uuid: string; devices: number }>(
    `with recursive tree as (
       select a.id, a.uuid from user_account a join jhi_user u on u.id = a.user_id where u.login = 'dealer'
       union all select c.id, null from user_account c join tree t on c.parent_id = t.id)
     select (select uuid from tree where uuid is not null) as uuid,
       (select count(*)::int from device where owner_id in (select id from tree)) as devices`,
  );
  // The demo dealer's subtree, its demo devices first (the default simulator's fleet is the demo
  // one, DEMO_DEVICES), then the hotel chain's, 30 in all.
  const iotUids = (
    await client.query<{ uid: string }>(
      `with recursive tree as (
         select a.id from user_account a join jhi_user u on u.id = a.user_id where u.login = 'dealer'
         union all select c.id from user_account c join tree t on c.parent_id = t.id)
       select d.uid from device d where d.owner_id in (select id from tree) and d.uid is not null and d.enabled
       order by d.uid like 'bench%', d.id limit 30`,
    )
  ).rows.map((r) => r.uid);
  const logs = await one<{ history: string; iot: string }>(
    `select (select count(*) from device_status_log) as history, (select count(*) from iot_log) as iot`,
  );
  return {
    accounts: totals.accounts,
    devices: totals.devices,
    iotUids,
    historyRows: Number(logs.history),
    iotLogRows: Number(logs.iot),
    owner: { uuid: owner.uuid, devices: owner.devices },
    dealer: { uuid: dealer.uuid, subtreeDevices: dealer.devices },
    deviceId: Number(owner.device_id),
  };
}
