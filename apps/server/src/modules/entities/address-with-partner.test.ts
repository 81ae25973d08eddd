import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { AccountDto } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { comPartnerAddrs, comPartners } from '../../db/schema';
import { EntityRepository } from './entity.repository';

type Dto = Record<string, unknown> & { id: number };

const LOGINS: Array<[string, string]> = [
  ['admin', 'admin'],
  ['user', 'user'],
  ['dealer', 'Demo-dealer1'],
  ['gdo', 'Demo-gdo1'],
  ['gds', 'Demo-gds1'],
  ['customer', 'Demo-customer1'],
];

const partner = {
  name: 'Giulia',
  surname: 'Conti',
  address: 'Via Roma 12',
  city: 'Bologna',
  province: 'BO',
  phone: '+39 051 555 0101',
  latitude: '44.4949',
  longitude: '11.3426',
};

/** Decision 013: POST api/com-partner-addrs/with-partner, the two-call address add in one transaction. */
describe('address with its partner in one call', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const me: Record<string, AccountDto> = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token[who]! } });
  const add = (who: string, body: object) => call('POST', '/api/com-partner-addrs/with-partner', who, body);
  const rows = async () => {
    const [p] = await t.database.db.select({ n: count() }).from(comPartners);
    const [a] = await t.database.db.select({ n: count() }).from(comPartnerAddrs);
    return { partners: p!.n, addresses: a!.n };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [login, password] of LOGINS) token[login] = await signIn(t.app, login, password);
    for (const login of ['admin', 'dealer', 'gdo', 'customer'])
      me[login] = (await call('GET', '/api/user-accounts/current', login)).json() as AccountDto;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  it('creates both records, owned by the caller, and answers the address with its partner', async () => {
    const res = await add('dealer', {
      accountId: me.dealer!.comPartnerAccountId,
      defaultSelection: true,
      partner,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Dto & { partner: Dto };
    expect(created).toMatchObject({
      accountId: me.dealer!.comPartnerAccountId,
      defaultSelection: true,
      partnerId: created.partner.id,
      partnerName: 'Giulia',
      partner: { ...partner, nationId: null },
    });
    expect(created.uuid).toEqual(expect.any(String));
    expect(res.headers.location).toBe(`/api/com-partner-addrs/${created.id}`);
    expect(res.headers['x-purifierapp-alert']).toBe('purifierApp.comPartnerAddr.created');
    // The same records the two calls read back.
    expect((await call('GET', `/api/com-partner-addrs/${created.id}`, 'dealer')).json()).toMatchObject({
      partnerId: created.partner.id,
    });
    expect((await call('GET', `/api/com-partners/${created.partner.id}`, 'dealer')).json()).toMatchObject(
      partner,
    );
    const [row] = await t.database.db
      .select({ owner: comPartners.ownerAccountId })
      .from(comPartners)
      .where(eq(comPartners.id, created.partner.id));
    expect(row!.owner).toBe(me.dealer!.id);
  });

  it("adds to an account of the caller's subtree (a dealer for its customer)", async () => {
    const res = await add('dealer', { accountId: me.customer!.comPartnerAccountId, partner });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Dto).defaultSelection).toBe(false);
    expect(
      (await call('GET', `/api/com-partner-addrs/${(res.json() as Dto).id}`, 'customer')).statusCode,
    ).toBe(200);
  });

  it.each([
    ['an account of another tenant', () => me.gdo!.comPartnerAccountId],
    ['an account that does not exist', () => 987_654],
  ])('refuses %s with a field error and leaves no partner behind', async (_, accountId) => {
    const before = await rows();
    const res = await add('dealer', { accountId: accountId(), partner });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toContainEqual({
      objectName: 'comPartnerAddr',
      field: 'accountId',
      message: 'NotFound',
    });
    expect(await rows()).toEqual(before);
  });

  it('rolls the partner back when the address insert itself fails', async () => {
    const before = await rows();
    const insert = EntityRepository.prototype.insert;
    vi.spyOn(EntityRepository.prototype, 'insert').mockImplementation(async function (
      this: EntityRepository,
      values,
    ) {
      const table = (this as unknown as { t: { descriptor: { name: string } } }).t.descriptor.name;
      if (table === 'com-partner-addr') throw new Error('simulated failure of the second insert');
      return insert.call(this, values);
    });
    const res = await add('dealer', { accountId: me.dealer!.comPartnerAccountId, partner });
    expect(res.statusCode).toBe(500);
    expect(await rows()).toEqual(before);
  });

  it('needs create on ADDRESS_MANAGEMENT, like the two-call path', async () => {
    const services = (await call('GET', '/api/tab-services?size=100', 'admin')).json() as Dto[];
    const address = services.find((s) => s.code === 'ADDRESS_MANAGEMENT')!;
    const accounts = (await call('GET', '/api/user-accounts?size=1000', 'admin')).json() as Dto[];
    const gds = accounts.find((a) => a.userLogin === 'gds')!;
    const record = await call('POST', '/api/tab-service-user-permissions', 'admin', {
      userId: gds.userId,
      createdById: me.admin!.userId,
      tabServiceId: address.id,
      permissionRead: true,
    });
    expect(record.statusCode, record.body).toBe(201);
    const before = await rows();
    expect((await add('gds', { accountId: gds.comPartnerAccountId, partner })).statusCode).toBe(403);
    expect((await call('POST', '/api/com-partners', 'gds', partner)).statusCode).toBe(403);
    expect((await add('user', { accountId: me.dealer!.comPartnerAccountId, partner })).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('validates the body with the contracts schema', async () => {
    const before = await rows();
    const missing = await add('dealer', { partner });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toContainEqual(expect.objectContaining({ field: 'accountId' }));
    const badDate = await add('dealer', {
      accountId: me.dealer!.comPartnerAccountId,
      partner: { ...partner, birthday: '12/05/1990' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fieldErrors).toContainEqual(expect.objectContaining({ field: 'partner.birthday' }));
    const withId = await add('dealer', {
      accountId: me.dealer!.comPartnerAccountId,
      partner: { ...partner, id: 1 },
    });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errorKey).toBe('idexists');
    expect(await rows()).toEqual(before);
  });

  it('the super user may add to any account', async () => {
    const res = await add('admin', { accountId: me.gdo!.comPartnerAccountId, partner });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('keeps the two-call path of docs/product.md#account-and-address-forms working', async () => {
    const p = await call('POST', '/api/com-partners', 'customer', partner);
    expect(p.statusCode, p.body).toBe(201);
    const a = await call('POST', '/api/com-partner-addrs', 'customer', {
      accountId: me.customer!.comPartnerAccountId,
      partnerId: (p.json() as Dto).id,
    });
    expect(a.statusCode, a.body).toBe(201);
  });
});
