import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

const LOGINS: Array<[string, string]> = [
  ['backoffice', 'Demo-backoffice1'],
  ['admindealer', 'Demo-admindealer1'],
  ['admingdo', 'Demo-admingdo1'],
  ['admingds', 'Demo-admingds1'],
  ['dealer', 'Demo-dealer1'],
  ['gdo', 'Demo-gdo1'],
  ['gds', 'Demo-gds1'],
  ['customer', 'Demo-customer1'],
  ['user', 'user'],
];

type Relation = 'own' | 'descendant' | 'outside';

/**
 * Every demo account type (and the basic user) against every other demo account, on the account,
 * address and permission endpoints: the exact status each caller gets, derived from the tree
 * (own, descendant, sibling/ancestor/foreign = outside). No record outside the subtree is ever answered.
 */
describe('authorization matrix of the account endpoints', () => {
  let t: TestApp;
  const token = new Map<string, string>();
  let accounts: AccountDto[];

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [login, password] of [...LOGINS, ['admin', 'admin'] as [string, string]])
      token.set(login, await signIn(t.app, login, password));
    const admin = token.get('admin')!;
    const all = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user-accounts?size=1000',
        headers: { authorization: admin },
      })
    ).json() as Array<{ id: number }>;
    accounts = await Promise.all(
      all.map(
        async (a) =>
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/accounts/${a.id}`,
              headers: { authorization: admin },
            })
          ).json() as AccountDto,
      ),
    );
  });
  afterAll(() => t.close());

  const byLogin = (login: string) => accounts.find((a) => a.user?.login === login);
  const relation = (caller: AccountDto, target: AccountDto): Relation => {
    if (caller.id === target.id) return 'own';
    for (let p = target.parentId; p !== null; p = accounts.find((a) => a.id === p)?.parentId ?? null)
      if (p === caller.id) return 'descendant';
    return 'outside';
  };

  it.each(LOGINS.map(([login]) => [login]))('%s', async (login) => {
    const auth = { authorization: token.get(login)! };
    const me = byLogin(login);
    const outcomes: string[] = [];
    for (const target of accounts.filter((a) => a.user?.login !== 'admin')) {
      const rel = me ? relation(me, target) : 'none';
      const get = await t.app.inject({ method: 'GET', url: `/api/accounts/${target.id}`, headers: auth });
      const children = await t.app.inject({
        method: 'GET',
        url: `/api/user-accounts/uuid/parent/${target.uuid}`,
        headers: auth,
      });
      const sheet = await t.app.inject({
        method: 'GET',
        url: `/api/tab-service-user-permissions/new-permission-list?userId=${target.userId}`,
        headers: auth,
      });
      const addresses = target.comPartnerAccountId
        ? await t.app.inject({
            method: 'GET',
            url: `/api/com-partner-addrs/com-partner-account/${target.comPartnerAccountId}`,
            headers: auth,
          })
        : undefined;
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${target.id}`,
        headers: auth,
        payload: { data: {} },
      });

      const expected =
        rel === 'none'
          ? { get: 403, children: 403, sheet: 403, update: 403 }
          : rel === 'outside'
            ? { get: 404, children: 404, sheet: 404, update: 404 }
            : // Own or descendant: readable; the permission sheet of oneself is not offered (nobody grants itself);
              // an empty update is a validation error, never a success and never a leak.
              { get: 200, children: [200, 403], sheet: rel === 'own' ? 404 : 200, update: 400 };
      const check = (name: string, status: number, want: number | number[]) => {
        const ok = Array.isArray(want) ? want.includes(status) : status === want;
        if (!ok)
          outcomes.push(`${login} -> ${target.user?.login} (${rel}) ${name}: ${status}, expected ${want}`);
      };
      check('GET account', get.statusCode, expected.get);
      check('GET children', children.statusCode, expected.children);
      check('GET permission sheet', sheet.statusCode, expected.sheet);
      check('PUT account', update.statusCode, expected.update);
      if (addresses) {
        if (rel === 'none') check('GET addresses', addresses.statusCode, 403);
        else {
          check('GET addresses', addresses.statusCode, 200);
          // Outside the subtree the list is empty: the scope hides every record.
          if (rel === 'outside' && addresses.statusCode === 200 && (addresses.json() as unknown[]).length)
            outcomes.push(`${login} sees addresses of ${target.user?.login}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  });
});
