import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { linkIn } from '../../../test/smtp-peer';

describe('password reset', () => {
  let t: TestApp;
  let userEmail: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'user'));
    userEmail = row!.email!;
  });
  afterAll(() => t.close());

  const init = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password/init',
      headers: { 'content-type': 'text/plain' },
      payload: email,
    });
  const finish = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/account/reset-password/finish', payload });

  it('mails a plain-text link, sets the new password once, and the key cannot be reused', async () => {
    expect((await init(userEmail)).statusCode).toBe(200);
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(userEmail));
    expect(mail.text).toBeTruthy();
    const key = linkIn(mail, '/account/reset/finish/').split('/account/reset/finish/')[1]!;

    expect((await finish({ key, newPassword: 'Brand-new-pass1' })).statusCode).toBe(200);
    await signIn(t.app, 'user', 'Brand-new-pass1');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'user', password: 'user' },
    });
    expect(old.statusCode).toBe(401);

    const reuse = await finish({ key, newPassword: 'Another-pass1' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ errorKey: 'resetkey', message: 'error.resetkey' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.smtp.messages.length;
    const res = await init('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe((await init(userEmail)).body);
    await t.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(userEmail) && t.smtp.messages.indexOf(m) >= before,
    );
    expect(t.smtp.messages.slice(before).some((m) => JSON.stringify(m.to).includes('nobody'))).toBe(false);
  });

  it('refuses an expired key', async () => {
    const before = t.smtp.messages.length;
    await init(userEmail);
    const mail = await t.smtp.waitFor(
      (m) => t.smtp.messages.indexOf(m) >= before && JSON.stringify(m.to).includes(userEmail),
    );
    const key = linkIn(mail, '/account/reset/finish/').split('/account/reset/finish/')[1]!;
    await t.database.db
      .update(users)
      .set({ resetKeyDate: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(users.login, 'user'));
    expect((await finish({ key, newPassword: 'Expired-pass1' })).statusCode).toBe(400);
  });

  it('validates the e-mail body and the new password', async () => {
    const bad = await init('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('error.validation');
    const weak = await finish({ key: 'whatever', newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toContainEqual({
      objectName: 'keyAndPasswordVM',
      field: 'newPassword',
      message: 'Size',
    });
  });
});
