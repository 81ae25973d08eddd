import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AccountDto } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { comPartners } from '../../db/schema';

type Dto = Record<string, unknown> & { id: number };

const LOGINS: Array<[string, string]> = [
  ['admin', 'admin'],
  ['backoffice', 'Demo-backoffice1'],
  ['admindealer', 'Demo-admindealer1'],
  ['dealer', 'Demo-dealer1'],
  ['gdo', 'Demo-gdo1'],
  ['customer', 'Demo-customer1'],
];

/**
 * Decision 013: a com-partner belongs to the account that created it from its first call. Before
 * an account or address uses it, only that account's subtree (the owner and its ancestors) sees it;
 * every other tenant gets 404, as for any foreign record.
 */
describe('partners owned from birth', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const me: Record<string, AccountDto> = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token[who]! } });
  const ownerOf = async (id: number) =>
    (
      await t.database.db
        .select({ owner: comPartners.ownerAccountId })
        .from(comPartners)
        .where(eq(comPartners.id, id))
    )[0]?.owner;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [login, password] of LOGINS) {
      token[login] = await signIn(t.app, login, password);
      me[login] = (await call('GET', '/api/user-accounts/current', login)).json() as AccountDto;
    }
  });
  afterAll(() => t.close());

  /** A new, unused partner created by `who` through the generic POST. */
  const newPartner = async (who: string, extra: object = {}): Promise<Dto> => {
    const res = await call('POST', '/api/com-partners', who, {
      name: `Nuovo ${who}`,
      city: 'Milano',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Dto;
  };

  it('records the creating account as owner; the body cannot set or change it', async () => {
    const partner = await newPartner('dealer', { ownerAccountId: me.gdo!.id });
    expect(partner).not.toHaveProperty('ownerAccountId');
    expect(await ownerOf(partner.id)).toBe(me.dealer!.id);
    const put = await call('PUT', `/api/com-partners/${partner.id}`, 'dealer', {
      ...partner,
      name: 'Rinominato',
      ownerAccountId: me.gdo!.id,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await ownerOf(partner.id)).toBe(me.dealer!.id);
    // A super user's partner belongs to its (root) account.
    expect(await ownerOf((await newPartner('admin')).id)).toBe(me.admin!.id);
  });

  it.each(['gdo', 'customer'])(
    "another tenant (%s) gets 404 on the dealer's new partner and cannot point an address at it",
    async (who) => {
      const partner = await newPartner('dealer');
      const url = `/api/com-partners/${partner.id}`;
      expect((await call('GET', url, who)).statusCode).toBe(404);
      expect((await call('PUT', url, who, { ...partner, name: 'Preso' })).statusCode).toBe(404);
      expect((await call('DELETE', url, who)).statusCode).toBe(404);
      // Lists and filters do not leak it either.
      const list = (await call('GET', '/api/com-partners?size=10000', who)).json() as Dto[];
      expect(list.map((p) => p.id)).not.toContain(partner.id);
      const filtered = await call('GET', `/api/com-partners?id.equals=${partner.id}`, who);
      expect(filtered.json()).toEqual([]);
      expect(filtered.headers['x-total-count']).toBe('0');

      // As a relation target: a new address, or an existing one moved to it, answers "not found" on partnerId.
      const claim = await call('POST', '/api/com-partner-addrs', who, {
        accountId: me[who]!.comPartnerAccountId,
        partnerId: partner.id,
      });
      expect(claim.statusCode, claim.body).toBe(400);
      expect(claim.json().fieldErrors).toContainEqual(
        expect.objectContaining({ field: 'partnerId', message: 'NotFound' }),
      );
      const [own] = (await call('GET', '/api/com-partner-addrs?size=1', who)).json() as Dto[];
      const move = await call('PUT', `/api/com-partner-addrs/${own!.id}`, who, {
        ...own,
        partnerId: partner.id,
      });
      expect(move.statusCode).toBe(400);

      // Untouched: the dealer still reads it as it was.
      const mine = await call('GET', url, 'dealer');
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ name: partner.name });
    },
  );

  it('the owner and its ancestors see it; a sibling branch does not', async () => {
    const partner = await newPartner('dealer');
    for (const who of ['dealer', 'admindealer', 'backoffice', 'admin']) {
      expect((await call('GET', `/api/com-partners/${partner.id}`, who)).statusCode, who).toBe(200);
      const list = (await call('GET', '/api/com-partners?size=10000', who)).json() as Dto[];
      expect(
        list.map((p) => p.id),
        who,
      ).toContain(partner.id);
    }
    // The customer is below the dealer, not above: an unused partner of its dealer is not its own.
    expect((await call('GET', `/api/com-partners/${partner.id}`, 'customer')).statusCode).toBe(404);
  });

  it("once an address uses it, it follows that address's account", async () => {
    const partner = await newPartner('dealer');
    const address = await call('POST', '/api/com-partner-addrs', 'dealer', {
      accountId: me.customer!.comPartnerAccountId,
      partnerId: partner.id,
    });
    expect(address.statusCode, address.body).toBe(201);
    expect((await call('GET', `/api/com-partners/${partner.id}`, 'customer')).statusCode).toBe(200);
    expect((await call('GET', `/api/com-partners/${partner.id}`, 'gdo')).statusCode).toBe(404);
  });

  it('the owner can delete its unused partner; another tenant cannot', async () => {
    const partner = await newPartner('gdo');
    expect((await call('DELETE', `/api/com-partners/${partner.id}`, 'dealer')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/com-partners/${partner.id}`, 'gdo')).statusCode).toBe(204);
  });

  it('an unused partner without owner is for super users only', async () => {
    const [row] = await t.database.db
      .insert(comPartners)
      .values({ name: 'Orfano' })
      .returning({ id: comPartners.id });
    for (const who of ['dealer', 'backoffice', 'gdo'])
      expect((await call('GET', `/api/com-partners/${row!.id}`, who)).statusCode, who).toBe(404);
    expect((await call('GET', `/api/com-partners/${row!.id}`, 'admin')).statusCode).toBe(200);
  });

  it("the account endpoints record the creator's account as owner of the new account's contact", async () => {
    const res = await call('POST', '/api/accounts', 'dealer', {
      type: 'CUSTOMER',
      login: 'ownedcustomer',
      data: {
        businessName: 'Owned S.r.l.',
        vatId: '01234567890',
        email: 'ownedcustomer@example.com',
        phone: '+39 02 555 1234',
        address: 'Via Dante 5',
        city: 'Milano',
        province: 'MI',
        name: 'Anna',
        surname: 'Neri',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AccountDto;
    expect(await ownerOf(created.comPartnerId!)).toBe(me.dealer!.id);
  });

  it('every demo partner has its owner: the account it serves', async () => {
    // (but the ownerless partner another test inserts on purpose)
    const ownerless = await t.database.db
      .select({ id: comPartners.id })
      .from(comPartners)
      .where(and(isNull(comPartners.ownerAccountId), ne(comPartners.name, 'Orfano')));
    expect(ownerless).toEqual([]);
    expect(await ownerOf(me.dealer!.comPartnerId!)).toBe(me.dealer!.id);
  });
});
