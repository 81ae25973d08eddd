import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

const data = (n: string, email = `${n}@example.com`) => ({
  businessName: `${n} S.r.l.`,
  vatId: '01234567890',
  email,
  phone: '+39 02 555 1234',
  address: 'Via Dante 5',
  city: 'Milano',
  province: 'MI',
  name: 'Luca',
  surname: 'Ferri',
});

/**
 * Decision 013: an account user gives at most its own monthly IoT quota and a status polling no
 * faster than its own (the demo dealer: 1,000,000 requests, every 3600 s); super users are not limited.
 */
describe('IoT settings granted within the grantor’s own means', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let dealer: AccountDto;
  let customer: AccountDto;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token[who]! } });
  const stored = async (id: number) =>
    (await call('GET', `/api/accounts/${id}`, 'admin')).json() as AccountDto;
  const update = (who: string, settings: object) =>
    call('PUT', `/api/accounts/${customer.id}`, who, {
      data: data('customer', customer.user!.email!),
      ...settings,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [login, password] of [
      ['admin', 'admin'],
      ['dealer', 'Demo-dealer1'],
    ])
      token[login!] = await signIn(t.app, login!, password!);
    dealer = (await call('GET', '/api/user-accounts/current', 'dealer')).json() as AccountDto;
    const children = (
      await call('GET', `/api/user-accounts/uuid/parent/${dealer.uuid}`, 'dealer')
    ).json() as AccountDto[];
    customer = children.find((c) => c.type?.role === 'CUSTOMER')!;
    expect(dealer).toMatchObject({ iotStatusFrequency: 3600, maxIotRequestPerMonth: 1_000_000 });
  });
  afterAll(() => t.close());

  it.each([
    [
      'a quota a hundred times its own',
      { maxIotRequestPerMonth: 100_000_000 },
      [{ objectName: 'userAccount', field: 'maxIotRequestPerMonth', message: 'error.grantquotaaboveown' }],
    ],
    [
      'a quota one request above its own',
      { maxIotRequestPerMonth: 1_000_001 },
      [{ objectName: 'userAccount', field: 'maxIotRequestPerMonth', message: 'error.grantquotaaboveown' }],
    ],
    [
      'a polling faster than its own',
      { iotStatusFrequency: 60 },
      [{ objectName: 'userAccount', field: 'iotStatusFrequency', message: 'error.grantfrequencyaboveown' }],
    ],
    [
      'both',
      { iotStatusFrequency: 3599, maxIotRequestPerMonth: 2_000_000 },
      [
        { objectName: 'userAccount', field: 'maxIotRequestPerMonth', message: 'error.grantquotaaboveown' },
        { objectName: 'userAccount', field: 'iotStatusFrequency', message: 'error.grantfrequencyaboveown' },
      ],
    ],
  ])(
    'a dealer creating a customer with %s: 400 naming the field, nothing created',
    async (_, settings, errors) => {
      const login = `over${Object.values(settings).join('x')}`;
      const res = await call('POST', '/api/accounts', 'dealer', {
        type: 'CUSTOMER',
        login,
        data: data(login),
        ...settings,
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.errorKey).toBe('grantexceedsown');
      expect(body.message).toBe('error.grantexceedsown');
      expect(body.fieldErrors).toEqual(errors);
      expect(JSON.parse(body.params)).toEqual({ maxIotRequestPerMonth: 1_000_000, iotStatusFrequency: 3600 });
      expect(res.headers['x-purifierapp-error']).toBe('error.grantexceedsown');
      const users = (await call('GET', `/api/users?size=1000`, 'admin')).json() as Array<{ login: string }>;
      expect(users.map((u) => u.login)).not.toContain(login);
    },
  );

  it('a dealer may give exactly its own, and less', async () => {
    const equal = await call('POST', '/api/accounts', 'dealer', {
      type: 'CUSTOMER',
      login: 'equalgrant',
      data: data('equalgrant'),
      iotStatusFrequency: 3600,
      maxIotRequestPerMonth: 1_000_000,
    });
    expect(equal.statusCode, equal.body).toBe(201);
    expect(equal.json()).toMatchObject({ iotStatusFrequency: 3600, maxIotRequestPerMonth: 1_000_000 });
    const less = await call('POST', '/api/accounts', 'dealer', {
      type: 'CUSTOMER',
      login: 'lessgrant',
      data: data('lessgrant'),
      iotStatusFrequency: 7200,
      maxIotRequestPerMonth: 10,
    });
    expect(less.statusCode, less.body).toBe(201);
  });

  it('refuses an update beyond its own and leaves the account unchanged', async () => {
    const before = await stored(customer.id);
    for (const settings of [
      { maxIotRequestPerMonth: 100_000_000 },
      { iotStatusFrequency: 60 },
      { maxIotRequestPerMonth: 1_000_001, iotStatusFrequency: 3599 },
    ]) {
      const res = await update('dealer', { ...settings, state: 'UNCONFIRMED' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorKey).toBe('grantexceedsown');
      expect((res.json().fieldErrors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(
        Object.keys(settings).sort(),
      );
    }
    expect(await stored(customer.id)).toEqual(before);
    const equal = await update('dealer', { maxIotRequestPerMonth: 1_000_000, iotStatusFrequency: 3600 });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json()).toMatchObject({ maxIotRequestPerMonth: 1_000_000, iotStatusFrequency: 3600 });
  });

  it('super users are not limited; a value a higher level set may be kept but not changed beyond own', async () => {
    const admin = await update('admin', { maxIotRequestPerMonth: 5_000_000, iotStatusFrequency: 60 });
    expect(admin.statusCode, admin.body).toBe(200);
    // The dealer edits the customer's data, sending the settings back as they are: allowed.
    const kept = await update('dealer', { maxIotRequestPerMonth: 5_000_000, iotStatusFrequency: 60 });
    expect(kept.statusCode, kept.body).toBe(200);
    const changed = await update('dealer', { maxIotRequestPerMonth: 4_000_000, iotStatusFrequency: 60 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fieldErrors).toEqual([
      { objectName: 'userAccount', field: 'maxIotRequestPerMonth', message: 'error.grantquotaaboveown' },
    ]);
    expect(await stored(customer.id)).toMatchObject({
      maxIotRequestPerMonth: 5_000_000,
      iotStatusFrequency: 60,
    });
    const lowered = await update('dealer', { maxIotRequestPerMonth: 900_000, iotStatusFrequency: 3600 });
    expect(lowered.statusCode, lowered.body).toBe(200);
  });

  it('the defaults of a new account stay within the grantor’s means', async () => {
    const lowered = await call('PUT', `/api/accounts/${dealer.id}`, 'admin', {
      data: data('dealer', dealer.user!.email!),
      maxIotRequestPerMonth: 500_000,
      iotStatusFrequency: 7200,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const res = await call('POST', '/api/accounts', 'dealer', {
      type: 'CUSTOMER',
      login: 'defaultgrant',
      data: data('defaultgrant'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ maxIotRequestPerMonth: 500_000, iotStatusFrequency: 7200 });
  });

  it('the generic user-account endpoints stay closed to account users', async () => {
    const row = (await call('GET', `/api/user-accounts/${customer.id}`, 'admin')).json() as Record<
      string,
      unknown
    >;
    const res = await call('PUT', `/api/user-accounts/${customer.id}`, 'dealer', {
      ...row,
      maxIotRequestPerMonth: 100_000_000,
    });
    expect(res.statusCode).toBe(403);
  });
});
