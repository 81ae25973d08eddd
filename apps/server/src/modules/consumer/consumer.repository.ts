import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsumerAccount, ConsumerProfileChange } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { selectConsumerDevices } from './consumer-device-sql';
import {
  comPartners,
  consumerConsents,
  deviceFactorySerials,
  devices,
  mailOutbox,
  tabCities,
  userAccounts,
  userAccountTypes,
  userAuthorities,
  users,
} from '../../db/schema';

/** A login user as the consumer registration sees it. */
export interface ConsumerLogin {
  userId: number;
  login: string;
  email: string | null;
  activated: boolean;
  langKey: string;
  /** The user has ROLE_CONSUMER (else it is a back-office user). */
  consumer: boolean;
  accountId: number | null;
}

export interface NewConsumer {
  login: string;
  email: string;
  langKey: string;
  passwordHash: string;
  activationKeyHash: string;
  now: Date;
  privacyVersion: string;
}

const CONSUMER_AUTHORITY = 'ROLE_CONSUMER';

/** The fields of a change that are set: an undefined one is left as it is. */
const definedOnly = <T extends object>(change: T): Partial<T> =>
  Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The SQL of consumer accounts: registration, profile, consents and erasure (docs/decisions/023). */
export class ConsumerRepository {
  constructor(private readonly db: AppDatabase) {}

  withTransaction(tx: AppDatabase): ConsumerRepository {
    return new ConsumerRepository(tx);
  }

  transaction<T>(work: (repository: ConsumerRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ConsumerRepository(tx as unknown as AppDatabase)));
  }

  /** The login user with this e-mail, consumer or not. */
  async loginByEmail(email: string): Promise<ConsumerLogin | undefined> {
    const [row] = await this.db
      .select({
        userId: users.id,
        login: users.login,
        email: users.email,
        activated: users.activated,
        langKey: users.langKey,
        consumer: sql<boolean>`exists (select 1 from ${userAuthorities}
          where ${userAuthorities.userId} = ${users.id} and ${userAuthorities.authorityName} = ${CONSUMER_AUTHORITY})`,
        accountId: userAccounts.id,
      })
      .from(users)
      .leftJoin(userAccounts, eq(userAccounts.userId, users.id))
      .where(eq(users.email, email))
      .limit(1);
    return row;
  }

  async loginTaken(login: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.login, login)).limit(1);
    return !!row;
  }

  /**
   * A new consumer: its login user (ROLE_CONSUMER only, not activated, a password nobody knows),
   * an empty contact record with the e-mail, the account of type CONSUMER under the tree's root, and
   * the accepted privacy notice.
   */
  async create(input: NewConsumer): Promise<{ userId: number; accountId: number }> {
    const [user] = await this.db
      .insert(users)
      .values({
        login: input.login,
        email: input.email,
        passwordHash: input.passwordHash,
        langKey: input.langKey,
        activated: false,
        activationKeyHash: input.activationKeyHash,
        activationKeyDate: input.now,
        createdBy: 'anonymousUser',
        createdDate: input.now,
        lastModifiedBy: 'anonymousUser',
        lastModifiedDate: input.now,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    await this.db.insert(userAuthorities).values({ userId, authorityName: CONSUMER_AUTHORITY });
    const [partner] = await this.db
      .insert(comPartners)
      .values({ email: input.email })
      .returning({ id: comPartners.id });
    const [account] = await this.db
      .insert(userAccounts)
      .values({
        userId,
        comPartnerId: partner!.id,
        typeId: sql`(select ${userAccountTypes.id} from ${userAccountTypes}
          where ${userAccountTypes.role} = 'CONSUMER' order by ${userAccountTypes.id} limit 1)`,
        parentId: sql`(select ${userAccounts.id} from ${userAccounts}
          where ${userAccounts.parentId} is null order by ${userAccounts.id} limit 1)`,
      })
      .returning({ id: userAccounts.id });
    const accountId = account!.id;
    await this.db.insert(consumerConsents).values({
      accountId,
      privacyVersion: input.privacyVersion,
      privacyAcceptedAt: input.now,
    });
    await this.db
      .update(comPartners)
      .set({ ownerAccountId: accountId })
      .where(eq(comPartners.id, partner!.id));
    return { userId, accountId };
  }

  /** A new single-use link for an existing consumer, and the notice accepted again. */
  async refresh(
    userId: number,
    accountId: number,
    change: { activationKeyHash: string; langKey: string; now: Date; privacyVersion: string },
  ): Promise<void> {
    await this.db
      .update(users)
      .set({
        activationKeyHash: change.activationKeyHash,
        activationKeyDate: change.now,
        langKey: change.langKey,
        lastModifiedDate: change.now,
      })
      .where(eq(users.id, userId));
    await this.db
      .insert(consumerConsents)
      .values({ accountId, privacyVersion: change.privacyVersion, privacyAcceptedAt: change.now })
      .onConflictDoUpdate({
        target: consumerConsents.accountId,
        set: { privacyVersion: change.privacyVersion, privacyAcceptedAt: change.now },
      });
  }

  /** The consumer whose link this is (key hash), with the key's date. */
  async byActivationKey(
    hash: string,
  ): Promise<{ userId: number; login: string; tokenVersion: number; keyDate: Date | null } | undefined> {
    const [row] = await this.db
      .select({
        userId: users.id,
        login: users.login,
        tokenVersion: users.tokenVersion,
        keyDate: users.activationKeyDate,
      })
      .from(users)
      .innerJoin(
        userAuthorities,
        and(eq(userAuthorities.userId, users.id), eq(userAuthorities.authorityName, CONSUMER_AUTHORITY)),
      )
      .where(eq(users.activationKeyHash, hash))
      .limit(1);
    return row;
  }

  /** Single use: the key is cleared by the statement that checks it; the consumer becomes active. */
  async consumeKey(userId: number, hash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ activated: true, activationKeyHash: null, activationKeyDate: null, lastModifiedDate: now })
      .where(and(eq(users.id, userId), eq(users.activationKeyHash, hash)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** The consumer account of a login user (undefined for anyone else). */
  async accountIdOf(userId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .innerJoin(userAccountTypes, eq(userAccountTypes.id, userAccounts.typeId))
      .where(and(eq(userAccounts.userId, userId), eq(userAccountTypes.role, 'CONSUMER')))
      .limit(1);
    return row?.id;
  }

  /** Whether an account (anyone's) has this id. */
  async accountExists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.id, id))
      .limit(1);
    return !!row;
  }

  /** GET api/consumer/user-accounts: the account, its contact, consents and purifiers. */
  async account(accountId: number): Promise<ConsumerAccount | undefined> {
    const [row] = await this.db
      .select({
        id: userAccounts.id,
        userId: users.id,
        login: users.login,
        email: users.email,
        langKey: users.langKey,
        firstName: users.firstName,
        lastName: users.lastName,
        name: comPartners.name,
        surname: comPartners.surname,
        address: comPartners.address,
        city: comPartners.city,
        zipCode: comPartners.zipCode,
        phone: comPartners.phone,
        partnerEmail: comPartners.email,
        province: comPartners.province,
        provinceName: sql<string | null>`(select ${tabCities.provinceName} from ${tabCities}
          where ${tabCities.provinceCode} = ${comPartners.province} limit 1)`,
        marketing: consumerConsents.marketing,
        marketingChangedAt: consumerConsents.marketingChangedAt,
        partners: consumerConsents.partners,
        partnersChangedAt: consumerConsents.partnersChangedAt,
        privacyVersion: consumerConsents.privacyVersion,
        privacyAcceptedAt: consumerConsents.privacyAcceptedAt,
      })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .leftJoin(comPartners, eq(comPartners.id, userAccounts.comPartnerId))
      .leftJoin(consumerConsents, eq(consumerConsents.accountId, userAccounts.id))
      .where(eq(userAccounts.id, accountId));
    if (!row) return undefined;
    const owned = await selectConsumerDevices(this.db)
      .where(eq(devices.ownerId, accountId))
      .orderBy(asc(devices.id));
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      id: row.id,
      user: {
        id: row.userId,
        login: row.login,
        email: row.email ?? '',
        langKey: row.langKey,
        firstName: row.firstName,
        lastName: row.lastName,
      },
      comPartner: {
        name: row.name,
        surname: row.surname,
        address: row.address,
        city: row.city,
        zipCode: row.zipCode,
        phone: row.phone,
        email: row.partnerEmail,
        province: row.province,
        provinceName: row.provinceName,
      },
      consents: {
        marketing: row.marketing ?? false,
        partners: row.partners ?? false,
        marketingChangedAt: iso(row.marketingChangedAt),
        partnersChangedAt: iso(row.partnersChangedAt),
        privacyVersion: row.privacyVersion,
        privacyAcceptedAt: iso(row.privacyAcceptedAt),
      },
      devices: owned,
    };
  }

  async provinceExists(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: tabCities.id })
      .from(tabCities)
      .where(eq(tabCities.provinceCode, code))
      .limit(1);
    return !!row;
  }

  /**
   * The login user's names, the contact record's fields and each consent with its time if it
   * changed; an undefined field (or no consents) stays as it is.
   */
  async updateProfile(accountId: number, change: ConsumerProfileChange, now: Date): Promise<void> {
    const [account] = await this.db
      .select({ userId: userAccounts.userId, partnerId: userAccounts.comPartnerId })
      .from(userAccounts)
      .where(eq(userAccounts.id, accountId));
    if (!account?.userId) return;
    await this.db
      .update(users)
      .set({ ...definedOnly(change.user), lastModifiedDate: now })
      .where(eq(users.id, account.userId));
    const partner = definedOnly(change.comPartner);
    if (account.partnerId && Object.keys(partner).length > 0)
      await this.db.update(comPartners).set(partner).where(eq(comPartners.id, account.partnerId));
    const consents = change.consents;
    if (!consents) return;
    const [current] = await this.db
      .select({ marketing: consumerConsents.marketing, partners: consumerConsents.partners })
      .from(consumerConsents)
      .where(eq(consumerConsents.accountId, accountId));
    await this.db
      .update(consumerConsents)
      .set({
        marketing: consents.marketing,
        partners: consents.partners,
        // The time each consent last changed: the proof of when it was given or withdrawn.
        ...(current?.marketing !== consents.marketing ? { marketingChangedAt: now } : {}),
        ...(current?.partners !== consents.partners ? { partnersChangedAt: now } : {}),
      })
      .where(eq(consumerConsents.accountId, accountId));
  }

  /**
   * Erasure (docs/decisions/023): each purifier goes back to the stock of the account that sold it,
   * as it was in stock (its name, its own seller, purchase date, shop and city), with nothing of the consumer's
   * purchase, or is removed when the claim created it; its serial can be claimed again; the mails
   * queued or kept for the consumer's address are deleted; then the consents, the account, its
   * contact record and the login user. Returns the erased e-mail address (null when there was none).
   */
  async erase(accountId: number): Promise<string | null> {
    await this.db
      .update(devices)
      .set({
        ownerId: devices.sellerId,
        // A claim made before the stock's name was kept leaves the name as it is.
        name: sql`coalesce(${devices.stockName}, ${devices.name})`,
        sellerId: devices.stockSellerId,
        purchaseDate: devices.stockPurchaseDate,
        sellerDescription: devices.stockSellerDescription,
        cityId: devices.stockCityId,
        stockName: null,
        stockSellerId: null,
        stockPurchaseDate: null,
        stockSellerDescription: null,
        stockCityId: null,
      })
      .where(and(eq(devices.ownerId, accountId), sql`${devices.sellerId} is not null`));
    await this.db.delete(devices).where(and(eq(devices.ownerId, accountId), isNull(devices.sellerId)));
    await this.db
      .update(deviceFactorySerials)
      .set({ claimedByAccountId: null, claimedAt: null })
      .where(eq(deviceFactorySerials.claimedByAccountId, accountId));
    // The contact record and the account point at each other: untie them before deleting.
    await this.db
      .update(comPartners)
      .set({ ownerAccountId: null })
      .where(eq(comPartners.ownerAccountId, accountId));
    const [account] = await this.db
      .delete(userAccounts)
      .where(eq(userAccounts.id, accountId))
      .returning({ userId: userAccounts.userId, partnerId: userAccounts.comPartnerId });
    if (account?.partnerId) await this.db.delete(comPartners).where(eq(comPartners.id, account.partnerId));
    if (!account?.userId) return null;
    const [user] = await this.db
      .delete(users)
      .where(eq(users.id, account.userId))
      .returning({ email: users.email });
    const email = user?.email?.toLowerCase() ?? null;
    // Its links and whatever else was mailed to it: pending or sent, nothing stays.
    if (email) await this.db.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${email}`);
    return email;
  }
}
