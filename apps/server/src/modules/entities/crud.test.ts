import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { sampleBody, sampleValue } from './entity-fixtures';

/** CRUD, paging and the error cases of part 1 §7, generated from every descriptor. */
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

  it('sorts by every property in both directions', async () => {
    for (const p of ['id', ...d.fields.map((f) => f.name), ...d.relations.map((r) => r.name)]) {
      for (const dir of ['asc', 'desc'])
        expect((await call('GET', `${base}?sort=${p},${dir}&size=5`)).statusCode, `${p},${dir}`).toBe(200);
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
    // Part 1 §8: a missing record is error.http.404; the specific key is errorKey.
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
