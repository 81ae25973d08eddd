import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { consumerAccountSchema, type ConsumerAccount } from '@app/contracts';
import { comPartners, consumerConsents, userAccounts, users } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { linkIn } from '../../../test/smtp-peer';

/**
 * The consumer account in the spec's shape (docs/decisions/023): what a JHipster-style client reads,
 * sends back and deletes, next to the web's flat update.
 */
describe('the consumer account in the spec shape (api/consumer/user-accounts, api/consumer/user/{id})', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      deps: {
        consumerRegisterLimits: {
          perEmail: { limit: 3, windowMs: 3600_000 },
          perIp: { limit: 1000, windowMs: 3600_000 },
          claimPerIp: { limit: 1000, windowMs: 3600_000 },
        },
      },
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const read = async (token: string) => {
    const res = await call('GET', '/api/consumer/user-accounts', token);
    expect(res.statusCode).toBe(200);
    return res.json<ConsumerAccount>();
  };
  /** Registers, follows the mailed link, returns the consumer's bearer header and its account. */
  const consumer = async (email: string) => {
    const registered = await t.app.inject({
      method: 'GET',
      url: `/api/consumer/register?email=${encodeURIComponent(email)}&langKey=it`,
    });
    expect(registered.statusCode).toBe(204);
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    const key = linkIn(mail, '/consumer/').split('/consumer/')[1]!;
    const activated = await t.app.inject({ method: 'GET', url: `/api/consumer/activate?key=${key}` });
    expect(activated.statusCode).toBe(200);
    const token = activated.headers.authorization as string;
    return { token, account: await read(token) };
  };
  /** The stored rows behind an account: login user, contact record and consents. */
  const stored = async (account: ConsumerAccount) => {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, account.user.id));
    const [row] = await db.select().from(userAccounts).where(eq(userAccounts.id, account.id));
    const [partner] = row?.comPartnerId
      ? await db.select().from(comPartners).where(eq(comPartners.id, row.comPartnerId))
      : [];
    const [consents] = await db
      .select()
      .from(consumerConsents)
      .where(eq(consumerConsents.accountId, account.id));
    return { user, account: row, partner, consents };
  };

  it('answers {id, user {…}, comPartner {…}} with the consents and purifiers beside it', async () => {
    const { account } = await consumer('shape.reader@example.com');
    expect(consumerAccountSchema.strict().parse(account)).toEqual(account);
    expect(Object.keys(account).sort()).toEqual(['comPartner', 'consents', 'devices', 'id', 'user']);
    const rows = await stored(account);
    expect(account).toEqual({
      id: rows.account!.id,
      user: {
        id: rows.user!.id,
        login: 'shape.reader@example.com',
        email: 'shape.reader@example.com',
        langKey: 'it',
        firstName: null,
        lastName: null,
      },
      comPartner: {
        name: null,
        surname: null,
        address: null,
        city: null,
        zipCode: null,
        phone: null,
        email: 'shape.reader@example.com',
        province: null,
        provinceName: null,
      },
      consents: expect.objectContaining({ marketing: false, partners: false }) as object,
      devices: [],
    });
  });

  it('takes back the account as read, with updated user names and comPartner; read-only fields stay', async () => {
    const { token, account } = await consumer('shape.writer@example.com');
    // Exactly what a JHipster-style client sends: the whole account it read, edited.
    const edited = {
      ...account,
      user: {
        ...account.user,
        login: 'someone.else',
        email: 'x@example.com',
        firstName: 'Laura',
        lastName: 'Verdi',
      },
      comPartner: {
        ...account.comPartner,
        name: 'Laura',
        surname: 'Verdi',
        address: 'Via Emilia 10',
        city: 'Modena',
        zipCode: '41121',
        phone: '+39 059 123456',
        email: 'Laura.Verdi@Example.com',
        province: 'mo',
      },
    };
    const res = await call('PUT', '/api/consumer/user-accounts', token, edited);
    expect(res.statusCode).toBe(200);
    const answered = res.json<ConsumerAccount>();
    expect(consumerAccountSchema.strict().parse(answered)).toEqual(answered);
    expect(answered).toMatchObject({
      id: account.id,
      user: { id: account.user.id, login: 'shape.writer@example.com', email: 'shape.writer@example.com' },
      comPartner: {
        name: 'Laura',
        surname: 'Verdi',
        address: 'Via Emilia 10',
        city: 'Modena',
        zipCode: '41121',
        phone: '+39 059 123456',
        email: 'laura.verdi@example.com',
        province: 'MO',
        provinceName: 'Modena',
      },
      // The consents it sent back unchanged stay as they were, with no new change time.
      consents: { marketing: false, partners: false, marketingChangedAt: null, partnersChangedAt: null },
    });
    expect(await read(token)).toEqual(answered);
    const rows = await stored(account);
    expect(rows.user).toMatchObject({
      login: 'shape.writer@example.com',
      email: 'shape.writer@example.com',
      firstName: 'Laura',
      lastName: 'Verdi',
    });
    expect(rows.partner).toMatchObject({ address: 'Via Emilia 10', zipCode: '41121', province: 'MO' });

    // Only the names, as the spec's profile update sends them: the rest of the contact stays.
    const names = await call('PUT', '/api/consumer/user-accounts', token, {
      id: account.id,
      user: { firstName: 'Lara', lastName: 'Verdi' },
      comPartner: { name: 'Lara', surname: 'Verdi' },
    });
    expect(names.statusCode).toBe(200);
    expect(names.json()).toMatchObject({
      user: { firstName: 'Lara' },
      comPartner: { name: 'Lara', address: 'Via Emilia 10', phone: '+39 059 123456', province: 'MO' },
    });
  });

  it("still takes the web's flat update", async () => {
    const { token } = await consumer('shape.flat@example.com');
    const res = await call('PUT', '/api/consumer/user-accounts', token, {
      firstName: 'Paolo',
      lastName: 'Gialli',
      province: 'MO',
      consents: { marketing: false, partners: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { firstName: 'Paolo', lastName: 'Gialli' },
      comPartner: { name: 'Paolo', surname: 'Gialli', province: 'MO' },
      consents: { marketing: false, partners: true },
    });
  });

  it('refuses bad input naming the field, and a foreign account id, changing nothing', async () => {
    const { token, account } = await consumer('shape.refused@example.com');
    const other = await consumer('shape.other@example.com');
    const before = await stored(account);
    const put = (body: object) => call('PUT', '/api/consumer/user-accounts', token, body);
    const fieldsOf = (body: { fieldErrors?: { field: string }[] }) =>
      (body.fieldErrors ?? []).map((e) => e.field).sort();

    const bad = await put({
      ...account,
      user: { ...account.user, firstName: 'x'.repeat(51) },
      comPartner: { ...account.comPartner, name: 'Ok', phone: '059-abc', email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['comPartner.email', 'comPartner.phone', 'user.firstName']);

    const flatBad = await put({ firstName: 'x'.repeat(51), consents: { marketing: true, partners: true } });
    expect(flatBad.statusCode).toBe(400);
    expect(fieldsOf(flatBad.json())).toEqual(['firstName']);

    const unknownProvince = await put({ ...account, comPartner: { ...account.comPartner, province: 'XX' } });
    expect(unknownProvince.statusCode).toBe(400);

    const foreign = await put({
      ...other.account,
      user: { ...other.account.user, firstName: 'Intruder' },
      comPartner: { ...other.account.comPartner, name: 'Intruder' },
      consents: { marketing: true, partners: true },
    });
    expect(foreign.statusCode).toBe(403);

    expect(await stored(account)).toEqual(before);
    expect((await stored(other.account)).user!.firstName).toBeNull();
  });

  /** Moves a table's id counter so the next row gets `next` (account and user ids are separate counters). */
  const nextId = (table: 'jhi_user' | 'user_account', next: number) =>
    t.database.db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), ${next - 1})`));
  const maxId = async (table: 'jhi_user' | 'user_account') =>
    Number(
      rowsOf<{ max: number | string }>(
        await t.database.db.execute(sql.raw(`select coalesce(max(id), 0) as "max" from ${table}`)),
      )[0]!.max,
    );

  it('DELETE api/consumer/user/{id} erases the caller by account id, user id or login', async () => {
    // User ids far from account ids, so "by user id" is a user id and no account's id.
    await nextId('jhi_user', Math.max(await maxId('jhi_user'), await maxId('user_account')) + 1000);
    for (const [email, idOf] of [
      ['gone.by.account@example.com', (a: ConsumerAccount) => String(a.id)],
      ['gone.by.user@example.com', (a: ConsumerAccount) => String(a.user.id)],
      ['gone.by.login@example.com', (a: ConsumerAccount) => a.user.login.toUpperCase()],
    ] as const) {
      const { token, account } = await consumer(email);
      expect(account.user.id).not.toBe(account.id);
      const res = await call('DELETE', `/api/consumer/user/${encodeURIComponent(idOf(account))}`, token);
      expect(res.statusCode).toBe(204);
      expect((await call('GET', '/api/consumer/user-accounts', token)).statusCode).toBe(401);
      const rows = await stored(account);
      expect([rows.user, rows.account, rows.partner, rows.consents]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it("refuses another consumer's account id, user id or login, and erases nobody", async () => {
    const mine = await consumer('keeps.mine@example.com');
    // The other consumer's account id is the caller's user id: the account id wins, so it is refused.
    await nextId('user_account', mine.account.user.id);
    const other = await consumer('keeps.theirs@example.com');
    expect(other.account.id).toBe(mine.account.user.id);
    const before = [await stored(mine.account), await stored(other.account)];
    for (const id of [
      String(other.account.id),
      String(other.account.user.id),
      other.account.user.login,
      '0',
      'x',
    ]) {
      const res = await call('DELETE', `/api/consumer/user/${encodeURIComponent(id)}`, mine.token);
      expect(res.statusCode).toBe(403);
    }
    expect([await stored(mine.account), await stored(other.account)]).toEqual(before);
    expect(await read(other.token)).toEqual(other.account);
    expect(await read(mine.token)).toEqual(mine.account);
  });
});
