import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, entityProperties, type EntityDescriptor, type FieldKind } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { insertRecord, sampleBody, sampleValue } from './entity-fixtures';

type Dto = Record<string, unknown>;
const MAX_SIZE = 10_000;

/** Code point order: what PostgreSQL's C collation (PGlite, the CI's C.UTF-8 databases) gives. */
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** How a property's values compare, as PostgreSQL compares its column (NULLs are handled apart). */
function compareValues(kind: FieldKind | 'relation', values?: readonly string[]) {
  switch (kind) {
    case 'string':
    case 'text':
      // Decision 004: text sorts by lower(col), then by col.
      return (a: unknown, b: unknown) =>
        byCodePoint(String(a).toLowerCase(), String(b).toLowerCase()) || byCodePoint(String(a), String(b));
    case 'integer':
    case 'decimal':
    case 'relation':
    case 'boolean': // false before true
      return (a: unknown, b: unknown) => Number(a) - Number(b);
    case 'datetime':
      return (a: unknown, b: unknown) => Date.parse(String(a)) - Date.parse(String(b));
    case 'enum':
      // A PostgreSQL enum sorts in declaration order, which the descriptor's values repeat.
      return (a: unknown, b: unknown) => values!.indexOf(String(a)) - values!.indexOf(String(b));
    case 'date':
    case 'uuid':
      return (a: unknown, b: unknown) => byCodePoint(String(a), String(b));
  }
}

/**
 * The order the server promises for `sort=property,dir`: the property's values in that direction,
 * NULLs last ascending and first descending (PostgreSQL's default), ties by id ascending.
 */
function serverOrder(
  property: string,
  kind: FieldKind | 'relation',
  dir: 'asc' | 'desc',
  values?: readonly string[],
) {
  const compare = compareValues(kind, values);
  const sign = dir === 'asc' ? 1 : -1;
  const isNull = (v: unknown) => v === null || v === undefined;
  return (x: Dto, y: Dto) => {
    const [a, b] = [x[property], y[property]];
    const byValue = isNull(a) && isNull(b) ? 0 : isNull(a) ? sign : isNull(b) ? -sign : sign * compare(a, b);
    return byValue || Number(x.id) - Number(y.id);
  };
}

/**
 * Rows that only the documented order puts in place: one with every optional property NULL (fields
 * with a default stay set: their columns are NOT NULL), and two whose strings sort one way
 * case-insensitively and the other way by code point ('s1-…' before 'S2-…').
 */
async function addRowsThatSortApart(t: TestApp, auth: string, d: EntityDescriptor) {
  const nulls = await sampleBody(t.app, t.database.db, auth, d, 0);
  for (const f of d.fields)
    if (!f.required && !f.generated && f.defaultValue === undefined && !f.datetimeDefault)
      nulls[f.name] = null;
  for (const r of d.relations) if (!r.required) nulls[r.name] = null;
  const plain = await sampleBody(t.app, t.database.db, auth, d, 1);
  // Made after `plain`, so its strings come later case-insensitively ('s2-…', 'long text 9…').
  const capitalised = await sampleBody(t.app, t.database.db, auth, d, 2);
  for (const f of d.fields)
    if ((f.kind === 'string' || f.kind === 'text') && typeof capitalised[f.name] === 'string')
      capitalised[f.name] = (capitalised[f.name] as string).replace(/^[a-z]/, (c) => c.toUpperCase());
  for (const body of [nulls, plain, capitalised]) {
    if (d.readOnly) {
      await insertRecord(t.database.db, d, body);
      continue;
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${d.apiPath}`,
      payload: body,
      headers: { authorization: auth },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** CRUD, paging and the error cases of docs/decisions/004-generic-crud.md, generated from every descriptor. */
describe.each(ENTITIES.map((d) => [d.name, d] as const))('%s', (_name, d) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const base = `/api/${d.apiPath}`;
  beforeAll(async () => {
    t = await buildTestApp();
    [admin, user] = await Promise.all([signIn(t.app, 'admin', 'admin'), signIn(t.app, 'user', 'user')]);
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = admin) =>
    t.app.inject({ method, url, payload, headers: { authorization: auth } });

  it('lists with x-total-count for admins only', async () => {
    const res = await call('GET', `${base}?cacheBuster=123`);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.json().length);
    expect((await call('GET', base, undefined, user)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('refuses an unknown sort property, a bad direction and a malformed filter with 400', async () => {
    for (const query of [
      'sort=nope,asc',
      'sort=id,sideways',
      'nope.equals=1',
      'id.equals=abc',
      'id.between=1',
      'size=0',
      'page=-1',
    ]) {
      const res = await call('GET', `${base}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors.length, query).toBeGreaterThan(0);
    }
  });

  it('sorts by every property in both directions, in the documented order', async () => {
    await addRowsThatSortApart(t, admin, d);
    const all = await call('GET', `${base}?size=${MAX_SIZE}`);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json() as Dto[];
    expect(Number(all.headers['x-total-count']), 'the whole list fits one request').toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const { name, kind } of entityProperties(d)) {
      const values = d.fields.find((f) => f.name === name)?.values;
      for (const dir of ['asc', 'desc'] as const) {
        const res = await call('GET', `${base}?sort=${name},${dir}&size=${MAX_SIZE}`);
        expect(res.statusCode, `${name},${dir}`).toBe(200);
        const expected = [...rows].sort(serverOrder(name, kind, dir, values)).map((r) => r.id);
        expect(
          (res.json() as Dto[]).map((r) => r.id),
          `${name},${dir}`,
        ).toEqual(expected);
      }
    }
  });

  if (d.readOnly) {
    it('is read-only: writes answer 405', async () => {
      expect((await call('POST', base, {})).statusCode).toBe(405);
      expect((await call('PUT', `${base}/1`, { id: 1 })).statusCode).toBe(405);
      expect((await call('DELETE', `${base}/1`)).statusCode).toBe(405);
    });
    return;
  }

  it('creates, reads, updates and deletes', async () => {
    const body = await sampleBody(t.app, t.database.db, admin, d);
    const created = await call('POST', base, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.headers.location).toBe(`${base}/${id}`);
    expect(created.headers['x-purifierapp-alert']).toBe(`purifierApp.${d.i18nKey}.created`);
    expect(created.json()).toMatchObject(body);

    const read = await call('GET', `${base}/${id}`);
    expect(read.json()).toMatchObject({ id, ...body });
    for (const r of d.relations)
      if (r.displayAs) expect(read.json(), r.displayAs).toHaveProperty(r.displayAs);

    const changed = { ...(await sampleBody(t.app, t.database.db, admin, d, 1)), id };
    const updated = await call('PUT', `${base}/${id}`, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call('GET', `${base}/${id}`)).json()).toMatchObject(changed);

    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    const missing = await call('GET', `${base}/${id}`);
    expect(missing.statusCode).toBe(404);
    // docs/product.md#errors: a missing record is error.http.404; the specific key is errorKey.
    expect(missing.json()).toMatchObject({ status: 404, message: 'error.http.404', errorKey: 'idnotfound' });
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${id}`, changed)).statusCode).toBe(404);
  });

  it('refuses an id on create, a missing or different id on update, and changes nothing', async () => {
    const body = await sampleBody(t.app, t.database.db, admin, d);
    const before = Number((await call('GET', base)).headers['x-total-count']);
    const withId = await call('POST', base, { ...body, id: 999_999 });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errorKey).toBe('idexists');
    expect(Number((await call('GET', base)).headers['x-total-count'])).toBe(before);

    const id = (await call('POST', base, body)).json().id as number;
    expect((await call('PUT', `${base}/${id}`, body)).json().errorKey).toBe('idnull');
    const other = await call('PUT', `${base}/${id}`, { ...body, id: id + 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorKey).toBe('idinvalid');
    expect((await call('GET', `${base}/${id}`)).json()).toMatchObject(body);
  });

  const required = [
    ...d.fields.filter((f) => f.required).map((f) => f.name),
    ...d.relations.filter((r) => r.required).map((r) => r.name),
  ];
  it.each(required.length ? required : ['(none)'])('requires %s', async (field) => {
    if (field === '(none)') {
      // Nothing is required: an empty body creates a record.
      expect((await call('POST', base, {})).statusCode).toBe(201);
      return;
    }
    const body = await sampleBody(t.app, t.database.db, admin, d);
    delete body[field];
    const res = await call('POST', base, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field }));
  });

  it('refuses a relation to a missing record and a value of the wrong type', async () => {
    const body = await sampleBody(t.app, t.database.db, admin, d);
    for (const r of d.relations) {
      const res = await call('POST', base, { ...body, [r.name]: 987_654 });
      expect(res.statusCode, r.name).toBe(400);
      expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field: r.name }));
    }
    const typed = d.fields.find(
      (f) => ['integer', 'decimal', 'boolean', 'date', 'datetime', 'enum'].includes(f.kind) && !f.generated,
    );
    if (typed) {
      const res = await call('POST', base, { ...body, [typed.name]: 'not-a-value' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field: typed.name }));
    }
    void sampleValue;
  });
});
