import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { rowsOf } from '../lib/sql-rows';

/** The closure table of the account tree follows user_account.parent_id in the writing statement (decision 029). */
describe('account tree closure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const pairs = (result: unknown) =>
    rowsOf<{ a: number; d: number; depth: number }>(result).map((r) => `${r.a}>${r.d}@${r.depth}`);
  /** What the closure holds, and what walking parent_id says it should hold. */
  const closureAndTruth = async () => {
    const db = t.database.db;
    const closure = pairs(
      await db.execute(
        sql`select ancestor_id as a, descendant_id as d, depth from user_account_tree order by 1, 2`,
      ),
    );
    const truth = pairs(
      await db.execute(sql`with recursive up(d, a, depth) as (
          select id, id, 0 from user_account
          union all select up.d, u.parent_id, up.depth + 1 from up join user_account u on u.id = up.a
            where u.parent_id is not null)
        select a, d, depth from up order by 1, 2`),
    );
    return { closure, truth };
  };
  const rootId = async () =>
    rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from user_account where parent_id is null order by id limit 1`,
      ),
    )[0]!.id;

  it('holds every account with each of its ancestors after the migration and the seed', async () => {
    const { closure, truth } = await closureAndTruth();
    expect(closure.length).toBeGreaterThan(10);
    expect(closure).toEqual(truth);
  });

  it('follows inserts (a child before its parent in one statement), moves and deletions', async () => {
    const db = t.database.db;
    const root = await rootId();
    await db.execute(sql`insert into user_account (id, parent_id) values
      (900003, 900002), (900002, 900001), (900001, ${root}), (900004, 900001)`);
    let state = await closureAndTruth();
    expect(state.closure).toEqual(state.truth);
    expect(state.closure).toContain(`${root}>900003@3`);

    // Move the subtree of 900002 under 900004: 900003 comes along, one level deeper.
    await db.execute(sql`update user_account set parent_id = 900004 where id = 900002`);
    state = await closureAndTruth();
    expect(state.closure).toEqual(state.truth);
    expect(state.closure).toContain('900004>900003@2');
    expect(state.closure).not.toContain('900001>900003@2');
    // Other updates leave it alone.
    await db.execute(sql`update user_account set iot_status_time = now() where id in (900002, 900003)`);
    expect((await closureAndTruth()).closure).toEqual(state.closure);

    await db.execute(sql`delete from user_account where id = 900003`);
    state = await closureAndTruth();
    expect(state.closure).toEqual(state.truth);
    expect(state.closure.some((p) => p.includes('>900003@') || p.startsWith('900003>'))).toBe(false);
  });
});
