import { and, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountDto } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import {
  comPartnerAccounts,
  comPartners,
  devices,
  userAccounts,
  userAccountTree,
  userAccountTypes,
  userAuthorities,
  users,
} from '../../db/schema';
import { idSchema } from '../../db/column-bounds';
import { subtreeIds } from '../access/scope-sql';

const parent = alias(userAccounts, 'parent');
type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

const PARTNER_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'address',
  'city',
  'province',
  'note',
  'latitude',
  'longitude',
] as const;

/** An account id of a path parameter, bounded by the user_account.id column. */
export const accountIdSchema = idSchema(userAccounts.id);

/** How an account is looked up: by id or by uuid. */
export type AccountKey = { id: number } | { uuid: string };

const byKey = (key: AccountKey): SQL =>
  'id' in key ? eq(userAccounts.id, key.id) : eq(userAccounts.uuid, key.uuid);

export interface NewAccount {
  user: typeof users.$inferInsert;
  authorities: string[];
  partner: typeof comPartners.$inferInsert;
  business?: typeof comPartnerAccounts.$inferInsert;
  account: Omit<typeof userAccounts.$inferInsert, 'userId' | 'comPartnerId' | 'comPartnerAccountId'>;
}

/** The SQL of the composite accounts: one account with its user, contact and business data. */
export class AccountRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The same repository on a transaction (`db.transaction(tx => ...)`), e.g. to queue a mail with the change. */
  withTransaction(tx: AppDatabase): AccountRepository {
    return new AccountRepository(tx);
  }

  private select() {
    return this.db
      .select({
        account: userAccounts,
        type: userAccountTypes,
        user: users,
        partner: comPartners,
        business: comPartnerAccounts,
        parentUuid: parent.uuid,
      })
      .from(userAccounts)
      .leftJoin(userAccountTypes, eq(userAccountTypes.id, userAccounts.typeId))
      .leftJoin(users, eq(users.id, userAccounts.userId))
      .leftJoin(comPartners, eq(comPartners.id, userAccounts.comPartnerId))
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
      .leftJoin(parent, eq(parent.id, userAccounts.parentId));
  }

  /** One account by id or uuid; with `subtreeOf`, only inside the subtree of that account (else undefined). */
  async findOne(key: AccountKey, subtreeOf?: number): Promise<AccountDto | undefined> {
    const where = byKey(key);
    const scope = subtreeOf === undefined ? undefined : accountIdIn(subtreeIds(subtreeOf));
    const [row] = await this.select()
      .where(scope ? and(where, scope)! : where)
      .limit(1);
    return row ? (await this.present([row]))[0] : undefined;
  }

  /**
   * The ancestors of an account, farthest first (nearest last), from the closure table in one
   * query; with `withinSubtreeOf`, only those inside that account's subtree (it included).
   */
  async ancestors(accountId: number, withinSubtreeOf?: number): Promise<AccountDto[]> {
    const within = withinSubtreeOf === undefined ? undefined : accountIdIn(subtreeIds(withinSubtreeOf));
    const rows = await this.select()
      .innerJoin(
        userAccountTree,
        and(
          eq(userAccountTree.ancestorId, userAccounts.id),
          eq(userAccountTree.descendantId, accountId),
          gt(userAccountTree.depth, 0),
        ),
      )
      .where(within)
      .orderBy(desc(userAccountTree.depth));
    return this.present(rows);
  }

  /** The children of an account, paged and sorted (sort on the account's own columns). */
  async children(
    parentId: number,
    page: number,
    size: number,
    sortDesc: boolean,
    scope?: SQL,
  ): Promise<{ items: AccountDto[]; total: number }> {
    const where = and(eq(userAccounts.parentId, parentId), ne(userAccounts.state, 'DELETED'), scope);
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: count() })
      .from(userAccounts)
      .where(where);
    const rows = await this.select()
      .where(where)
      .orderBy(sortDesc ? desc(userAccounts.id) : asc(userAccounts.id))
      .limit(size)
      .offset(page * size);
    return { items: await this.present(rows), total };
  }

  async insert(input: NewAccount): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values(input.user).returning({ id: users.id });
      await tx
        .insert(userAuthorities)
        .values(input.authorities.map((authorityName) => ({ userId: user!.id, authorityName })));
      const [partner] = await tx.insert(comPartners).values(input.partner).returning({ id: comPartners.id });
      const business = input.business
        ? (
            await tx
              .insert(comPartnerAccounts)
              .values({ ...input.business, partnerId: partner!.id })
              .returning({ id: comPartnerAccounts.id })
          )[0]
        : undefined;
      const [account] = await tx
        .insert(userAccounts)
        .values({
          ...input.account,
          userId: user!.id,
          comPartnerId: partner!.id,
          comPartnerAccountId: business?.id ?? null,
        })
        .returning({ id: userAccounts.id });
      return account!.id;
    });
  }

  async update(
    current: AccountDto,
    changes: {
      user: Partial<typeof users.$inferInsert>;
      partner: Partial<typeof comPartners.$inferInsert>;
      business?: Partial<typeof comPartnerAccounts.$inferInsert>;
      account: Partial<typeof userAccounts.$inferInsert>;
    },
  ): Promise<void> {
    await this.db.transaction(async (tx: Tx) => {
      if (current.userId) await tx.update(users).set(changes.user).where(eq(users.id, current.userId));
      if (current.comPartnerId)
        await tx.update(comPartners).set(changes.partner).where(eq(comPartners.id, current.comPartnerId));
      if (changes.business && current.comPartnerAccountId)
        await tx
          .update(comPartnerAccounts)
          .set(changes.business)
          .where(eq(comPartnerAccounts.id, current.comPartnerAccountId));
      if (Object.keys(changes.account).length)
        await tx.update(userAccounts).set(changes.account).where(eq(userAccounts.id, current.id));
    });
  }

  /**
   * Soft delete: the account is DELETED and its login deactivated, in one transaction; the same
   * UPDATE bumps the login's token version, ending its sessions (docs/decisions/012).
   */
  async markDeleted(account: AccountDto): Promise<void> {
    await this.db.transaction(async (tx: Tx) => {
      await tx.update(userAccounts).set({ state: 'DELETED' }).where(eq(userAccounts.id, account.id));
      if (account.userId)
        await tx
          .update(users)
          .set({
            activated: false,
            lastModifiedDate: new Date(),
            tokenVersion: sql`${users.tokenVersion} + 1`,
          })
          .where(eq(users.id, account.userId));
    });
  }

  async activeChildren(id: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(userAccounts)
      .where(and(eq(userAccounts.parentId, id), ne(userAccounts.state, 'DELETED')));
    return row?.n ?? 0;
  }

  async ownedDevices(id: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(devices).where(eq(devices.ownerId, id));
    return row?.n ?? 0;
  }

  async typeByRole(role: string) {
    const [row] = await this.db
      .select()
      .from(userAccountTypes)
      .where(eq(userAccountTypes.role, role))
      .orderBy(asc(userAccountTypes.id))
      .limit(1);
    return row;
  }

  private async present(
    rows: Awaited<ReturnType<ReturnType<AccountRepository['select']>['where']>>,
  ): Promise<AccountDto[]> {
    const userIds = rows.map((r) => r.user?.id).filter((id): id is number => id !== undefined);
    const auth = userIds.length
      ? await this.db.select().from(userAuthorities).where(inArray(userAuthorities.userId, userIds))
      : [];
    return rows.map(({ account, type, user, partner, business, parentUuid }) => ({
      id: account.id,
      uuid: account.uuid,
      state: account.state,
      type: type ? { id: type.id, name: type.name, role: type.role } : null,
      typeId: account.typeId,
      parentId: account.parentId,
      parentUUID: parentUuid,
      userId: account.userId,
      user: user
        ? {
            id: user.id,
            login: user.login,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            langKey: user.langKey,
            activated: user.activated,
            authorities: auth
              .filter((a) => a.userId === user.id)
              .map((a) => a.authorityName)
              .sort(),
          }
        : null,
      comPartnerId: account.comPartnerId,
      comPartner: partner ? Object.fromEntries(PARTNER_FIELDS.map((f) => [f, partner[f] ?? null])) : null,
      comPartnerAccountId: account.comPartnerAccountId,
      comPartnerAccount: business
        ? { id: business.id, businessName: business.businessName, vatId: business.vatId }
        : null,
      iotStatusFrequency: account.iotStatusFrequency,
      maxIotRequestPerMonth: account.maxIotRequestPerMonth,
    }));
  }
}
const accountIdIn = (ids: SQL) => sql`${userAccounts.id} in ${ids}`;
