import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { airShareLinks, comPartnerAddrs } from '../../db/schema';
import type { Caller } from '../access/caller';
import { addressAllows } from '../access/entity-policies-sql';
import { subtreeAddressIds } from '../access/scope-sql';

export type AirShareLinkRow = typeof airShareLinks.$inferSelect;

/** SQL of the share links (air_share_link) and of the sites a caller may share. */
export class AirShareRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Whether the caller reaches the site as it reaches an address it edits (the address of its
   * subtree; any for the super user), and no address-level STATISTICS_MANAGEMENT record denies it
   * reading there: a link publishes the site's air, which such a record hides from the caller.
   */
  async mayShare(caller: Caller, addressId: number): Promise<boolean> {
    const root = caller.account?.id;
    if (!caller.isSuperUser && root === undefined) return false;
    const reach = caller.isSuperUser
      ? sql`true`
      : sql`${comPartnerAddrs.id} in ${subtreeAddressIds(root as number)}
          and ${addressAllows('STATISTICS_MANAGEMENT', caller.userId, 'read', comPartnerAddrs.id)}`;
    const [row] = await this.db
      .select({ id: comPartnerAddrs.id })
      .from(comPartnerAddrs)
      .where(and(eq(comPartnerAddrs.id, addressId), reach));
    return row !== undefined;
  }

  async list(addressId: number): Promise<AirShareLinkRow[]> {
    return this.db
      .select()
      .from(airShareLinks)
      .where(eq(airShareLinks.addressId, addressId))
      .orderBy(desc(airShareLinks.createdAt), desc(airShareLinks.id));
  }

  async insert(values: typeof airShareLinks.$inferInsert): Promise<AirShareLinkRow> {
    const [row] = await this.db.insert(airShareLinks).values(values).returning();
    return row!;
  }

  /** Revokes a link of the site (a revoked one keeps its first time); undefined when the site has no such link. */
  async revoke(addressId: number, id: number, at: Date): Promise<AirShareLinkRow | undefined> {
    const mine = and(eq(airShareLinks.id, id), eq(airShareLinks.addressId, addressId));
    const [revoked] = await this.db
      .update(airShareLinks)
      .set({ revokedAt: at })
      .where(and(mine, isNull(airShareLinks.revokedAt)))
      .returning();
    if (revoked) return revoked;
    const [row] = await this.db.select().from(airShareLinks).where(mine);
    return row;
  }

  async byTokenHash(hash: string): Promise<AirShareLinkRow | undefined> {
    const [row] = await this.db.select().from(airShareLinks).where(eq(airShareLinks.tokenHash, hash));
    return row;
  }

  /** Counts one view, in one statement (concurrent views all count). */
  async countView(id: number, at: Date): Promise<void> {
    await this.db
      .update(airShareLinks)
      .set({ viewCount: sql`${airShareLinks.viewCount} + 1`, lastViewedAt: at })
      .where(eq(airShareLinks.id, id));
  }
}
