import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { apiKeys, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = Omit<typeof apiKeys.$inferInsert, 'id' | 'secretHash' | 'prefix'>;

/** A key as a request presents it: the row, and whether its creator may still sign in. */
export interface PresentedKey {
  key: ApiKeyRow;
  creatorLogin: string;
  creatorActivated: boolean;
}

/** The SQL of the API keys (docs/decisions/046). */
export class ApiKeyRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Inserts a key whose secret names its id: the id is drawn from the sequence first. */
  async insert(
    key: NewApiKey,
    secretOf: (id: number) => { hash: string; prefix: string },
  ): Promise<ApiKeyRow> {
    const [next] = rowsOf<{ id: number }>(
      await this.db.execute(sql`select nextval(pg_get_serial_sequence('api_key', 'id'))::int as id`),
    );
    const id = Number(next!.id);
    const { hash, prefix } = secretOf(id);
    const [row] = await this.db
      .insert(apiKeys)
      .values({ ...key, id, secretHash: hash, prefix })
      .returning();
    return row!;
  }

  /** The keys of an account, newest first. */
  list(accountId: number): Promise<ApiKeyRow[]> {
    return this.db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.id));
  }

  async get(id: number): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    return row;
  }

  /** The key with this id and its creator; read on every request, so a revocation counts at once. */
  async presented(id: number): Promise<PresentedKey | undefined> {
    const [row] = await this.db
      .select({ key: apiKeys, creatorLogin: users.login, creatorActivated: users.activated })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.creatorUserId))
      .where(eq(apiKeys.id, id));
    return row;
  }

  /** Revokes a live key; undefined when it was already revoked (or is gone). */
  async revoke(id: number, by: string, at: Date): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: at, revokedBy: by })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    return row;
  }

  async used(id: number, at: Date, address: string): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: at, lastUsedAddress: address.slice(0, 64) })
      .where(eq(apiKeys.id, id));
  }
}
