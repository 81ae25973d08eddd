import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { linkIn } from '../../../test/smtp-peer';

describe('registration and activation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload });
  const activationKey = async (email: string) => {
    const mail = await t.smtp.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes(email));
    return linkIn(mail, '/account/activate/').split('/account/activate/')[1]!;
  };
  const countUsers = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('registers, mails an activation link over SMTP, and activates once', async () => {
    const res = await register({
      login: 'Newbie',
      email: 'Newbie@Example.com',
      password: 'Secret-pass1',
      langKey: 'en',
    });
    expect(res.statusCode).toBe(201);

    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes('newbie@example.com'));
    expect(mail.subject).toBeTruthy();
    const link = linkIn(mail, '/account/activate/');
    expect(link.startsWith('http://backoffice.test/account/activate/')).toBe(true);
    expect(mail.text).toContain('newbie'); // greeting by login when no first name

    // Not activated yet: the password is right but sign-in is refused.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'newbie', password: 'Secret-pass1' },
    });
    expect(early.statusCode).toBe(401);

    const key = link.split('/account/activate/')[1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` })).statusCode).toBe(200);
    const token = await signIn(t.app, 'newbie', 'Secret-pass1');
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: token },
    });
    expect(account.json()).toMatchObject({
      login: 'newbie',
      email: 'newbie@example.com',
      langKey: 'en',
      activated: true,
      authorities: ['ROLE_USER'],
    });

    // Single use.
    const again = await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'error.activationkey', errorKey: 'activationkey' });
  });

  it('refuses an expired activation key', async () => {
    await register({ login: 'late', email: 'late@example.com', password: 'Secret-pass1', langKey: 'it' });
    const key = await activationKey('late@example.com');
    await t.database.db
      .update(users)
      .set({ activationKeyDate: new Date(Date.now() - 4 * 24 * 3600_000) })
      .where(eq(users.login, 'late'));
    const res = await t.app.inject({ method: 'GET', url: `/api/activate?key=${key}` });
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'late'));
    expect(row!.activated).toBe(false);
  });

  it('refuses an unknown key and a missing key with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/activate?key=not-a-key' })).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/activate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors[0].field).toBe('key');
  });

  it('answers userexists and emailexists with the alert header, and creates nothing', async () => {
    const before = await countUsers();
    const taken = await register({
      login: 'admin',
      email: 'other@example.com',
      password: 'Secret-pass1',
      langKey: 'it',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errorKey: 'userexists', message: 'error.userexists' });
    expect(taken.headers['x-purifierapp-error']).toBe('error.userexists');

    const [admin] = await t.database.db.select().from(users).where(eq(users.login, 'admin'));
    const email = await register({
      login: 'fresh',
      email: admin!.email!.toUpperCase(),
      password: 'Secret-pass1',
      langKey: 'it',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().errorKey).toBe('emailexists');
    expect(await countUsers()).toBe(before);
  });

  it('lets a never-activated registration be made again', async () => {
    await register({ login: 'twice', email: 'twice@example.com', password: 'Secret-pass1', langKey: 'it' });
    const res = await register({
      login: 'twice',
      email: 'twice2@example.com',
      password: 'Secret-pass2',
      langKey: 'it',
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(users).where(eq(users.login, 'twice'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('twice2@example.com');
  });

  it.each([
    [{ login: 'x1', email: 'x1@example.com', password: 'short1!', langKey: 'it' }, 'password', 'Size'],
    [
      { login: 'x2', email: 'x2@example.com', password: 'nouppercase1!', langKey: 'it' },
      'password',
      'Pattern',
    ],
    [{ login: 'x3', email: 'x3@example.com', password: 'NoSymbol123', langKey: 'it' }, 'password', 'Pattern'],
    [{ login: 'x4', email: 'not-an-email', password: 'Secret-pass1', langKey: 'it' }, 'email', 'Email'],
    [{ login: 'x5', email: 'a@b', password: 'Secret-pass1', langKey: 'it' }, 'email', 'Size'],
    [{ email: 'x6@example.com', password: 'Secret-pass1', langKey: 'it' }, 'login', 'NotNull'],
    [
      { login: 'bad login!', email: 'x7@example.com', password: 'Secret-pass1', langKey: 'it' },
      'login',
      'Pattern',
    ],
    [
      { login: 'x8', email: 'x8@example.com', password: 'Secret-pass1', langKey: 'de' },
      'langKey',
      'InvalidValue',
    ],
  ])('refuses invalid input %# with a 400 naming the field', async (payload, field, constraint) => {
    const before = await countUsers();
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error.validation');
    expect(res.json().fieldErrors).toContainEqual({
      objectName: 'managedUserVM',
      field,
      message: constraint,
    });
    expect(await countUsers()).toBe(before);
  });
});
