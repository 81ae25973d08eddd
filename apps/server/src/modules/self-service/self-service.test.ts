import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

describe('account self-service', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await signIn(t.app, 'dealer', 'Demo-dealer1');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, auth = token) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: auth } });

  it('saves the settings and records an audit event', async () => {
    const res = await post('/api/account', {
      login: 'dealer',
      firstName: 'Mario',
      lastName: 'Bianchi',
      email: 'Mario.Bianchi@example.com',
      langKey: 'en',
    });
    expect(res.statusCode).toBe(200);
    const account = (
      await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: token } })
    ).json();
    expect(account).toMatchObject({
      firstName: 'Mario',
      lastName: 'Bianchi',
      email: 'mario.bianchi@example.com',
      langKey: 'en',
    });
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, 'dealer'));
    expect(events.map((e) => e.eventType)).toContain('ACCOUNT_UPDATED');
  });

  it('saves a language switch without an audit event, and lists the fields of a real change', async () => {
    const accountEvents = async () =>
      (await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, 'dealer'))).filter(
        (e) => e.eventType === 'ACCOUNT_UPDATED',
      );
    const account = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: token } })).json();
    const before = await accountEvents();
    const current = await account();
    const other = current.langKey === 'en' ? 'it' : 'en';
    const switched = await post('/api/account', { ...current, langKey: other });
    expect(switched.statusCode).toBe(200);
    expect((await account()).langKey).not.toBe(current.langKey);
    expect(await accountEvents()).toHaveLength(before.length);

    expect((await post('/api/account', { ...current, lastName: 'Verdi', langKey: other })).statusCode).toBe(
      200,
    );
    const after = await accountEvents();
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((e) => e.data.fields)).toContain('lastName');
  });

  it('refuses an e-mail used by someone else with emailexists, changing nothing', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.login, 'admin'));
    const res = await post('/api/account', {
      firstName: 'X',
      lastName: 'Y',
      email: admin!.email!,
      langKey: 'it',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toBe('emailexists');
    const [me] = await t.database.db.select().from(users).where(eq(users.login, 'dealer'));
    expect(me!.firstName).toBe('Mario');
  });

  it('refuses an unknown language and a missing e-mail', async () => {
    const res = await post('/api/account', { firstName: 'X', email: 'x@example.com', langKey: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual({
      objectName: 'userDTO',
      field: 'langKey',
      message: 'InvalidValue',
    });
    const noEmail = await post('/api/account', { firstName: 'X', langKey: 'it' });
    expect(noEmail.json().fieldErrors).toContainEqual({
      objectName: 'userDTO',
      field: 'email',
      message: 'NotNull',
    });
  });

  it('changes the password only with the right current one', async () => {
    const wrong = await post('/api/account/change-password', {
      currentPassword: 'nope',
      newPassword: 'Changed-pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorKey).toBe('invalidpassword');

    const weak = await post('/api/account/change-password', {
      currentPassword: 'Demo-dealer1',
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);

    expect(
      (
        await post('/api/account/change-password', {
          currentPassword: 'Demo-dealer1',
          newPassword: 'Changed-pass1',
        })
      ).statusCode,
    ).toBe(200);
    await signIn(t.app, 'dealer', 'Changed-pass1');
  });

  it('requires a session for the account calls', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/account', payload: {} })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/change-password', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET management/info tells the profile and the API docs switch', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/management/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      'display-ribbon-on-profiles': 'dev',
      activeProfiles: ['dev', 'api-docs'],
    });
  });

  it('GET i18n/{locale}.json serves both catalogs and 404s others', async () => {
    const it = await t.app.inject({ method: 'GET', url: '/i18n/it.json' });
    const en = await t.app.inject({ method: 'GET', url: '/i18n/en.json' });
    expect(it.statusCode).toBe(200);
    expect(en.statusCode).toBe(200);
    expect(it.json().error.http['404']).not.toBe(en.json().error.http['404']);
    expect((await t.app.inject({ method: 'GET', url: '/i18n/de.json' })).statusCode).toBe(404);
  });

  it('answers an unknown API path with problem JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, message: 'error.http.404', title: 'Not Found' });
  });

  it('publishes the OpenAPI document when API docs are on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/api-docs' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/authenticate', '/api/account', '/api/register']),
    );
  });
});
