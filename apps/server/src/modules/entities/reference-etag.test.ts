import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

/** Reference lists are revalidated by content (docs/decisions/026): 200 with an ETag, then 304. */
describe('reference lists with an ETag', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
  });
  afterAll(() => t.close());

  const list = (auth: string, ifNoneMatch?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/nations',
      headers: { authorization: auth, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });

  it('answers 200 with a weak ETag and private no-cache, then 304 without a body for that tag', async () => {
    const first = await list(dealer);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json().length).toBeGreaterThan(0);

    const again = await list(dealer, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The same rows for every reader: the admin's tag is the dealer's.
    expect((await list(admin, etag)).statusCode).toBe(304);
    // Another tag, or none, gets the list.
    expect((await list(dealer, 'W/"something-else"')).statusCode).toBe(200);
  });

  it('gives a new ETag after the admin changes the list, and the old tag gets the new content', async () => {
    const before = await list(dealer);
    const nation = (before.json() as Array<{ id: number; code: string; name: string }>)[0]!;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/nations/${nation.id}`,
      headers: { authorization: admin },
      payload: { ...nation, name: `${nation.name} (renamed)` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await list(dealer, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toContainEqual({ ...nation, name: `${nation.name} (renamed)` });
    expect((await list(dealer, after.headers.etag as string)).statusCode).toBe(304);
  });

  it('revalidates a page of the list by its own tag', async () => {
    const page = (n: number, ifNoneMatch?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/nations?page=${n}&size=20&sort=id,asc`,
        headers: { authorization: dealer, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    const first = await page(0);
    expect(first.json()).toHaveLength(20);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await page(0, etag)).statusCode).toBe(304);
    expect((await page(1, etag)).statusCode).toBe(200);
    expect((await list(dealer, etag)).statusCode).toBe(200);
  });

  it('leaves lists of data that is not reference data without an ETag', async () => {
    const devices = await t.app.inject({
      method: 'GET',
      url: '/api/devices',
      headers: { authorization: dealer },
    });
    expect(devices.statusCode).toBe(200);
    expect(devices.headers.etag).toBeUndefined();
  });
});
