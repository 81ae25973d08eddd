import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, entityProperties, type EntityDescriptor, type FilterOperator } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { insertRecord, sampleBody } from './entity-fixtures';

type Dto = Record<string, unknown>;
/** The order the API promises for text: case-insensitive first, then by code point (what lower() + C collation gives). */
const byText = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};
const ORDERED_KINDS = ['integer', 'decimal', 'relation', 'date', 'datetime'];

/** What the database should answer, computed in JS over the whole list: the oracle for every operator. */
function matches(kind: string, op: FilterOperator, actual: unknown, wanted: unknown): boolean {
  if (op === 'specified')
    return wanted ? actual !== null && actual !== undefined : actual === null || actual === undefined;
  if (actual === null || actual === undefined) return false; // SQL: comparisons with NULL are never true
  const norm = (v: unknown) => (kind === 'datetime' ? Date.parse(String(v)) : v);
  const a = norm(actual);
  const list = String(wanted)
    .split(',')
    .map((w) =>
      norm(
        kind === 'integer' || kind === 'relation' || kind === 'decimal'
          ? Number(w)
          : kind === 'boolean'
            ? w === 'true'
            : w,
      ),
    );
  const w = list[0]!;
  switch (op) {
    case 'equals':
      return a === w;
    case 'notEquals':
      return a !== w;
    case 'in':
      return list.includes(a);
    case 'notIn':
      return !list.includes(a);
    case 'contains':
      return String(a).toLowerCase().includes(String(wanted).toLowerCase());
    case 'doesNotContain':
      return !String(a).toLowerCase().includes(String(wanted).toLowerCase());
    case 'greaterThan':
      return (a as number) > (w as number);
    case 'lessThan':
      return (a as number) < (w as number);
    case 'greaterThanOrEqual':
      return (a as number) >= (w as number);
    case 'lessThanOrEqual':
      return (a as number) <= (w as number);
  }
}

function operatorsFor(kind: string): FilterOperator[] {
  const base: FilterOperator[] = ['equals', 'notEquals', 'specified'];
  if (kind === 'boolean') return base;
  const withSets: FilterOperator[] = [...base, 'in', 'notIn'];
  if (kind === 'string' || kind === 'text') return [...withSets, 'contains', 'doesNotContain'];
  if (ORDERED_KINDS.includes(kind))
    return [...withSets, 'greaterThan', 'lessThan', 'greaterThanOrEqual', 'lessThanOrEqual'];
  return withSets;
}

describe('list queries on every entity', () => {
  let t: TestApp;
  let admin: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    // Entities the seed leaves empty get a few rows, so every filter has something to select.
    for (const d of ENTITIES) {
      const total = Number((await get(`/api/${d.apiPath}?size=1`)).headers['x-total-count']);
      for (let i = total; i < 3; i++) {
        if (d.readOnly) {
          // Read-only through the API (the logs): written as the IoT layer writes them.
          await insertRecord(t.database.db, d, await sampleBody(t.app, t.database.db, admin, d, i));
          continue;
        }
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/${d.apiPath}`,
          headers: { authorization: admin },
          payload: await sampleBody(t.app, t.database.db, admin, d, i),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
  });
  afterAll(() => t.close());

  const all = async (d: EntityDescriptor): Promise<Dto[]> =>
    (await get(`/api/${d.apiPath}?size=10000`)).json();

  it.each(ENTITIES.map((d) => [d.name, d] as const))(
    '%s: every operator on every property selects what it should',
    async (_n, d) => {
      const rows = await all(d);
      for (const p of entityProperties(d)) {
        const sample = rows.find((r) => r[p.name] !== null && r[p.name] !== undefined)?.[p.name];
        if (sample === undefined) continue;
        const other = rows.map((r) => r[p.name]).find((v) => v !== null && v !== sample);
        for (const op of operatorsFor(p.kind)) {
          let value =
            op === 'specified'
              ? 'true'
              : op === 'in' || op === 'notIn'
                ? [sample, other ?? sample].join(',')
                : String(sample);
          if (op === 'contains' || op === 'doesNotContain') value = String(sample).slice(1, 4);
          const url = `/api/${d.apiPath}?${p.name}.${op}=${encodeURIComponent(value)}&size=10000`;
          const res = await get(url);
          expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
          const expected = rows
            .filter((r) => matches(p.kind, op, r[p.name], value))
            .map((r) => r.id)
            .sort();
          expect((res.json() as Dto[]).map((r) => r.id).sort(), url).toEqual(expected);
        }
      }
    },
  );

  it('pages with Link headers, keeps the order stable, and refuses a page beyond the end', async () => {
    const first = await get('/api/tab-cities?page=0&size=50&sort=city_name,asc');
    const second = await get('/api/tab-cities?page=1&size=50&sort=city_name,asc');
    expect(first.headers['x-total-count']).toBe('7896');
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toContain('page=157&size=50&sort=city_name%2Casc>; rel="last"');
    const names = [...first.json(), ...second.json()].map((c: Dto) => c.city_name as string);
    expect(names).toEqual([...names].sort(byText));
    expect(new Set([...first.json(), ...second.json()].map((c: Dto) => c.id)).size).toBe(100);
    const beyond = await get('/api/tab-cities?page=158&size=50');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errorKey).toBe('pagebeyondend');
  });

  it('answers every nation when not paged, and one page when a JHipster client asks for it', async () => {
    const all = await get('/api/nations');
    expect(all.json()).toHaveLength(249);
    expect(all.headers['x-total-count']).toBe('249');
    expect(all.headers.link).toBeUndefined();
    // A sort alone orders the whole table (the web's own list).
    const sorted = await get('/api/nations?sort=name,desc');
    expect(sorted.json()).toHaveLength(249);
    expect(sorted.headers.link).toBeUndefined();

    const first = await get('/api/nations?page=0&size=20&sort=id,asc');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(20);
    expect(first.headers['x-total-count']).toBe('249');
    expect(first.headers.link).toContain('</api/nations?page=1&size=20&sort=id%2Casc>; rel="next"');
    expect(first.headers.link).toContain('</api/nations?page=12&size=20&sort=id%2Casc>; rel="last"');
    const ids = (first.json() as Dto[]).map((n) => n.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(
      (all.json() as Dto[])
        .map((n) => n.id as number)
        .sort((a, b) => a - b)
        .slice(0, 20),
    );
    const last = await get('/api/nations?page=12&size=20&sort=id,asc');
    expect(last.json()).toHaveLength(9);
    expect(last.headers.link).toContain('rel="prev"');
    expect((await get('/api/nations?page=13&size=20')).json().errorKey).toBe('pagebeyondend');
  });

  it('sorts descending and by several properties', async () => {
    const res = await get('/api/tab-cities?sort=province_code,desc&sort=city_name,asc&size=30');
    const rows = res.json() as Dto[];
    expect(rows[0]!.province_code).toBe('VV');
    const names = rows.filter((r) => r.province_code === 'VV').map((r) => r.city_name as string);
    expect(names).toEqual([...names].sort(byText));
  });

  it('serves provinces and their cities sorted by name, without a session', async () => {
    const provinces = (
      await t.app.inject({ method: 'GET', url: '/api/tab-cities/provinces' })
    ).json() as Dto[];
    expect(provinces).toHaveLength(107);
    const names = provinces.map((p) => p.province_name as string);
    expect(names).toEqual([...names].sort(byText));
    const cities = (
      await t.app.inject({ method: 'GET', url: '/api/tab-cities/provinces/mi/cities' })
    ).json() as Dto[];
    expect(cities.map((c) => c.city_name)).toContain('Milano');
    expect(cities.every((c) => c.province_code === 'MI')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tab-cities/provinces/MIL/cities' })).statusCode,
    ).toBe(400);
  });

  it('offers relation options searched by label, and labels for given ids', async () => {
    const found = (await get('/api/relation-options/tab-city?search=milano')).json() as Array<{
      id: number;
      label: string;
    }>;
    expect(found.some((o) => o.label === 'Milano')).toBe(true);
    const owners = (await get('/api/relation-options/user-account?search=dealer')).json() as Array<{
      id: number;
      label: string;
    }>;
    expect(owners.map((o) => o.label)).toEqual(expect.arrayContaining(['dealer', 'admindealer']));
    const byId = (await get(`/api/relation-options/user-account?ids=${owners[0]!.id}`)).json();
    expect(byId).toEqual([owners[0]]);
    const users = (
      await get('/api/relation-options/user?search=admin&relation=user-account.userId')
    ).json() as Array<{ label: string }>;
    expect(users[0]!.label).toContain('@');
    expect((await get('/api/relation-options/nope')).statusCode).toBe(404);
    expect((await get('/api/relation-options/user?ids=1,x')).statusCode).toBe(400);
  });

  it('gives the permission sheet of a user: one entry per service', async () => {
    const [account] = (await get('/api/user-accounts?size=1&sort=id,asc')).json() as Dto[];
    const sheet = (
      await get(`/api/tab-service-user-permissions/new-permission-list?userId=${account!.userId}`)
    ).json() as Dto[];
    expect(sheet).toHaveLength(8);
    expect(sheet.map((s) => s.tabServiceCode)).toContain('DEVICE_MANAGEMENT');
    expect((await get('/api/tab-service-user-permissions/new-permission-list')).statusCode).toBe(400);
  });

  it('filters by the two relations the spec names', async () => {
    const res = await get('/api/com-partner-addr-service-users?userId.equals=1&comPartnerAddrId.equals=1');
    expect(res.statusCode).toBe(200);
    for (const row of res.json() as Dto[]) expect(row).toMatchObject({ userId: 1, comPartnerAddrId: 1 });
  });
});
