import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { auditEvents, users } from '../../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { linkIn } from '../../../../test/smtp-peer';

describe('api/users', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: admin } });
  const auditTypes = async (login: string) =>
    (await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, 'admin')))
      .filter((e) => e.data.login === login)
      .map((e) => e.eventType);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('lists users a page at a time, sorted, with the total and the Link header', async () => {
    const res = await call('GET', '/api/users?page=0&size=3&sort=login,asc');
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThan(5);
    expect(res.headers.link).toContain('rel="next"');
    const logins = res.json().map((u: { login: string }) => u.login);
    expect(logins).toEqual([...logins].sort());
    expect(res.json()[0]).not.toHaveProperty('passwordHash');
    const admins = (await call('GET', '/api/users?size=100')).json();
    expect(admins.find((u: { login: string }) => u.login === 'admin').authorities).toContain('ROLE_ADMIN');
    const desc = (await call('GET', '/api/users?sort=createdDate,desc&sort=id,desc')).statusCode;
    expect(desc).toBe(200);
  });

  it('GET /authorities lists every authority', async () => {
    const res = await call('GET', '/api/users/authorities');
    expect(res.json()).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_DEALER']));
  });

  it('GET {login} and GET {id} give the user', async () => {
    const byLogin = await call('GET', '/api/users/dealer');
    expect(byLogin.statusCode).toBe(200);
    expect(byLogin.json()).toMatchObject({ login: 'dealer', activated: true });
    const byId = await call('GET', `/api/users/${byLogin.json().id}`);
    expect(byId.json().login).toBe('dealer');
    expect((await call('GET', '/api/users/nobody-here')).statusCode).toBe(404);
  });

  it('creates a user, mails the password-set link, and the user can then sign in', async () => {
    const res = await call('POST', '/api/users', {
      login: 'Operator7',
      firstName: 'Ada',
      lastName: 'Rossi',
      email: 'Ada.Rossi@Example.com',
      langKey: 'en',
      authorities: ['ROLE_USER', 'ROLE_DEALER'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe('/api/users/operator7');
    expect(res.headers['x-purifierapp-alert']).toBe('userManagement.created');
    expect(res.headers['x-purifierapp-params']).toBe('operator7');
    expect(res.json()).toMatchObject({
      login: 'operator7',
      email: 'ada.rossi@example.com',
      activated: true,
      createdBy: 'admin',
      authorities: ['ROLE_DEALER', 'ROLE_USER'],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'operator7'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes('ada.rossi@example.com'));
    expect(mail.subject).toBe('Your Purifier Backoffice account is ready');
    const key = linkIn(mail, '/account/reset/finish/').split('/account/reset/finish/')[1]!;
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'Chosen-pass1' },
    });
    expect(finish.statusCode).toBe(200);
    await signIn(t.app, 'operator7', 'Chosen-pass1');
    expect(await auditTypes('operator7')).toContain('USER_CREATED');
  });

  it('refuses a taken login or e-mail with userexists / emailexists', async () => {
    const login = await call('POST', '/api/users', { login: 'DEALER', email: 'fresh@example.com' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ errorKey: 'userexists', message: 'error.userexists' });
    expect(login.headers['x-purifierapp-error']).toBe('error.userexists');
    const email = await call('POST', '/api/users', { login: 'fresh', email: 'ADA.ROSSI@example.com' });
    expect(email.json().errorKey).toBe('emailexists');
    const withId = await call('POST', '/api/users', { id: 5, login: 'fresh', email: 'fresh@example.com' });
    expect(withId.json().errorKey).toBe('idexists');
  });

  it.each([
    [{ email: 'x@example.com' }, 'login', 'NotNull'],
    [{ login: 'bad login', email: 'x@example.com' }, 'login', 'Pattern'],
    [{ login: 'ok1', email: 'not-an-email' }, 'email', 'Email'],
    [{ login: 'ok2', email: 'x2@example.com', langKey: 'fr' }, 'langKey', 'InvalidValue'],
    [{ login: 'ok3', email: 'x3@example.com', authorities: ['ROLE_KING'] }, 'authorities.0', 'InvalidValue'],
    [{ login: 'ok4', email: 'x4@example.com', firstName: 'x'.repeat(51) }, 'firstName', 'Size'],
  ])('refuses bad input %# with a 400 naming the field', async (payload, field, message) => {
    const res = await call('POST', '/api/users', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual({ objectName: 'userDTO', field, message });
  });

  it('updates a user: deactivation and authorities are audited, and a deactivated user cannot sign in', async () => {
    const current = (await call('GET', '/api/users/operator7')).json();
    const res = await call('PUT', '/api/users', {
      ...current,
      activated: false,
      authorities: ['ROLE_USER'],
      lastName: 'Bianchi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-purifierapp-alert']).toBe('userManagement.updated');
    expect(res.json()).toMatchObject({
      activated: false,
      lastName: 'Bianchi',
      authorities: ['ROLE_USER'],
      lastModifiedBy: 'admin',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'operator7', password: 'Chosen-pass1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await auditTypes('operator7')).toEqual(
      expect.arrayContaining(['USER_UPDATED', 'USER_DEACTIVATED', 'AUTHORITIES_CHANGED']),
    );
    const activated = await call('PUT', '/api/users', { ...res.json(), activated: true });
    expect(activated.json().activated).toBe(true);
    expect(await auditTypes('operator7')).toContain('USER_ACTIVATED');
  });

  it('refuses an update that takes another user’s login or e-mail, lacks the id, or names no user', async () => {
    const current = (await call('GET', '/api/users/operator7')).json();
    expect((await call('PUT', '/api/users', { ...current, login: 'dealer' })).json().errorKey).toBe(
      'userexists',
    );
    const [userRow] = await t.database.db.select().from(users).where(eq(users.login, 'user'));
    expect((await call('PUT', '/api/users', { ...current, email: userRow!.email })).json().errorKey).toBe(
      'emailexists',
    );
    expect((await call('PUT', '/api/users', { ...current, id: undefined })).json().errorKey).toBe('idnull');
    expect((await call('PUT', '/api/users', { ...current, id: 999_999 })).statusCode).toBe(404);
  });

  it('does not let an administrator lock itself out or delete itself', async () => {
    const me = (await call('GET', '/api/users/admin')).json();
    const deactivate = await call('PUT', '/api/users', { ...me, activated: false });
    expect(deactivate.json().errorKey).toBe('selflockout');
    const demote = await call('PUT', '/api/users', { ...me, authorities: ['ROLE_USER'] });
    expect(demote.json().errorKey).toBe('selflockout');
    const remove = await call('DELETE', '/api/users/admin');
    expect(remove.statusCode).toBe(400);
    expect(remove.json().errorKey).toBe('selfdelete');
    expect((await call('GET', '/api/users/admin')).statusCode).toBe(200);
  });

  it('deletes a user, and refuses one that still owns a business account', async () => {
    const res = await call('DELETE', '/api/users/operator7');
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-purifierapp-alert']).toBe('userManagement.deleted');
    expect((await call('GET', '/api/users/operator7')).statusCode).toBe(404);
    expect(await auditTypes('operator7')).toContain('USER_DELETED');

    const owner = await call('DELETE', '/api/users/dealer');
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errorKey).toBe('userinuse');
    const still = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.login, ['dealer']));
    expect(still).toHaveLength(1);
    expect((await call('DELETE', '/api/users/nobody-here')).statusCode).toBe(404);
  });

  describe('the alias api/admin/users (JHipster 7 and 8 clients)', () => {
    it('lists, reads, creates, updates and deletes as api/users does', async () => {
      const list = await call('GET', '/api/admin/users?page=0&size=2&sort=login,asc');
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(2);
      expect(list.headers['x-total-count']).toBe((await call('GET', '/api/users')).headers['x-total-count']);
      expect(list.headers.link).toContain('</api/admin/users?');
      expect((await call('GET', '/api/admin/users/authorities')).json()).toContain('ROLE_ADMIN');
      expect((await call('GET', '/api/admin/users/dealer')).json()).toMatchObject({ login: 'dealer' });

      const created = await call('POST', '/api/admin/users', {
        login: 'alias7',
        email: 'alias7@example.com',
        authorities: ['ROLE_USER'],
      });
      expect(created.statusCode).toBe(201);
      expect(created.headers.location).toBe('/api/admin/users/alias7');
      expect(created.headers['x-purifierapp-alert']).toBe('userManagement.created');
      const updated = await call('PUT', '/api/admin/users', { ...created.json(), firstName: 'Alias' });
      expect(updated.json()).toMatchObject({ login: 'alias7', firstName: 'Alias' });
      expect((await call('GET', '/api/users/alias7')).json().firstName).toBe('Alias');
      expect((await call('DELETE', '/api/admin/users/alias7')).statusCode).toBe(204);
      expect((await call('GET', '/api/admin/users/alias7')).statusCode).toBe(404);
    });

    it('GET api/authorities answers the Authority entities a JHipster 8 user form reads', async () => {
      const res = await call('GET', '/api/authorities');
      expect(res.statusCode).toBe(200);
      const names = res.json().map((a: { name: string }) => a.name);
      expect(names).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_DEALER']));
      expect(names).toEqual((await call('GET', '/api/admin/users/authorities')).json());
      expect((await t.app.inject({ method: 'GET', url: '/api/authorities' })).statusCode).toBe(401);
    });

    it('creates the new user a JHipster 8 client sends (id and langKey empty) with the default language', async () => {
      // The client's user model starts every field empty and posts them all.
      const res = await call('POST', '/api/admin/users', {
        id: '',
        login: 'jhclient8',
        firstName: 'Jay',
        lastName: '',
        email: 'jhclient8@example.com',
        activated: true,
        langKey: '',
        authorities: ['ROLE_USER'],
        createdBy: '',
        createdDate: null,
        lastModifiedBy: '',
        lastModifiedDate: null,
        password: '',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        login: 'jhclient8',
        langKey: 'it',
        lastName: null,
        createdBy: 'admin',
      });
      expect(typeof res.json().id).toBe('number');
    });

    it('still refuses a language that is not empty and not supported, changing nothing', async () => {
      const res = await call('POST', '/api/admin/users', {
        id: '',
        login: 'jhclient9',
        email: 'jhclient9@example.com',
        langKey: 'xx',
      });
      expect(res.statusCode).toBe(400);
      expect((await call('GET', '/api/users/jhclient9')).statusCode).toBe(404);
    });

    it('needs ROLE_ADMIN: 401 without a token, 403 for a dealer', async () => {
      const dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
      for (const [method, url] of [
        ['GET', '/api/admin/users'],
        ['GET', '/api/admin/users/admin'],
        ['DELETE', '/api/admin/users/user'],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode).toBe(401);
        const res = await t.app.inject({ method, url, headers: { authorization: dealer } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: 'error.http.403' });
      }
      expect((await call('GET', '/api/users/user')).statusCode).toBe(200);
    });
  });
});
