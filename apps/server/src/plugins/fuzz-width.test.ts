import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { rowsOf } from '../lib/sql-rows';
import { buildTestApp, signIn, type TestApp } from '../../test/build-test-app';
import {
  baselineOf,
  hostileRequests,
  operationsOf,
  render,
  type HostileRequest,
  type Operation,
} from '../../test/hostile-requests';
import { problemIssue } from '../../test/problem-shape';
import { AfterAnswerQueue } from '../modules/consumer';
import { trackWrites } from '../../test/write-tracker';

/**
 * Fuzzing at full width: every operation of the OpenAPI document, as each business role,
 * with hostile input, forged tokens and the other tenants' ids. With hostile-input.test.ts (admin and
 * anonymous) a CI run sends more than 10,000 requests. Properties: no 5xx; every 4xx in the standard
 * problem shape; a refused request writes no row (a row trigger counts writes); no answer to a
 * tenant carries another tenant's devices, sites, accounts or users, and no request of a tenant
 * changes them.
 */
const SEED = 20_261_124;
/** Hostile requests per operation and role. */
const RUNS: Record<Role, number> = { dealer: 18, customer: 10, gdo: 14, gds: 10 };
const ROLES = ['dealer', 'customer', 'gdo', 'gds'] as const;
type Role = (typeof ROLES)[number];
const PASSWORDS: Record<Role, string> = {
  dealer: 'Demo-dealer1',
  customer: 'Demo-customer1',
  gdo: 'Demo-gdo1',
  gds: 'Demo-gds1',
};
/**
 * Writes a refused request may make: its own audit trail; and the outbox's sender marks earlier
 * mails sent on its own time (only new mails count there).
 */
const TRACKING = {
  excluded: ['audit_event'],
  insertsOnly: ['mail_outbox'],
  updatesIgnored: ['user_session'],
};

interface Tenant {
  /** The subtree's top account. */
  top: number;
  /** Account, address, device and user ids of the subtree. */
  ids: { account: number[]; address: number[]; device: number[]; user: number[] };
  /** Strings only this subtree's records carry: device uids and serials, e-mails, business names. */
  markers: string[];
}

describe('fuzzing at full width: roles, tokens, tenants', () => {
  let t: TestApp;
  let operations: Operation[];
  let writes: () => Promise<number>;
  const tokens = {} as Record<Role, string>;
  /** The tenant of each role: the top-level subtree (under the root account) its account is in. */
  const tenants = {} as Record<Role, Tenant>;
  let requests = 0;

  const send = (request: Pick<HostileRequest, 'method' | 'url' | 'headers' | 'payload'>, auth?: string) => {
    requests += 1;
    return t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  };

  async function tenantOf(login: string): Promise<Tenant> {
    const db = t.database.db;
    // The chain admin → backoffice → chain administrator (admindealer, admingdo, admingds) → …: the
    // chain administrator's subtree on the way up from the login's account is its tenant.
    const [top] = rowsOf<{ id: number }>(
      await db.execute(sql`
        with recursive up as (
          select a.id, a.parent_id, 0 as depth from user_account a join jhi_user u on u.id = a.user_id
          where u.login = ${login}
          union all select a.id, a.parent_id, up.depth + 1 from user_account a join up on a.id = up.parent_id)
        select id from up order by depth desc offset 2 limit 1`),
    );
    const rows = rowsOf<{ kind: string; id: number; marker: string | null }>(
      await db.execute(sql`
        with recursive down as (
          select id from user_account where id = ${top!.id}
          union all select a.id from user_account a join down on a.parent_id = down.id),
        accounts as (select a.* from user_account a join down using (id))
        select 'account' as kind, a.id, b.business_name as marker from accounts a
          left join com_partner_account b on b.id = a.com_partner_account_id
        union all select 'user', u.id, u.email from jhi_user u join accounts a on a.user_id = u.id
        union all select 'address', ad.id, null from com_partner_addr ad
          where ad.account_id in (select com_partner_account_id from accounts)
        union all select 'device', d.id, d.uid from device d where d.owner_id in (select id from accounts)
        union all select 'device', d.id, d.serial_number from device d where d.owner_id in (select id from accounts)`),
    );
    const ids = { account: [], address: [], device: [], user: [] } as Tenant['ids'];
    const markers = new Set<string>();
    for (const row of rows) {
      const list = ids[row.kind as keyof Tenant['ids']];
      if (!list.includes(Number(row.id))) list.push(Number(row.id));
      // Short or shared strings would match innocent text: only distinctive ones are markers.
      if (row.marker && row.marker.length >= 8) markers.add(row.marker);
    }
    return { top: top!.id, ids, markers: [...markers] };
  }

  const afterAnswer = new AfterAnswerQueue(console);

  beforeAll(async () => {
    t = await buildTestApp({ env: { API_DOCS: 'true' }, deps: { consumerAfterAnswer: afterAnswer } });
    const docs = await t.app.inject({ method: 'GET', url: '/v3/api-docs' });
    operations = operationsOf(docs.json());
    for (const role of ROLES) {
      tokens[role] = await signIn(t.app, role, PASSWORDS[role]);
      tenants[role] = await tenantOf(role);
    }
    writes = await trackWrites(t.database.db, TRACKING);
  }, 120_000);
  afterAll(() => t.close());

  it('finds three disjoint tenants with records to protect', () => {
    expect(tenants.customer).toEqual(tenants.dealer);
    for (const [a, b] of [
      ['dealer', 'gdo'],
      ['dealer', 'gds'],
      ['gdo', 'gds'],
    ] as const) {
      expect(tenants[a].ids.account.filter((id) => tenants[b].ids.account.includes(id))).toEqual([]);
      expect(tenants[a].markers.filter((m) => tenants[b].markers.includes(m))).toEqual([]);
    }
    for (const role of ['dealer', 'gdo'] as const) {
      expect(tenants[role].ids.device.length, role).toBeGreaterThan(0);
      expect(tenants[role].ids.address.length, role).toBeGreaterThan(0);
      expect(tenants[role].markers.length, role).toBeGreaterThan(3);
    }
  });

  /** The markers and ids of every tenant but the role's own. */
  const foreign = (role: Role) => {
    const others = ROLES.filter((r) => tenants[r].top !== tenants[role].top).map((r) => tenants[r]);
    const unique = <T>(values: T[]) => [...new Set(values)];
    return {
      markers: unique(others.flatMap((o) => o.markers)),
      device: unique(others.flatMap((o) => o.ids.device)),
      address: unique(others.flatMap((o) => o.ids.address)),
      account: unique(others.flatMap((o) => o.ids.account)),
      user: unique(others.flatMap((o) => o.ids.user)),
    };
  };

  it('answers each role’s hostile requests below 500, refusals in the problem shape, writing nothing', async () => {
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      for (const role of ROLES) {
        const result = await fc.check(
          fc.asyncProperty(hostileRequests(op), async (request) => {
            // An accepted registration's work runs after its answer: it is waited for on both sides
            // of the reading, so it is counted for the request that queued it, never the next one.
            await afterAnswer.settled();
            const before = await writes();
            const res = await send(request, tokens[role]);
            // The route queues that work in its onResponse hook, which may run after inject resolves.
            await new Promise((resolve) => setImmediate(resolve));
            await afterAnswer.settled();
            const what = `${res.statusCode} for ${request.mutated}`;
            if (res.statusCode >= 500) throw new Error(`${what}: ${res.body.slice(0, 300)}`);
            const shape = problemIssue(res);
            if (shape) throw new Error(`${what}: ${shape}`);
            if (res.statusCode >= 400 && (await writes()) !== before)
              throw new Error(`${what}: the refused request wrote ${(await writes()) - before} rows`);
          }),
          { seed: SEED + index, numRuns: RUNS[role], endOnFailure: true },
        );
        if (result.failed) {
          const example = result.counterexample?.[0] as HostileRequest | undefined;
          failures.push(
            `${op.method} ${op.path} (${role}): ${(result.errorInstance as Error | undefined)?.message} — ${example?.url.slice(0, 160)} ${example?.payload?.slice(0, 160) ?? ''}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 400_000);

  it('refuses forged, tampered, expired and unsigned tokens on every protected operation', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { auth: 'ROLE_ADMIN,ROLE_USER', uid: 1, ver: 0 };
    const forged = {
      'alg none': `Bearer ${new UnsecuredJWT(claims)
        .setSubject('admin')
        .setExpirationTime(now + 3600)
        .encode()}`,
      'another key': `Bearer ${await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('admin')
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode('x'.repeat(64)))}`,
      expired: `Bearer ${await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('admin')
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(new TextEncoder().encode(t.config.jwtSecret))}`,
      // The dealer's real token with its claims swapped for the admin's: the signature no longer fits.
      tampered: (() => {
        const [head, , signature] = tokens.dealer.replace('Bearer ', '').split('.');
        const body = Buffer.from(JSON.stringify({ ...claims, sub: 'admin', exp: now + 3600 })).toString(
          'base64url',
        );
        return `Bearer ${head}.${body}.${signature}`;
      })(),
      garbage: 'Bearer not.a.token',
    };
    const failures: string[] = [];
    for (const op of operations) {
      const request = render(op, baselineOf(op), {}, 'baseline', false);
      const anonymous = await send(request);
      if (anonymous.statusCode !== 401) continue; // a public operation
      for (const [kind, token] of Object.entries(forged)) {
        const before = await writes();
        const res = await send(request, token);
        if (res.statusCode !== 401) failures.push(`${op.method} ${op.path} with ${kind}: ${res.statusCode}`);
        const shape = problemIssue(res);
        if (shape) failures.push(`${op.method} ${op.path} with ${kind}: ${shape}`);
        if ((await writes()) !== before) failures.push(`${op.method} ${op.path} with ${kind}: wrote rows`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("never shows a tenant another tenant's records, nor lets it change them", async () => {
    const failures: string[] = [];
    // Every row of every tenant, hashed: what a request of another tenant must leave as it was.
    const fingerprint = async () =>
      rowsOf<{ h: string }>(
        await t.database.db.execute(sql`select md5(
          coalesce((select string_agg(d::text, '|' order by d.id) from device d), '') ||
          coalesce((select string_agg(a::text, '|' order by a.id) from com_partner_addr a), '') ||
          coalesce((select string_agg(u::text, '|' order by u.id) from user_account u), '') ||
          coalesce((select string_agg(j::text, '|' order by j.id) from jhi_user j), '') ||
          coalesce((select string_agg(p::text, '|' order by p.id) from com_partner p), '')) as h`),
      )[0]!.h;
    /** Ids of another tenant to put in a path parameter, by what the parameter names. */
    const idsFor = (role: Role, op: Operation, name: string): number[] => {
      const f = foreign(role);
      const path = op.path.toLowerCase();
      const pick = (list: number[]) => list.slice(0, 3);
      if (/device/.test(name) || (name === 'id' && /\/devices/.test(path))) return pick(f.device);
      if (/address|addr/.test(name) || (name === 'id' && /addr|address|sites/.test(path)))
        return pick(f.address);
      if (/account/.test(name) || (name === 'id' && /account/.test(path))) return pick(f.account);
      if (/user/.test(name) || (name === 'id' && /users/.test(path))) return pick(f.user);
      // Any other numeric id: one of each kind.
      return [f.device[0], f.address[0], f.account[0], f.user[0]].filter(
        (id): id is number => id !== undefined,
      );
    };
    for (const role of ['dealer', 'customer', 'gdo'] as const) {
      const { markers } = foreign(role);
      for (const op of operations) {
        const numeric = op.parameters.filter(
          (p) =>
            p.in === 'path' &&
            (p.schema.type === 'integer' || p.schema.type === 'number' || /id$/i.test(p.name)),
        );
        const base = baselineOf(op);
        const variants: HostileRequest[] = [];
        if (!numeric.length) {
          // A list or a call without ids: its answer must not carry foreign records either (reads only:
          // writes without an id have their own scope tests).
          if (op.method === 'GET') variants.push(render(op, base, {}, 'as is', false));
        } else {
          for (const param of numeric)
            for (const id of idsFor(role, op, param.name)) {
              const body =
                base.body && typeof base.body === 'object' && !Array.isArray(base.body) && 'id' in base.body
                  ? { ...(base.body as object), id }
                  : base.body;
              variants.push(
                render(
                  op,
                  { ...base, path: { ...base.path, [param.name]: String(id) }, body },
                  {},
                  `${param.name}=${id}`,
                  false,
                ),
              );
            }
        }
        if (!variants.length) continue;
        const before = op.method === 'GET' ? null : await fingerprint();
        for (const request of variants) {
          const res = await send(request, tokens[role]);
          const what = `${role} ${op.method} ${op.path} ${request.mutated}: ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${what} ${res.body.slice(0, 200)}`);
          const shape = problemIssue(res);
          if (shape) failures.push(`${what} ${shape}`);
          const leaked = markers.filter((m) => res.body.includes(m));
          if (leaked.length) failures.push(`${what} shows ${leaked.slice(0, 3).join(', ')}`);
        }
        if (before !== null && (await fingerprint()) !== before)
          failures.push(`${role} ${op.method} ${op.path}: changed another tenant's records`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('sent the full width', () => {
    console.info(`fuzz-width: ${requests} requests over ${operations.length} operations`);
    // With the admin and anonymous runs of hostile-input.test.ts, a CI run sends over 10,000.
    expect(requests).toBeGreaterThan(operations.length * 50);
  });
});
