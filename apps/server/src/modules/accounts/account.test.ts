import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

const business = (n: string) => ({
  businessName: `${n} S.r.l.`,
  vatId: '01234567890',
  email: `${n}@example.com`,
  phone: '+39 02 555 1234',
  address: 'Via Dante 5',
  city: 'Milano',
  province: 'MI',
});
const full = (n: string) => ({ ...business(n), name: 'Luca', surname: 'Ferri', langKey: 'en' });

describe('composite account endpoints', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token[who]! } });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [login, password] of [
      ['admin', 'admin'],
      ['user', 'user'],
      ['backoffice', 'Demo-backoffice1'],
      ['dealer', 'Demo-dealer1'],
      ['gdo', 'Demo-gdo1'],
      ['customer', 'Demo-customer1'],
    ])
      token[login!] = await signIn(t.app, login!, password!);
  });
  afterAll(() => t.close());

  it('GET user-accounts/current answers the caller account with type, user and business data', async () => {
    const res = await call('GET', '/api/user-accounts/current', 'dealer');
    expect(res.statusCode).toBe(200);
    const me = res.json() as AccountDto;
    expect(me.type?.role).toBe('DEALER');
    expect(me.user?.login).toBe('dealer');
    expect(me.comPartnerAccount?.businessName).toBeTruthy();
    expect((await call('GET', '/api/user-accounts/current', 'user')).statusCode).toBe(403);
  });

  it.each(['dealer', 'customer'])(
    'GET user-accounts/current carries userId, type.role and comPartnerAccount.id for the %s (docs/product.md#filtered-lists-and-lookups)',
    async (who) => {
      const me = (await call('GET', '/api/user-accounts/current', who)).json() as AccountDto;
      expect(me.userId).toBe(me.user?.id);
      expect(me.type?.role).toBe(who.toUpperCase());
      expect(me.comPartnerAccount?.id).toEqual(expect.any(Number));
      expect(me.comPartnerAccount?.id).toBe(me.comPartnerAccountId);
    },
  );

  it('lists the children of an account in scope, and 404s one outside', async () => {
    const me = (await call('GET', '/api/user-accounts/current', 'dealer')).json() as AccountDto;
    const children = await call(
      'GET',
      `/api/user-accounts/uuid/parent/${me.uuid}?page=0&size=1000&sort=id,asc`,
      'dealer',
    );
    expect(children.statusCode).toBe(200);
    expect((children.json() as AccountDto[]).map((c) => c.type?.role).sort()).toEqual([
      'CONSUMER',
      'CUSTOMER',
    ]);
    expect(children.headers['x-total-count']).toBe('2');
    const gdo = (await call('GET', '/api/user-accounts/current', 'gdo')).json() as AccountDto;
    expect((await call('GET', `/api/user-accounts/uuid/parent/${gdo.uuid}`, 'dealer')).statusCode).toBe(404);
  });

  it('backoffice creates a dealer admin, who creates a dealer, who creates a customer; each can sign in', async () => {
    const chainAdmin = await call('POST', '/api/accounts', 'backoffice', {
      type: 'ADMIN_DEALER',
      login: 'newchain',
      data: business('newchain'),
    });
    expect(chainAdmin.statusCode, chainAdmin.body).toBe(201);
    const created = chainAdmin.json() as AccountDto;
    expect(created.createdPassword).toMatch(/^.{16}$/);
    expect(created).toMatchObject({
      iotStatusFrequency: 3600,
      maxIotRequestPerMonth: 1_000_000,
      state: 'ACTIVE',
    });
    expect(created.user?.authorities).toEqual(['ROLE_ADMIN_DEALER', 'ROLE_USER']);
    token.newchain = await signIn(t.app, 'newchain', created.createdPassword!);
    await t.smtp.waitFor((m) => JSON.stringify(m.to).includes('newchain@example.com'));

    const dealer = await call('POST', '/api/accounts', 'newchain', {
      type: 'DEALER',
      login: 'newdealer',
      data: full('newdealer'),
    });
    expect(dealer.statusCode, dealer.body).toBe(201);
    token.newdealer = await signIn(t.app, 'newdealer', (dealer.json() as AccountDto).createdPassword!);
    const customer = await call('POST', '/api/accounts', 'newdealer', {
      type: 'CUSTOMER',
      login: 'newcustomer',
      data: full('newcustomer'),
    });
    expect(customer.statusCode, customer.body).toBe(201);
    expect((customer.json() as AccountDto).parentUUID).toBe((dealer.json() as AccountDto).uuid);
    // The chain admin sees its grandchild; the old dealer does not.
    const id = (customer.json() as AccountDto).id;
    expect((await call('GET', `/api/accounts/${id}`, 'newchain')).statusCode).toBe(200);
    expect((await call('GET', `/api/accounts/${id}`, 'dealer')).statusCode).toBe(404);
  });

  it.each([
    ['dealer', { type: 'ADMIN_DEALER', login: 'x1', data: business('x1') }, 400, 'typenotallowed'],
    ['gdo', { type: 'CUSTOMER', login: 'x2', data: full('x2') }, 400, 'typenotallowed'],
    ['customer', { type: 'CUSTOMER', login: 'x3', data: full('x3') }, 400, 'typenotallowed'],
    ['dealer', { type: 'CUSTOMER', login: 'admin', data: full('x4') }, 400, 'userexists'],
    [
      'dealer',
      { type: 'CUSTOMER', login: 'x5', data: { ...full('x5'), email: 'admin@example.com' } },
      400,
      'emailexists',
    ],
    [
      'dealer',
      { type: 'CUSTOMER', login: 'x6', data: { ...full('x6'), phone: '02-555' } },
      400,
      'validation',
    ],
    [
      'dealer',
      { type: 'CUSTOMER', login: 'x7', data: { ...full('x7'), businessName: '' } },
      400,
      'validation',
    ],
    ['user', { type: 'CUSTOMER', login: 'x8', data: full('x8') }, 403, undefined],
  ])('%s creating %o: %i %s', async (who, body, status, errorKey) => {
    const res = await call('POST', '/api/accounts', who, body);
    expect(res.statusCode, res.body).toBe(status);
    if (errorKey) expect(res.json().errorKey).toBe(errorKey);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/authenticate',
          payload: { username: (body as { login: string }).login, password: 'x' },
        })
      ).statusCode,
    ).not.toBe(200);
  });

  it('names the invalid data field', async () => {
    const res = await call('POST', '/api/accounts', 'dealer', {
      type: 'CUSTOMER',
      login: 'x9',
      data: { ...full('x9'), phone: 'abc' },
    });
    expect(res.json().fieldErrors).toContainEqual({
      objectName: 'userAccount',
      field: 'data.phone',
      message: 'entity.validation.number',
    });
  });

  it('refuses a parent outside the subtree', async () => {
    const gdo = (await call('GET', '/api/user-accounts/current', 'gdo')).json() as AccountDto;
    const res = await call('POST', '/api/accounts', 'dealer', {
      type: 'CUSTOMER',
      parentUuid: gdo.uuid,
      login: 'x10',
      data: full('x10'),
    });
    expect(res.statusCode).toBe(404);
  });

  it('updates an account of the subtree and refuses one outside', async () => {
    const [child] = (
      await call(
        'GET',
        `/api/user-accounts/uuid/parent/${((await call('GET', '/api/user-accounts/current', 'dealer')).json() as AccountDto).uuid}`,
        'dealer',
      )
    ).json() as AccountDto[];
    const data = { ...full('renamed'), email: child!.user!.email };
    const res = await call('PUT', `/api/accounts/${child!.id}`, 'dealer', {
      data,
      maxIotRequestPerMonth: 5000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ maxIotRequestPerMonth: 5000, comPartner: { city: 'Milano' } });
    const gdo = (await call('GET', '/api/user-accounts/current', 'gdo')).json() as AccountDto;
    expect((await call('PUT', `/api/accounts/${gdo.id}`, 'dealer', { data })).statusCode).toBe(404);
  });

  it('deletes: 409 while children or devices remain; otherwise DELETED with the login deactivated', async () => {
    const me = (await call('GET', '/api/user-accounts/current', 'dealer')).json() as AccountDto;
    const backoffice = (await call('GET', '/api/user-accounts/current', 'backoffice')).json() as AccountDto;
    const withChildren = (
      await call('GET', `/api/user-accounts/uuid/parent/${backoffice.uuid}`, 'backoffice')
    ).json() as AccountDto[];
    const busy = await call('DELETE', `/api/accounts/${withChildren[0]!.id}`, 'backoffice');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errorKey).toBe('accountinuse');

    const leaf = await call('POST', '/api/accounts', 'dealer', {
      type: 'CUSTOMER',
      login: 'leaf',
      data: full('leaf'),
    });
    const leafDto = leaf.json() as AccountDto;
    expect((await call('DELETE', `/api/accounts/${leafDto.id}`, 'dealer')).statusCode).toBe(204);
    expect((await call('GET', `/api/accounts/${leafDto.id}`, 'dealer')).json().state).toBe('DELETED');
    // Each change is audited under its own event type, by the caller who made it.
    const audits = (
      await call('GET', '/management/audits?size=100&sort=auditEventDate,desc', 'admin')
    ).json() as Array<{
      principal: string;
      type: string;
      data: Record<string, string>;
    }>;
    const ofLeaf = audits.filter((a) => a.principal === 'dealer' && a.type.startsWith('ACCOUNT_'));
    expect(ofLeaf.map((a) => a.type)).toEqual(expect.arrayContaining(['ACCOUNT_CREATED', 'ACCOUNT_DELETED']));
    expect(ofLeaf.find((a) => a.type === 'ACCOUNT_DELETED')!.data.account).toBe(String(leafDto.id));
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'leaf', password: leafDto.createdPassword },
    });
    expect(signin.statusCode).toBe(401);
    expect((await call('DELETE', `/api/accounts/${me.id}`, 'dealer')).statusCode).toBe(403);
  });

  it('answers an account by uuid with its ancestors, and the caller its own permission records', async () => {
    const me = (await call('GET', '/api/user-accounts/current', 'backoffice')).json() as AccountDto;
    const dealerAccount = (await call('GET', '/api/user-accounts/current', 'dealer')).json() as AccountDto;
    const res = await call('GET', `/api/accounts/uuid/${dealerAccount.uuid}`, 'backoffice');
    expect(res.statusCode).toBe(200);
    expect(res.json().account.id).toBe(dealerAccount.id);
    expect(res.json().ancestors.map((a: AccountDto) => a.user?.login)).toEqual(['backoffice', 'admindealer']);
    expect(res.json().ancestors[0].id).toBe(me.id);
    expect((await call('GET', `/api/accounts/uuid/${me.uuid}`, 'dealer')).statusCode).toBe(404);
    const permissions = await call('GET', '/api/account/permissions', 'dealer');
    expect(permissions.json()).toMatchObject({
      isSuperUser: false,
      role: 'DEALER',
      records: expect.any(Array),
    });
    expect((await call('GET', '/api/account/permissions', 'user')).statusCode).toBe(403);
  });

  it('refuses DELETED through PUT: deletion goes through DELETE and its checks', async () => {
    const me = (await call('GET', '/api/user-accounts/current', 'dealer')).json() as AccountDto;
    const [child] = (
      await call('GET', `/api/user-accounts/uuid/parent/${me.uuid}`, 'dealer')
    ).json() as AccountDto[];
    const res = await call('PUT', `/api/accounts/${child!.id}`, 'dealer', {
      data: { ...full('z'), email: child!.user!.email },
      state: 'DELETED',
    });
    expect(res.statusCode).toBe(400);
  });
});
